import { type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RunnableLambda } from '@langchain/core/runnables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../../providers/test/fake-openai-server';

const GOOD_KEY = 'sk-good-key-0123456789';
/** Words of the question that would be in any trace of the pipeline's runs. */
const QUESTION = 'What climate zone is postcode 3350 in, for a Ballarat weatherboard?';
const TRACING_ENV = ['LANGCHAIN_TRACING_V2', 'LANGSMITH_TRACING', 'LANGSMITH_TRACING_V2', 'LANGCHAIN_TRACING', 'LANGSMITH_ENDPOINT', 'LANGCHAIN_ENDPOINT', 'LANGSMITH_API_KEY', 'LANGCHAIN_API_KEY'];

/** A stand-in for LangSmith's API, recording what reaches it. */
const received: { method: string; url: string; body: string }[] = [];
const langsmith = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ method: request.method ?? '', url: request.url ?? '', body: Buffer.concat(chunks).toString('latin1') });
    response.setHeader('content-type', 'application/json');
    response.end('{}');
  });
});
let openai: FakeOpenAIServer;
const saved = new Map<string, string | undefined>();

beforeAll(async () => {
  await new Promise<void>((resolve) => langsmith.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(langsmith.address() as AddressInfo).port}`;
  for (const name of TRACING_ENV) saved.set(name, process.env[name]);
  // every way the environment turns LangChain's tracing on, towards the stand-in
  Object.assign(process.env, {
    LANGCHAIN_TRACING_V2: 'true',
    LANGSMITH_TRACING: 'true',
    LANGSMITH_TRACING_V2: 'true',
    LANGCHAIN_TRACING: 'true',
    LANGSMITH_ENDPOINT: endpoint,
    LANGCHAIN_ENDPOINT: endpoint,
    LANGSMITH_API_KEY: 'lsv2_pt_test',
    LANGCHAIN_API_KEY: 'lsv2_pt_test',
  });
  openai = await startFakeOpenAIServer({ validKeys: [GOOD_KEY] });
  openai.respondWith({ type: 'reply', content: 'Postcode 3350 (Ballarat) is in climate zone 7.' });
});

afterAll(async () => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await openai.close();
  await new Promise<void>((resolve) => langsmith.close(() => resolve()));
});

describe('the LangChain pipeline with LangSmith tracing turned on in the environment', () => {
  it('sends nothing to LangSmith, offline or keyed, while a plain LangChain run in the same process is traced there', async () => {
    const offline = await buildTestApp();
    const keyed = await buildTestApp({ OPENAI_API_KEY: GOOD_KEY, OPENAI_BASE_URL: openai.baseURL, OPENAI_MODEL: 'gpt-test' });
    for (const [app, provider, model] of [
      [offline.app, 'local', 'local-advisor (LangChain Runnable)'],
      [keyed.app, 'openai', 'openai:gpt-test (LangChain)'],
    ] as const) {
      const response = await app.inject({ method: 'POST', url: '/api/langchain/query', payload: { query: QUESTION, provider } });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ approach: string; model_used: string }>()).toMatchObject({ approach: 'chain', model_used: model });
    }
    expect(openai.requests.length).toBeGreaterThan(0);

    // the control: a run outside the pipeline is traced, so the environment above does turn tracing on
    await RunnableLambda.from((text: string) => text.toUpperCase()).withConfig({ runName: 'tracing-control' }).invoke('control');
    await expect.poll(() => received.some((request) => request.method === 'POST' && request.body.includes('tracing-control'))).toBe(true);

    const posted = received.filter((request) => request.method === 'POST');
    for (const request of posted) {
      expect(request.body).not.toContain('energy-advisor-chain');
      expect(request.body).not.toContain('ChatPromptTemplate');
      expect(request.body).not.toContain('3350');
      expect(request.body).not.toContain('Ballarat');
    }
  });
});
