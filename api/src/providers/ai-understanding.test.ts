/**
 * A keyed back end never understands less than the offline one: whole conversations through an
 * OpenAI-compatible back end (behind the offline fallback, as the registry serves it) against the
 * test server, whose structured answers are good, garbage, incomplete, out of the value sets or
 * hostile. Every turn it must collect what the offline advisor collects from the same input, and
 * through the chat route no such answer may cause a 500 or lose a stored variable.
 */
import type { CollectedVariables, SalesAdviceAnswer, SalesMessage } from '@energy-advisor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import type { AdvisorBackend } from './backend';
import { withFallback } from './fallback';
import { defaultAdvisorEngine } from './offline/default-engine';
import { createOfflineBackend } from './offline/offline-backend';
import { createOpenAICompatibleBackend } from './openai-compatible';
import { type FakeBehaviour, type FakeOpenAIServer, startFakeOpenAIServer } from './test/fake-openai-server';
import { modelContent } from './test/fixtures';

let server: FakeOpenAIServer;
let ai: AdvisorBackend;
const engine = defaultAdvisorEngine();
const offline = createOfflineBackend(engine);
beforeAll(async () => {
  server = await startFakeOpenAIServer();
  const model = createOpenAICompatibleBackend({
    name: 'openai',
    model: 'gpt-test',
    apiKey: 'sk-test',
    baseURL: server.baseURL,
    analyse: engine.analyse,
    deadlineMs: 5_000,
    idleTimeoutMs: 4_000,
  });
  ai = withFallback(model, offline);
});
afterAll(() => server.close());

/** A model's answer: JSON text with the advice and the given `collected_variables` member. */
const answer = (collected: unknown): FakeBehaviour => ({
  type: 'reply',
  content: JSON.stringify({ advice: 'Here is what the articles say.', collected_variables: collected }),
});

const HOSTILE: FakeBehaviour = {
  type: 'reply',
  content:
    '{"advice":"Noted.","collected_variables":{"__proto__":{"tenure":"renter"},"constructor":"x","location":"Darwin, NT",' +
    '"climate_zone":"1","place":"Darwin","state":"NT","tenure":"renter","budget":"<script>alert(1)</script>",' +
    `"project_type":"new build; DROP TABLE collected_variables","dwelling_type":"${'apartment '.repeat(10_000)}"}}`,
};

/** Turns of one conversation: the visitor's message and how the model answers it. */
const CONVERSATION: { message: string; model: FakeBehaviour; gains?: CollectedVariables }[] = [
  {
    message: 'Hi! We bought a block near Balarat and want to know about insulation.',
    // the model disagrees with the offline analysis on the project: the offline reading stands
    model: answer({ place: 'Balarat', state: 'VIC', project_type: 'renovation', tenure: 'owner' }),
  },
  { message: "It'll be a three-bedroom home, two levels.", model: { type: 'reply', content: 'Sure! A lovely home.' } },
  { message: "We'll heat it with a wood fire I think", model: { type: 'reply', content: '{"advice":"Wood heaters need a flue."}' } },
  {
    message: 'Hot water will be a heat pump, and the roof faces north',
    model: answer({ hot_water_fuel: 'Heat Pump', roof_orientation: 'up', storeys: 'forty', tenure: 'landlord', state: 'Victoria' }),
    gains: { hot_water_fuel: 'heat pump' },
  },
  { message: 'Budget is about $30k.', model: HOSTILE },
  { message: 'Can someone call me about a quote?', model: answer('owner') },
];

/** Checks a reply against the offline advisor's for the same input; answers the offline variables. */
async function understandsAtLeastOffline(input: { message: string; history: SalesMessage[]; collected: CollectedVariables }, collected: CollectedVariables) {
  const offlineCollected = (await offline.reply(input)).collected_variables;
  for (const [key, value] of Object.entries(offlineCollected)) {
    // "not sure" may become a value the model read; any other value the offline advisor holds stays
    if (value === 'unknown') expect(collected, key).toHaveProperty(key);
    else expect(collected[key], key).toBe(value);
  }
  return offlineCollected;
}

describe('a conversation through an AI back end', () => {
  it('collects, every turn, at least what the offline advisor collects from the same input', async () => {
    const history: SalesMessage[] = [];
    let collected: CollectedVariables = {};
    for (const turn of CONVERSATION) {
      server.respondWith(turn.model);
      const input = { message: turn.message, history: [...history], collected };
      const reply = await ai.reply(input);
      const offlineCollected = await understandsAtLeastOffline(input, reply.collected_variables);
      for (const [key, value] of Object.entries(turn.gains ?? {})) {
        expect(reply.collected_variables[key], key).toBe(offlineCollected[key] ?? value);
      }
      // nothing stored before is lost
      for (const key of Object.keys(collected)) expect(reply.collected_variables, key).toHaveProperty(key);
      history.push({ role: 'user', content: turn.message }, { role: 'assistant', content: `${reply.advice}\n\n${reply.next_question}` });
      collected = reply.collected_variables;
    }

    expect(collected).toMatchObject({ location: 'Ballarat, VIC', state: 'VIC', project_type: 'new build', tenure: 'owner', budget: '30000' });
    expect(Object.values(collected).every((value) => value.length <= 60 && !value.includes('<'))).toBe(true);
    expect(Object.getPrototypeOf(collected)).toBe(Object.prototype);
  });

  it('resolves through the gazetteer a place the offline analysis found in several states', async () => {
    server.respondWith(answer({ place: 'Richmond', state: 'VIC', tenure: 'renter', dwelling_type: 'apartment' }));
    const input = { message: "We rent a flat in Richmond near the MCG and it's freezing", history: [], collected: {} };
    const reply = await ai.reply(input);
    await understandsAtLeastOffline(input, reply.collected_variables);
    const gazetteer = engine.analyse({ message: 'Richmond, VIC', history: [], collected: {} }).collected;
    expect(reply.collected_variables).toMatchObject({ location: 'Richmond, VIC', state: 'VIC', postcode: gazetteer['postcode'], tenure: 'renter' });
    expect(reply.collected_variables['climate_zone']).toBe(gazetteer['climate_zone']);
    expect(reply.next_question).not.toMatch(/Which state/);
  });

  it('takes a state the visitor only implies, and no place the visitor did not write', async () => {
    server.respondWith(answer({ place: 'Brisbane', state: 'QLD' }));
    const input = { message: "We're up in the sunshine state, thinking about a home battery", history: [], collected: {} };
    const reply = await ai.reply(input);
    const offlineCollected = await understandsAtLeastOffline(input, reply.collected_variables);
    expect(reply.collected_variables['state']).toBe(offlineCollected['state'] ?? 'QLD');
    expect(reply.collected_variables['location']).toBe(offlineCollected['location']);
  });
});

describe('the chat route with an AI back end answering badly', () => {
  it('never answers 500 and never loses a stored variable, whatever the structured answer', async () => {
    const { app } = await buildTestApp({ ADVISOR_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL });
    const stored = async (conversationId: string) =>
      Object.fromEntries(
        (await app.db.selectFrom('collected_variables').select(['name', 'value']).where('conversation_id', '=', conversationId).execute()).map(
          (row) => [row.name, row.value],
        ),
      );

    let conversationId: string | undefined;
    let before: CollectedVariables = {};
    for (const turn of CONVERSATION) {
      server.respondWith(turn.model);
      const response = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { message: turn.message, conversationId } });
      expect(response.statusCode, turn.message).toBe(200);
      const body = response.json<SalesAdviceAnswer>();
      conversationId = body.conversation_id;
      const after = await stored(conversationId);
      expect(after).toMatchObject(before);
      expect(after).toMatchObject(body.collected_variables);
      before = after;
    }
    expect(before).toMatchObject({ location: 'Ballarat, VIC', project_type: 'new build', tenure: 'owner', budget: '30000' });
  });
});
