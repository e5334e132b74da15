import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultAdvisorEngine } from '../providers/offline/default-engine';
import { createOfflineBackend } from '../providers/offline/offline-backend';
import { readProviderSettings } from '../providers/settings';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../providers/test/fake-openai-server';
import { runReasoningAgent, type AgentDeps } from './reasoning-agent';
import type { ToolRequest, ToolResult, ToolRunner } from './tools';

const engine = defaultAdvisorEngine();
const offline = createOfflineBackend(engine);

let server: FakeOpenAIServer;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** A runner that records each request and answers it as a failed call (the agent must cope). */
function recordingRunner() {
  const ran: ToolRequest[] = [];
  const run: ToolRunner = async (request) => {
    ran.push(request);
    const result: ToolResult = { tool: request.tool, endpoint: '', query: `GET ${request.tool}`, ok: false, response: { error: 'not_found', message: 'nothing here' }, processingTimeMs: 0 };
    return result;
  };
  return { run, ran };
}

function deps(run: ToolRunner, env: Record<string, string> = {}, conversation = false): AgentDeps {
  return { engine, offline, settings: readProviderSettings(env), run, context: { conversation, userId: 'u', projectId: 'p' } };
}

describe('runReasoningAgent', () => {
  it('in plan mode plans by rules and runs nothing', async () => {
    const { run, ran } = recordingRunner();
    const plan = await runReasoningAgent(deps(run, {}, true), { query: 'Insulation for postcode 3350?', provider: 'local', mode: 'plan' });
    expect(ran).toEqual([]);
    expect(plan.planned.map((call) => call.tool)).toEqual(['visitor_conversation', 'climate_zone_lookup', 'knowledge_search']);
    expect(plan.plannedApiCalls).toEqual(['GET /api/conversations?userId=u&projectId=p', 'GET /api/climate-zones/3350']);
    expect(plan.content).toBe('');
  });

  it('in answer mode runs each planned call once, in order, and still answers when every call failed', async () => {
    const { run, ran } = recordingRunner();
    const answer = await runReasoningAgent(deps(run, {}, true), { query: 'Insulation for postcode 3350?', provider: 'local', mode: 'answer' });
    expect(ran.map((call) => call.tool)).toEqual(['visitor_conversation', 'climate_zone_lookup', 'knowledge_search']);
    expect(answer.findings).toEqual(['GET visitor_conversation failed: nothing here', 'GET climate_zone_lookup failed: nothing here', 'GET knowledge_search failed: nothing here']);
    expect(answer.content.length).toBeGreaterThan(50);
    expect(answer.needsLocation).toBe(false);
  });

  it('in plan mode with a key asks the model once and runs none of its calls', async () => {
    server.respondWith({ type: 'tool-calls', calls: [{ name: 'climate_zone_lookup', arguments: { postcode: '3350' } }] });
    const { run, ran } = recordingRunner();
    const env = { OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: server.baseURL, REASONING_MODEL: 'o3-mini' };
    const plan = await runReasoningAgent(deps(run, env), { query: 'Zone for 3350?', provider: 'openai', mode: 'plan' });
    expect(ran).toEqual([]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.body.model).toBe('o3-mini');
    expect(plan).toMatchObject({ planner: 'model', plannedApiCalls: ['GET /api/climate-zones/3350'] });
  });

  it('keeps the calls the model already ran when it fails later, then plans by rules', async () => {
    server.respondWithSequence([{ type: 'tool-calls', calls: [{ name: 'knowledge_search', arguments: { q: 'heat pumps' } }] }, { type: 'status', status: 500 }]);
    const { run, ran } = recordingRunner();
    const env = { OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: server.baseURL };
    const answer = await runReasoningAgent(deps(run, env), { query: 'Are heat pumps worth it?', provider: 'openai', mode: 'answer' });
    expect(answer).toMatchObject({ planner: 'rule-based', fallback: { reason: 'http_status', status: 500, message: 'openai answered HTTP 500' } });
    expect(ran.map((call) => call.args)).toEqual([{ q: 'heat pumps' }, { q: 'Are heat pumps worth it?' }]);
    expect(answer.results).toHaveLength(2);
    expect(answer.steps.map((step) => step.name)).toEqual(['model planner', 'plan', 'tool: knowledge_search', 'answer']);
  });

  it('stops asking the model after the last round and requires its answer then', async () => {
    server.respondWith({ type: 'tool-calls', content: 'again', calls: [{ name: 'knowledge_search', arguments: { q: 'solar' } }] });
    const { run, ran } = recordingRunner();
    const env = { OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: server.baseURL };
    const answer = await runReasoningAgent(deps(run, env), { query: 'Solar?', provider: 'openai', mode: 'answer' });
    // three rounds with tools, then the last one with tool_choice none, whose answer is 'again'
    expect(server.requests.map((request) => request.body.tool_choice)).toEqual(['auto', 'auto', 'auto', 'none']);
    expect(ran).toHaveLength(3);
    expect(answer).toMatchObject({ planner: 'model', content: 'again' });
  });
});
