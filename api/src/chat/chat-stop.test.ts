import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { modelContent } from '../providers/test/fixtures';
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../providers/test/fake-openai-server';
import { presentMessage } from '../routes/present';
import type { App } from '../types';

let server: FakeOpenAIServer | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  await server?.close();
  app = undefined;
  server = undefined;
});

describe('Stop: the visitor aborts a reply while it is being written', () => {
  it('cancels the provider call and stores what was said so far, marked as stopped', async () => {
    server = await startFakeOpenAIServer();
    // the model writes the start of its advice, then goes on thinking (sends nothing more)
    server.respondWith({ type: 'stall-after-first-chunk', content: modelContent('Ceiling insulation first, then the walls.'), pieceSize: 41 });
    ({ app } = await buildTestApp({ ADVISOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const stop = new AbortController();
    const request = fetch(`${origin}/api/optimized-sales/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What should we insulate first?' }),
      signal: stop.signal,
    }).catch((error: unknown) => error);
    const fake = server;
    await expect.poll(() => fake.requests.length).toBe(1);
    // the first chunk has reached the turn when the provider's stream is open; give it a moment
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop.abort();
    expect(await request).toBeInstanceOf(Error);

    await expect.poll(() => fake.abortedRequests).toBe(1);
    const db = app.db;
    await expect.poll(() => db.selectFrom('messages').selectAll().orderBy('id').execute()).toHaveLength(2);
    const [visitor, partial] = await db.selectFrom('messages').selectAll().orderBy('id').execute();
    expect(visitor).toMatchObject({ sender: 'user', content: 'What should we insulate first?' });
    expect(partial).toMatchObject({ sender: 'assistant', content: 'Ceiling insulation first, then', model_used: 'openai:gpt-4o (stopped)' });
    expect(presentMessage(partial!)).toMatchObject({ content: 'Ceiling insulation first, then', stopped: true });
    expect(presentMessage(visitor!).stopped).toBeUndefined();
  });

  it('stores only the visitor’s message when the reply had said nothing yet', async () => {
    server = await startFakeOpenAIServer();
    server.respondWith({ type: 'slow-first-byte', delayMs: 60_000, content: modelContent('Too late.') });
    ({ app } = await buildTestApp({ ADVISOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const request = fetch(`${origin}/api/optimized-sales/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Is a heat pump worth it?' }),
      signal: stop.signal,
    }).catch((error: unknown) => error);
    const fake = server;
    await expect.poll(() => fake.requests.length).toBe(1);
    stop.abort();
    await request;
    await expect.poll(() => fake.abortedRequests).toBe(1);
    const db = app.db;
    await expect.poll(() => db.selectFrom('messages').select(['sender', 'content']).execute()).toEqual([{ sender: 'user', content: 'Is a heat pump worth it?' }]);
  });
});
