import { describe, expect, it } from 'vitest';
import { createApiClient, isUnexpectedAnswerError, type ApiClient } from './index';
import { json, startTestServer, useTestClient, type RecordedRequest, type TestReply } from './test-server';

const CONVERSATION_ID = '0b9c1f7e-8a4d-4e2b-9c61-3f5d2a7b8e90';
const api = useTestClient();
const bodyOf = (request: RecordedRequest): unknown => JSON.parse(request.body.toString());

describe('every endpoint', () => {
  const query = { query: 'How do I insulate?', projectId: 'p1', userId: 'u1' };
  const cases: [string, (api: ApiClient) => Promise<unknown>, string, string][] = [
    ['listConversations', (api) => api.listConversations('u1'), 'GET', '/api/conversations?userId=u1'],
    ['createConversation', (api) => api.createConversation({ projectId: 'p', userId: 'u' }), 'POST', '/api/conversations'],
    ['getTranscript', (api) => api.getTranscript(CONVERSATION_ID), 'GET', `/api/conversations/${CONVERSATION_ID}/transcript`],
    ['updateBuildingDetails', (api) => api.updateBuildingDetails('c/1', { storeys: 2 }), 'POST', '/api/conversations/c%2F1/update-building-details'],
    ['sendMessage', (api) => api.sendMessage({ content: 'hi', projectId: 'p', userId: 'u' }), 'POST', '/api/conversations/message'],
    ['sendSalesChat', (api) => api.sendSalesChat({ message: 'hi' }), 'POST', '/api/optimized-sales/chat'],
    ['submitLead', (api) => api.submitLead({ name: 'A', email: 'a@b.au', conversationId: CONVERSATION_ID }), 'POST', '/api/optimized-sales/lead'],
    ['sendGrokChat', (api) => api.sendGrokChat({ message: 'hi' }), 'POST', '/api/grok-chat/chat'],
    ['sendReasoningMessage', (api) => api.sendReasoningMessage({ projectId: 'p', userId: 'u', content: 'hi' }), 'POST', '/api/reasoning-message'],
    ['createVoiceAgent', (api) => api.createVoiceAgent('p1'), 'POST', '/api/voice-agent/create'],
    ['getVoiceAgent', (api) => api.getVoiceAgent(CONVERSATION_ID), 'GET', `/api/voice-agent/${CONVERSATION_ID}`],
    ['listProviders', (api) => api.listProviders(), 'GET', '/api/providers'],
    ['checkProvider', (api) => api.checkProvider('gemini'), 'POST', '/api/providers/gemini/check'],
    ['getClimateZone', (api) => api.getClimateZone('0800'), 'GET', '/api/climate-zones/0800'],
    ['searchLocalities', (api) => api.searchLocalities('Ballarat VIC'), 'GET', '/api/localities?q=Ballarat+VIC'],
    ['searchLocalities with a limit', (api) => api.searchLocalities('Ball', 3), 'GET', '/api/localities?q=Ball&limit=3'],
    ['searchKnowledge', (api) => api.searchKnowledge('heat pumps', 2), 'GET', '/api/knowledge?q=heat+pumps&limit=2'],
    ['testSmartApi', (api) => api.testSmartApi(query), 'POST', '/api/voice-agent/test/test-smart-api'],
    ['queryProduct', (api) => api.queryProduct('energy-advisor', query), 'POST', '/api/energy-advisor/query'],
    ['queryLangchain', (api) => api.queryLangchain(query), 'POST', '/api/langchain/query'],
    ['queryGemini', (api) => api.queryGemini(query), 'POST', '/api/gemini/query'],
    ['runChainQuery', (api) => api.runChainQuery('q'), 'POST', '/api/chain/query'],
    ['planChainQuery', (api) => api.planChainQuery('q'), 'POST', '/api/chain/plan'],
    ['planReasoning', (api) => api.planReasoning({ message: 'm' }), 'POST', '/api/reasoning-core/plan'],
    ['getKnowledgeArticle', (api) => api.getKnowledgeArticle('heat-pumps'), 'GET', '/api/knowledge/heat-pumps'],
    ['getHealth', (api) => api.getHealth(), 'GET', '/api/health'],
    ['createVisitor', (api) => api.createVisitor({ userId: 'u' }), 'POST', '/api/visitors'],
    ['createAdminSession', (api) => api.createAdminSession('secret'), 'POST', '/api/admin/session'],
    ['getAdminAnalytics', (api) => api.getAdminAnalytics(), 'GET', '/api/admin/analytics'],
    ['getAdminTranscript', (api) => api.getAdminTranscript(CONVERSATION_ID), 'GET', `/api/admin/conversations/${CONVERSATION_ID}/transcript`],
    ['listAdminLeads', (api) => api.listAdminLeads(), 'GET', '/api/admin/leads?page=1&limit=20'],
    ['listAdminLeads page 3', (api) => api.listAdminLeads(3), 'GET', '/api/admin/leads?page=3&limit=20'],
    ['deleteAdminSession', (api) => api.deleteAdminSession(), 'DELETE', '/api/admin/session'],
  ];

  it.each(cases)('%s calls the right method and path', async (_name, call, method, path) => {
    api.reply = () => json({ id: CONVERSATION_ID });
    await call(api.client);
    expect(api.lastRequest().method).toBe(method);
    expect(`${api.lastRequest().url.pathname}${api.lastRequest().url.search}`).toBe(path);
  });
});

describe('getJson', () => {
  it('answers null on 401 when asked to, through the bound client', async () => {
    api.reply = () => ({ status: 401, body: 'Unauthorized' });
    await expect(api.client.getJson('/api/admin/analytics', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(api.client.getJson('/api/admin/analytics')).rejects.toThrow('401: Unauthorized');
  });
});

describe('conversations', () => {
  it('sends getConversation parameters only when set', async () => {
    await api.client.getConversation({ userId: 'u1', projectId: 'p1' });
    expect(api.lastRequest().url.search).toBe('?userId=u1&projectId=p1');
    await api.client.getConversation({ userId: 'u1', projectId: 'p1', id: CONVERSATION_ID });
    expect(api.lastRequest().url.searchParams.get('id')).toBe(CONVERSATION_ID);
  });

  it('creates a conversation from a JSON answer with an id', async () => {
    api.reply = () => json({ id: CONVERSATION_ID, projectId: 'p', userId: 'u', createdAt: 'now' });
    await expect(api.client.createConversation({ projectId: 'p', userId: 'u' })).resolves.toMatchObject({
      id: CONVERSATION_ID,
    });
    expect(bodyOf(api.lastRequest())).toEqual({ projectId: 'p', userId: 'u' });
  });

  it.each([
    ['a non-JSON answer', { body: '<html>ok</html>' }],
    ['an empty answer', { body: '' }],
    ['an answer without id', json({ projectId: 'p' })],
  ])('refuses %s to create', async (_name, answer: TestReply) => {
    api.reply = () => answer;
    const error = await api.client.createConversation({ projectId: 'p', userId: 'u' }).catch((e: unknown) => e);
    expect(isUnexpectedAnswerError(error)).toBe(true);
  });

  it('patches building details as a JSON string', async () => {
    await api.client.patchConversation(CONVERSATION_ID, { projectId: 'p2', buildingDetails: { storeys: 2 } });
    expect(api.lastRequest().method).toBe('PATCH');
    expect(api.lastRequest().headers['content-type']).toBe('application/json');
    expect(bodyOf(api.lastRequest())).toEqual({ projectId: 'p2', buildingDetails: '{"storeys":2}' });
  });

  it.each([
    ['msg-42', 42],
    ['1a2b3', 123],
    ['assistant', 0],
    [7, 7],
  ])('sends feedback for message id %j as %j', async (messageId, expected) => {
    await api.client.submitFeedback({ conversationId: CONVERSATION_ID, messageId, userFeedback: 'More detail please' });
    expect(bodyOf(api.lastRequest())).toEqual({
      conversationId: CONVERSATION_ID,
      messageId: expected,
      userFeedback: 'More detail please',
    });
    expect(api.lastRequest().url.pathname).toBe('/api/analysis/feedback');
  });
});

describe('createVisitor', () => {
  it('posts the request and answers the token', async () => {
    await expect(api.client.createVisitor({ userId: 'u1', projectId: 'p1' })).resolves.toMatchObject({ visitorToken: 'visitor-token-1', userId: 'u1', verified: false });
    expect(bodyOf(api.lastRequest())).toEqual({ userId: 'u1', projectId: 'p1' });
    expect(api.lastRequest().headers.authorization).toBeUndefined();
  });

  it('sends the current token when renewing', async () => {
    const first = await api.client.createVisitor({ userId: 'u1' });
    await api.client.createVisitor({ userId: 'u1' }, { currentToken: first.visitorToken });
    expect(api.lastRequest().headers.authorization).toBe(`Bearer ${first.visitorToken}`);
  });

  it.each([
    ['a non-JSON answer', { status: 201, body: '<html>ok</html>' }],
    ['an answer without a token', json({ userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z', verified: false }, 201)],
  ])('refuses %s', async (_name, answer: TestReply) => {
    const odd = await startTestServer(() => answer);
    try {
      const error = await createApiClient({ baseUrl: odd.baseUrl }).createVisitor({}).catch((caught: unknown) => caught);
      expect(isUnexpectedAnswerError(error)).toBe(true);
    } finally {
      await odd.close();
    }
  });
});

describe('admin conversations', () => {
  const paramsOf = () => Object.fromEntries(api.lastRequest().url.searchParams);

  it('sends page and limit=20 only by default', async () => {
    await api.client.listAdminConversations();
    expect(paramsOf()).toEqual({ page: '1', limit: '20' });
  });

  it('sends search only when not blank and hideEmpty only when ticked', async () => {
    await api.client.listAdminConversations({ page: 3, search: '', hideEmpty: false });
    expect(paramsOf()).toEqual({ page: '3', limit: '20' });
    await api.client.listAdminConversations({ page: 1, search: '   ' });
    expect(paramsOf()).toEqual({ page: '1', limit: '20' });
    await api.client.listAdminConversations({ page: 2, search: 'user-456', hideEmpty: true });
    expect(paramsOf()).toEqual({ page: '2', limit: '20', search: 'user-456', hideEmpty: 'true' });
  });
});

describe('admin session and downloads', () => {
  it('signs in with the token in a JSON body and sends the session cookie back', async () => {
    api.reply = () => json({ success: true });
    await api.client.createAdminSession('secret-token');
    expect(bodyOf(api.lastRequest())).toEqual({ token: 'secret-token' });
    expect(api.lastRequest().headers['content-type']).toMatch(/^application\/json/);
  });

  it('signs out without a body', async () => {
    api.reply = () => json({ success: true });
    await api.client.deleteAdminSession();
    expect(api.lastRequest().body.length).toBe(0);
    expect(api.lastRequest().headers['content-type']).toBeUndefined();
  });

  it('answers the CSV download addresses on the API base', () => {
    const client = createApiClient({ baseUrl: 'https://advisor.example.com/base' });
    expect(client.adminLeadsCsvUrl()).toBe('https://advisor.example.com/base/api/admin/leads.csv');
    expect(client.adminTranscriptCsvUrl('a/b')).toBe('https://advisor.example.com/base/api/admin/conversations/a%2Fb/transcript.csv');
  });

  it('throws a 401 as an ApiError with the server message', async () => {
    api.reply = () => ({ status: 401, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: 'unauthorized', message: 'Admin sign-in required' }) });
    const error = await api.client.getAdminAnalytics().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', userMessage: 'Admin sign-in required' });
  });
});

describe('webhook', () => {
  it('posts to another origin with same-origin credentials', async () => {
    const n8n = await startTestServer(() => json({ output: 'Hello from n8n' }));
    const seen: RequestCredentials[] = [];
    const spyClient = createApiClient({
      baseUrl: api.server.baseUrl,
      fetch: (input, init) => {
        if (input instanceof Request) seen.push(input.credentials);
        return fetch(input, init);
      },
    });
    try {
      const answer = await spyClient.postWebhook(`${n8n.baseUrl}/webhook/chat`, { chatInput: 'hi', sessionId: 's1' });
      expect(answer).toEqual({ output: 'Hello from n8n' });
      expect(n8n.requests[0]?.url.pathname).toBe('/webhook/chat');
      expect(bodyOf(n8n.requests[0]!)).toEqual({ chatInput: 'hi', sessionId: 's1' });
      expect(seen).toEqual(['same-origin']);
      expect(api.server.requests).toHaveLength(0);
    } finally {
      await n8n.close();
    }
  });

  it('resolves a relative webhook path against the API base', async () => {
    api.reply = () => json({ output: 'ok' });
    await api.client.postWebhook('/api/n8n/webhook', { chatInput: 'hi', sessionId: 's1' });
    expect(api.lastRequest().url.pathname).toBe('/api/n8n/webhook');
  });
});

describe('the test pages’ back ends', () => {
  it('sends the chain query and plan with the caller’s options, the query last so it cannot be overridden', async () => {
    api.reply = () => json({ success: true });
    await api.client.runChainQuery('What zone is 3350?', { userId: 'u1', projectId: 'p1', provider: 'openai' });
    expect(bodyOf(api.lastRequest())).toEqual({ userId: 'u1', projectId: 'p1', provider: 'openai', query: 'What zone is 3350?' });
    await api.client.planChainQuery('Plan it');
    expect(bodyOf(api.lastRequest())).toEqual({ query: 'Plan it' });
  });

  it('creates a voice agent with its voice, greeting and back end', async () => {
    api.reply = () => json({ success: true, agent: { id: 'a1' } });
    await api.client.createVoiceAgent('p1', { voice: 'slt', greeting: "G'day", provider: 'grok' });
    expect(bodyOf(api.lastRequest())).toEqual({ voice: 'slt', greeting: "G'day", provider: 'grok', projectId: 'p1' });
  });

  it('checks a key with a bodiless POST and answers the check', async () => {
    api.reply = () => json({ name: 'openai', status: 'invalid', valid: false });
    await expect(api.client.checkProvider('openai')).resolves.toMatchObject({ status: 'invalid', valid: false });
    expect(api.lastRequest().body.length).toBe(0);
    expect(api.lastRequest().headers['content-type']).toBeUndefined();
  });
});
