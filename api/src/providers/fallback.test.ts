import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorBackend, TurnCallbacks } from './backend';
import { FALLBACK_STAGE, STREAM_RESTART_SEPARATOR, withFallback } from './fallback';
import { createOpenAICompatibleBackend } from './openai-compatible';
import { ProviderError } from './provider-error';
import { type FakeBehaviour, type FakeOpenAIServer, startFakeOpenAIServer } from './test/fake-openai-server';
import { LOCAL_ADVICE, TURN_INPUT, modelContent, recordingCallbacks, stubAnalyse, stubOfflineBackend } from './test/fixtures';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(() => server.close());

function openai(options: { withKey: boolean } = { withKey: true }) {
  return createOpenAICompatibleBackend({
    name: 'openai',
    model: 'gpt-test',
    apiKey: options.withKey ? 'sk-test' : undefined,
    apiKeyVariable: 'OPENAI_API_KEY',
    baseURL: server.baseURL,
    analyse: stubAnalyse().analyse,
    // generous against a loaded machine (a cold first request took over 600 ms in CI); the failures
    // below are slower still or never come
    deadlineMs: 2_000,
    idleTimeoutMs: 1_000,
  });
}

describe('withFallback', () => {
  it('answers with the primary when it succeeds, without touching the fallback', async () => {
    server.respondWith({ type: 'reply', content: modelContent('Model advice.') });
    const local = stubOfflineBackend();
    const { callbacks, stages, chunks } = recordingCallbacks();
    const reply = await withFallback(openai(), local).reply(TURN_INPUT, callbacks);
    expect(reply.model_used).toBe('openai:gpt-test');
    expect(chunks.join('')).toBe('Model advice.');
    expect(stages).not.toContain(FALLBACK_STAGE);
    expect(local.calls).toHaveLength(0);
  });

  it.each<[string, FakeBehaviour, string]>([
    ['an HTTP 401', { type: 'status', status: 401 }, 'http_status 401'],
    ['a 429 with Retry-After: 600', { type: 'status', status: 429, headers: { 'retry-after': '600' } }, 'http_status 429'],
    ['an HTTP 500', { type: 'status', status: 500 }, 'http_status 500'],
    ['a first byte after the deadline', { type: 'slow-first-byte', delayMs: 4_000, content: modelContent('Late.') }, 'timeout'],
    ['a stream that stalls', { type: 'stall-after-first-chunk', content: modelContent('Stalled.') }, 'idle'],
    ['a 200 text/html page', { type: 'html' }, 'malformed'],
    ['malformed JSON content', { type: 'reply', content: '{"advice": "Unfinished' }, 'malformed'],
    ['a cut connection', { type: 'abort-after-first-chunk', content: modelContent('Cut.') }, 'network'],
  ])('falls back to the offline advisor on %s', async (_label, behaviour, summary) => {
    server.respondWith(behaviour);
    const local = stubOfflineBackend();
    const { callbacks, stages } = recordingCallbacks();
    const reply = await withFallback(openai(), local).reply(TURN_INPUT, callbacks);
    expect(reply.advice).toBe(LOCAL_ADVICE);
    expect(reply.model_used).toBe(`local-advisor (fallback: openai ${summary})`);
    expect(stages).toContain(FALLBACK_STAGE);
    expect(local.calls).toHaveLength(1);
    expect(local.calls[0]?.input).toBe(TURN_INPUT);
  });

  it('uses the fallback at once when the primary has no key', async () => {
    const local = stubOfflineBackend();
    const requestsBefore = server.requests.length;
    const wrapped = withFallback(openai({ withKey: false }), local);
    expect(wrapped).toMatchObject({ name: 'openai', configured: true, missingKey: 'OPENAI_API_KEY' });
    const reply = await wrapped.reply(TURN_INPUT);
    expect(reply.model_used).toBe('local-advisor (fallback: openai missing_key)');
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('marks the break when the primary had streamed part of its advice, then streams the whole fallback answer', async () => {
    server.respondWith({ type: 'stall-after-first-chunk', content: modelContent('Partial model advice'), pieceSize: 18 });
    const { callbacks, chunks, stages } = recordingCallbacks();
    const failures: string[] = [];
    const wrapped = withFallback(openai(), stubOfflineBackend(), { onFallback: (error) => failures.push(error.reason) });
    const reply = await wrapped.reply(TURN_INPUT, callbacks);
    expect(chunks).toEqual(['Partial', STREAM_RESTART_SEPARATOR, LOCAL_ADVICE.slice(0, 15), LOCAL_ADVICE.slice(15)]);
    expect(reply.advice).toBe(LOCAL_ADVICE);
    expect(failures).toEqual(['idle']);
    expect(stages.indexOf(FALLBACK_STAGE)).toBeGreaterThan(stages.indexOf('Writing the answer'));
  });

  it('adds no separator when the primary failed before streaming any advice', async () => {
    server.respondWith({ type: 'status', status: 503 });
    const { callbacks, chunks } = recordingCallbacks();
    await withFallback(openai(), stubOfflineBackend()).reply(TURN_INPUT, callbacks);
    expect(chunks.join('')).toBe(LOCAL_ADVICE);
  });

  it("drops chunks a failed primary sends late, and does not fall back when the caller's signal aborted", async () => {
    const late: AdvisorBackend = {
      name: 'late',
      model: 'late-model',
      configured: true,
      history: 'full',
      reply: async (_input: unknown, callbacks?: TurnCallbacks) => {
        setTimeout(() => callbacks?.onChunk?.('late chunk'), 5);
        throw new ProviderError('late', 'timeout', 'late: timed out');
      },
    };
    const { callbacks, chunks } = recordingCallbacks();
    await withFallback(late, stubOfflineBackend()).reply(TURN_INPUT, callbacks);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chunks.join('')).toBe(LOCAL_ADVICE);

    const caller = new AbortController();
    caller.abort();
    const local = stubOfflineBackend();
    await expect(withFallback(openai(), local).reply(TURN_INPUT, { signal: caller.signal })).rejects.toMatchObject({ reason: 'aborted' });
    expect(local.calls).toHaveLength(0);
  });

  it('lets errors that are not ProviderErrors through', async () => {
    const broken: AdvisorBackend = {
      name: 'broken',
      model: 'broken',
      configured: true,
      history: 'full',
      reply: async () => {
        throw new TypeError('a bug');
      },
    };
    await expect(withFallback(broken, stubOfflineBackend()).reply(TURN_INPUT)).rejects.toThrow(TypeError);
  });
});
