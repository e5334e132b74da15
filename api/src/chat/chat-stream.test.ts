import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerSocketMessage, StreamingChunkMessage } from '@energy-advisor/contracts';
import { buildTestApp, createConversation } from '../test/helper';

describe('a chat turn on the socket', () => {
  it('publishes thinking stages, then chunks that join to the advice, then a completion with citations', async () => {
    const { app } = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const conversationId = await createConversation(app, 'u', 'p');

    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/ws`);
    const frames: ServerSocketMessage[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerSocketMessage));
    await once(socket, 'open');
    socket.send(JSON.stringify({ type: 'register', clientId: 'test', conversationId }));
    await expect.poll(() => frames.some((frame) => frame.type === 'registered')).toBe(true);

    const response = await app.inject({
      method: 'POST',
      url: '/api/optimized-sales/chat',
      payload: { message: 'How can I reduce condensation on my windows?', conversationId },
    });
    const answer = response.json();
    await expect.poll(() => frames.some((frame) => frame.type === 'streamingChunk' && frame.isComplete)).toBe(true);

    const stages = frames.flatMap((frame) => (frame.type === 'thinking_update' ? [frame.stage] : []));
    expect(stages).toEqual(['Reading your message', 'Searching the knowledge base', 'Writing the answer']);
    const chunks = frames.filter((frame): frame is StreamingChunkMessage => frame.type === 'streamingChunk');
    expect(chunks.length).toBeGreaterThan(2);
    expect(new Set(chunks.map((chunk) => chunk.messageId)).size).toBe(1);
    expect(chunks.slice(0, -1).map((chunk) => chunk.content).join('')).toBe(answer.advice);
    expect(chunks.at(-1)).toMatchObject({ isComplete: true, content: '', citations: answer.citations });
    expect(frames.findIndex((frame) => frame.type === 'thinking_update')).toBeLessThan(
      frames.findIndex((frame) => frame.type === 'streamingChunk'),
    );
    socket.close(1000);
  });
});
