import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../../e2e/test-browser';

const browser = useBrowser();

interface Frame {
  type: string;
  stage?: string;
  content?: string;
  isComplete?: boolean;
  citations?: unknown[];
}

describe('chat turn streaming in a real browser', () => {
  it('delivers thinking stages, reply chunks and the completion to the page\'s socket', async () => {
    const { page, pageErrors } = await browser.open('/');
    const result = await page.evaluate(async () => {
      const created = await fetch('/api/conversations', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ projectId: 'demo-project', userId: 'browser-user' }),
      });
      const { id: conversationId } = (await created.json()) as { id: string };
      const frames: unknown[] = [];
      const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
      await new Promise<void>((resolve, reject) => {
        socket.onerror = () => reject(new Error('socket error'));
        socket.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as { type: string };
          frames.push(frame);
          if (frame.type === 'connected') socket.send(JSON.stringify({ type: 'register', clientId: 'page', conversationId }));
          if (frame.type === 'registered') resolve();
        };
      });
      const completed = new Promise<void>((resolve) => {
        socket.addEventListener('message', (event) => {
          const frame = JSON.parse(String(event.data)) as { type: string; isComplete?: boolean };
          if (frame.type === 'streamingChunk' && frame.isComplete) resolve();
        });
      });
      const response = await fetch('/api/optimized-sales/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'We are building in Hobart. How much ceiling insulation do we need?', conversationId }),
      });
      const answer = (await response.json()) as { advice: string; citations: unknown[] };
      await completed;
      socket.close(1000);
      return { frames, answer };
    });

    const frames = result.frames as Frame[];
    const stages = frames.filter((frame) => frame.type === 'thinking_update').map((frame) => frame.stage);
    expect(stages).toEqual(['Reading your message', 'Finding your climate zone', 'Searching the knowledge base', 'Writing the answer']);
    const chunks = frames.filter((frame) => frame.type === 'streamingChunk');
    expect(chunks.slice(0, -1).map((chunk) => chunk.content).join('')).toBe(result.answer.advice);
    expect(chunks.at(-1)).toMatchObject({ isComplete: true, citations: result.answer.citations });
    expect(result.answer.advice).toMatch(/zone 7/);
    expect(pageErrors).toEqual([]);
  });
});
