import { QUESTIONS } from '../advisor/policy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LLM_STAGES, createOpenAICompatibleBackend } from './openai-compatible';
import { ProviderError, ProviderUnavailableError } from './provider-error';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './test/fake-openai-server';
import { FAKE_ARTICLE, SECOND_ARTICLE, TURN_INPUT, fixedAnalysis, modelContent, recordingCallbacks, stubAnalyse } from './test/fixtures';

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function provider(overrides: { apiKey?: string | undefined; deadlineMs?: number; idleTimeoutMs?: number } = {}) {
  const stub = stubAnalyse();
  const created = createOpenAICompatibleBackend({
    name: 'openai',
    model: 'gpt-test',
    apiKey: 'apiKey' in overrides ? overrides.apiKey : 'sk-test-123',
    apiKeyVariable: 'OPENAI_API_KEY',
    baseURL: server.baseURL,
    analyse: stub.analyse,
    deadlineMs: overrides.deadlineMs ?? 1_500,
    idleTimeoutMs: overrides.idleTimeoutMs ?? 1_000,
  });
  return { provider: created, inputs: stub.inputs };
}

/** The ProviderError a turn rejects with (fails the test when it resolves or throws anything else). */
async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => new Error('expected the turn to fail'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

const ADVICE = 'For Ballarat (zone 7), "R6.0" ceiling batts are typical.\nThat is indicative — about 20°C indoors 🙂.';

describe('an OpenAI-compatible provider, normal turn', () => {
  it('streams the advice in order and answers with the model advice and the offline policy', async () => {
    server.respondWith({ type: 'reply', content: modelContent(ADVICE, { budget: '$15k' }), pieceSize: 3 });
    const { provider: openai, inputs } = provider();
    const { callbacks, stages, chunks } = recordingCallbacks();

    const reply = await openai.reply(TURN_INPUT, callbacks);

    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(ADVICE);
    expect(reply).toEqual({
      advice: ADVICE,
      // the policy runs on the merged variables: the next unknown slot after project type
      next_question: QUESTIONS.dwelling_type,
      collected_variables: { location: 'Ballarat VIC', climate_zone: '7', project_type: 'retrofit', budget: '15000' },
      is_lead_form: false,
      citations: [
        { id: FAKE_ARTICLE.id, type: 'knowledge', title: FAKE_ARTICLE.title },
        { id: SECOND_ARTICLE.id, type: 'knowledge', title: SECOND_ARTICLE.title },
      ],
      model_used: 'openai:gpt-test',
    });
    expect(inputs).toEqual([TURN_INPUT]);
    expect(stages).toEqual([LLM_STAGES.location, LLM_STAGES.search, 'Asking gpt-test', LLM_STAGES.writing]);
  });

  it('sends the model, the articles, the history and the message as a streamed structured request', async () => {
    server.respondWith({ type: 'reply', content: modelContent('Fine.') });
    await provider().provider.reply(TURN_INPUT);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test-123');
    const body = request?.body;
    expect(body?.model).toBe('gpt-test');
    expect(body?.stream).toBe(true);
    expect(body?.response_format?.type).toBe('json_schema');
    expect(body?.response_format?.json_schema).toMatchObject({ name: 'advisor_reply', strict: true });
    const variables = (body?.response_format?.json_schema?.schema as { properties: { collected_variables: { required: string[] } } })
      .properties.collected_variables;
    expect(variables.required).toEqual(expect.arrayContaining(['place', 'state', 'project_type', 'tenure', 'dwelling_type', 'budget']));

    const messages = body?.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/ONLY from the knowledge base articles/);
    const context = messages.map((message) => message.content).join('\n');
    expect(context).toContain(FAKE_ARTICLE.title);
    expect(context).toContain(`id: ${FAKE_ARTICLE.id}`);
    expect(context).toContain(FAKE_ARTICLE.body);
    expect(context).toContain('climate_zone: 7');
    expect(messages.slice(-3)).toEqual([...TURN_INPUT.history, { role: 'user', content: TURN_INPUT.message }]);
  });

  it('keeps what the offline analysis holds and the gazetteer’s zone, and takes only known, valid variables', async () => {
    const variables = {
      location: 'Sydney',
      climate_zone: '5',
      project_type: 'renovation',
      dwelling_type: 'detached house',
      storeys: 2,
      heating_fuel: null,
      favourite_colour: 'green',
      hot_water_fuel: '   ',
    };
    server.respondWith({ type: 'reply', content: modelContent('Fine.', variables) });
    const reply = await provider().provider.reply(TURN_INPUT);
    expect(reply.collected_variables).toEqual({
      location: 'Ballarat VIC',
      climate_zone: '7',
      project_type: 'retrofit',
      dwelling_type: 'detached house',
      storeys: '2',
    });
  });
});

describe('an OpenAI-compatible provider without a key', () => {
  it('reports itself as not configured and rejects with ProviderUnavailableError without calling out', async () => {
    const { provider: openai } = provider({ apiKey: undefined });
    expect(openai.configured).toBe(false);
    expect(openai.missingKey).toBe('OPENAI_API_KEY');
    const error = await failure(openai.reply(TURN_INPUT));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.reason).toBe('missing_key');
    expect(server.requests).toHaveLength(0);
  });
});

describe('an OpenAI-compatible provider when the endpoint fails', () => {
  it.each([
    [401, undefined],
    [429, { 'retry-after': '600' }],
    [500, undefined],
    [503, { 'retry-after': '600' }],
  ])('rejects an HTTP %i at once, without retrying or honouring Retry-After', async (status, headers) => {
    server.respondWith({ type: 'status', status, ...(headers ? { headers } : {}) });
    const error = await failure(provider({ deadlineMs: 5_000 }).provider.reply(TURN_INPUT));
    expect(error).toMatchObject({ reason: 'http_status', status });
    expect(server.requests).toHaveLength(1);
  });

  it('times out when the first byte is slower than the deadline', async () => {
    server.respondWith({ type: 'slow-first-byte', delayMs: 1_800, content: modelContent('Too late.') });
    const error = await failure(provider({ deadlineMs: 300 }).provider.reply(TURN_INPUT));
    expect(error.reason).toBe('timeout');
  });

  it('aborts a stream that stalls after its first chunk', async () => {
    server.respondWith({ type: 'stall-after-first-chunk', content: modelContent('Partial advice that never ends.'), pieceSize: 20 });
    const { callbacks, chunks } = recordingCallbacks();
    const error = await failure(provider({ deadlineMs: 1_800, idleTimeoutMs: 300 }).provider.reply(TURN_INPUT, callbacks));
    expect(error.reason).toBe('idle');
    expect(chunks.join('')).toBe('Partial a');
  });

  it.each([
    ['a 200 text/html page', { type: 'html' } as const, /text\/html/],
    ['a JSON completion instead of a stream', { type: 'non-streaming', content: modelContent('Hi.') } as const, /application\/json/],
    ['an event stream with invalid JSON', { type: 'invalid-sse' } as const, /invalid JSON/],
    ['content that is not JSON', { type: 'reply', content: '{"advice": "Insulate the ceil' } as const, /not a JSON object/],
    ['JSON without advice', { type: 'reply', content: '{"collected_variables": {}}' } as const, /"advice" string/],
    ['an empty answer', { type: 'reply', content: '' } as const, /no content/],
  ])('rejects %s as malformed', async (_label, behaviour, message) => {
    server.respondWith(behaviour);
    const error = await failure(provider().provider.reply(TURN_INPUT));
    expect(error.reason).toBe('malformed');
    expect(error.message).toMatch(message);
  });

  it('rejects an error event in the stream', async () => {
    server.respondWith({ type: 'error-event' });
    const error = await failure(provider().provider.reply(TURN_INPUT));
    expect(error.reason).toBe('http_status');
    expect(error.message).toMatch(/overloaded/);
  });

  it('rejects a connection cut mid-stream as a network failure', async () => {
    server.respondWith({ type: 'abort-after-first-chunk', content: modelContent('Cut short.') });
    const error = await failure(provider().provider.reply(TURN_INPUT));
    expect(error.reason).toBe('network');
  });

  it('rejects an unreachable endpoint as a network failure', async () => {
    const unreachable = createOpenAICompatibleBackend({
      name: 'openai',
      model: 'gpt-test',
      apiKey: 'sk-test',
      baseURL: 'http://127.0.0.1:9/v1',
      analyse: stubAnalyse().analyse,
      deadlineMs: 1_500,
      idleTimeoutMs: 1_000,
    });
    const error = await failure(unreachable.reply(TURN_INPUT));
    expect(error.reason).toBe('network');
  });

  it("honours the caller's signal, before and during the stream", async () => {
    const before = new AbortController();
    before.abort();
    expect((await failure(provider().provider.reply(TURN_INPUT, { signal: before.signal }))).reason).toBe('aborted');

    server.respondWith({ type: 'stall-after-first-chunk', content: modelContent('Waiting for ever.'), pieceSize: 20 });
    const during = new AbortController();
    const turn = provider({ deadlineMs: 1_800, idleTimeoutMs: 1_500 }).provider.reply(TURN_INPUT, {
      signal: during.signal,
      onChunk: () => during.abort(),
    });
    expect((await failure(turn)).reason).toBe('aborted');
  });
});
