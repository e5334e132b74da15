import { describe, expect, it } from 'vitest';
import type { AdvisorTurnInput } from '../backend';
import { defaultAdvisorEngine } from './default-engine';
import { createOfflineBackend } from './offline-backend';
import { answerTurn } from './offline-turn';
import offlineCompute from './thread-compute';

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

describe('the offline back end', () => {
  const engine = defaultAdvisorEngine();
  const backend = createOfflineBackend(engine);

  it('answers what the engine answers, and publishes the stages it went through and the advice in chunks', async () => {
    const stages: string[] = [];
    const chunks: string[] = [];
    const reply = await backend.reply(TURNS[0] as AdvisorTurnInput, { onStage: (stage) => stages.push(stage), onChunk: (text) => chunks.push(text) });
    expect(reply).toEqual(answerTurn(engine, TURNS[0] as AdvisorTurnInput).reply);
    expect(reply.collected_variables.location).toMatch(/Toowoomba/);
    expect(reply.model_used).toBe('local-advisor');
    expect(stages).toEqual(['Reading your message', 'Finding your climate zone', 'Searching the knowledge base', 'Writing the answer']);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(reply.advice);
  });

  it('opens the lead form when asked for a quote', async () => {
    expect((await backend.reply(TURNS[2] as AdvisorTurnInput)).is_lead_form).toBe(true);
  });

  it('is configured, reads the engine’s part of the history, and can be computed in a worker thread', () => {
    expect(backend).toMatchObject({ name: 'local', configured: true, history: 'engine' });
    expect(backend.threadModule?.href).toMatch(/thread-compute\.ts$/);
  });

  it('computes in a thread exactly what it answers here', () => {
    const compute = offlineCompute();
    for (const turn of TURNS) expect(compute(turn)).toEqual(answerTurn(engine, turn));
  });
});
