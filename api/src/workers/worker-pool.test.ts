import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createEnginePool } from './engine-pool';
import { defaultAdvisorEngine } from './default-engine';
import { createLocalProvider } from './local-provider';
import { runLocalTurn } from './local-turn';
import type { AdvisorTurnInput } from './types';
import { buildTestApp, createConversation } from '../test/helper';

const TURNS: AdvisorTurnInput[] = [
  { message: "We're building a new house near Toowoomba", history: [], collected: {} },
  { message: 'How much ceiling insulation do I need?', history: [], collected: { climate_zone: '7', state: 'TAS' } },
  {
    message: 'Can someone call me about a quote?',
    history: [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello! Which town or city is the home in?' },
    ],
    collected: { location: 'Hobart, TAS' },
  },
];

describe('the engine pool', () => {
  const pool = createEnginePool({ size: 2 });
  afterAll(() => pool.close());

  it('answers in worker threads exactly as the engine does in this thread', async () => {
    const engine = defaultAdvisorEngine();
    const fromWorkers = await Promise.all(TURNS.map((turn) => pool.run(turn)));
    expect(fromWorkers).toEqual(TURNS.map((turn) => runLocalTurn(engine, turn)));
    expect(fromWorkers[0]?.reply.collected_variables.location).toMatch(/Toowoomba/);
    expect(fromWorkers[2]?.reply.is_lead_form).toBe(true);
  });

  it('sends the calls made in one turn of the event loop to a worker as one message', async () => {
    const single = createEnginePool({ size: 1 });
    await single.run(TURNS[1] as AdvisorTurnInput); // started and warm
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const calls = [...TURNS, ...TURNS];
      const answers = await Promise.all(calls.map((turn) => single.run(turn)));
      expect(posted).toHaveBeenCalledTimes(1);
      expect(posted.mock.calls[0]?.[0]).toHaveLength(calls.length);
      const engine = defaultAdvisorEngine();
      expect(answers).toEqual(calls.map((turn) => runLocalTurn(engine, turn)));
    } finally {
      posted.mockRestore();
      await single.close();
    }
  });

  it('gives up on a worker that does not answer in time, and starts a new one', async () => {
    const slow = createEnginePool({ size: 1, timeoutMs: 1 });
    // the first call also waits for the worker to build its indexes: far longer than 1 ms
    await expect(slow.run(TURNS[0] as AdvisorTurnInput)).rejects.toThrow(/did not answer within 1 ms/);
    await slow.close();
  });

  it('refuses calls once closed', async () => {
    const closed = createEnginePool({ size: 1 });
    await closed.close();
    await expect(closed.run(TURNS[0] as AdvisorTurnInput)).rejects.toThrow(/no engine worker/);
  });
});

describe('the local provider on a pool', () => {
  it('replays the stages the worker went through, and the reply in chunks', async () => {
    const pool = createEnginePool({ size: 1 });
    const provider = createLocalProvider(defaultAdvisorEngine(), { pool });
    const stages: string[] = [];
    const chunks: string[] = [];
    const reply = await provider.reply(TURNS[0] as AdvisorTurnInput, { onStage: (s) => stages.push(s), onChunk: (c) => chunks.push(c) });
    await pool.close();
    expect(stages).toEqual(['Reading your message', 'Finding your climate zone', 'Searching the knowledge base', 'Writing the answer']);
    expect(chunks.join('')).toBe(reply.advice);
    expect(reply.model_used).toBe('local-advisor');
  });

  it('cuts no chunks while nobody receives them', async () => {
    const provider = createLocalProvider(defaultAdvisorEngine());
    const chunks: string[] = [];
    let listening = false;
    const callbacks = { onChunk: (c: string) => chunks.push(c), streaming: () => listening };
    await provider.reply(TURNS[0] as AdvisorTurnInput, callbacks);
    expect(chunks).toEqual([]);
    listening = true;
    const reply = await provider.reply(TURNS[0] as AdvisorTurnInput, callbacks);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(reply.advice);
  });

  it('answers in this thread when the pool fails, and reports the failure', async () => {
    const failure = new Error('worker gone');
    const onPoolError = vi.fn();
    const broken = { size: 1, run: () => Promise.reject(failure), takesTurns: () => false, turn: () => Promise.reject(failure), checkpointOnCommit: () => undefined, close: async () => undefined };
    const provider = createLocalProvider(defaultAdvisorEngine(), { pool: broken, onPoolError });
    const reply = await provider.reply(TURNS[1] as AdvisorTurnInput);
    expect(onPoolError).toHaveBeenCalledWith(failure);
    expect(reply).toEqual(runLocalTurn(defaultAdvisorEngine(), TURNS[1] as AdvisorTurnInput).reply);
  });
});

describe('the app with engine workers', () => {
  it('answers chat turns through the worker and stores them', async () => {
    const { app } = await buildTestApp({ ADVISOR_WORKERS: '1' });
    const conversationId = await createConversation(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/optimized-sales/chat',
      payload: { conversationId, message: 'We are renovating a house in Geelong' },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ collected_variables: Record<string, string>; model_used: string }>();
    expect(answer.collected_variables).toMatchObject({ location: 'Geelong, VIC', project_type: 'renovation' });
    expect(answer.model_used).toBe('local-advisor');
    const transcript = await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/transcript` });
    expect(transcript.json<unknown[]>()).toHaveLength(2);
  });
});
