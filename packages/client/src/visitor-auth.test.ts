import { describe, expect, it, vi } from 'vitest';
import { carriesVisitorToken, createApiClient, isApiError, type ApiClient } from './index';
import { formDataOf, json, startTestServer, useTestClient, type RecordedRequest } from './test-server';

const CONVERSATION_ID = '0b9c1f7e-8a4d-4e2b-9c61-3f5d2a7b8e90';
const api = useTestClient();
const bearerOf = (request: RecordedRequest | undefined) => request?.headers.authorization;
const calls = (path: string) => api.server.requests.filter((request) => request.url.pathname === path);

describe('the calls that carry the visitor token', () => {
  const audio = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' });
  const carrying: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['listConversations', (client) => client.listConversations('u1')],
    ['getConversation', (client) => client.getConversation({ userId: 'u1', projectId: 'p1' })],
    ['createConversation', (client) => client.createConversation({ projectId: 'p', userId: 'u1' })],
    ['patchConversation', (client) => client.patchConversation(CONVERSATION_ID, { projectId: 'p2' })],
    ['updateBuildingDetails', (client) => client.updateBuildingDetails(CONVERSATION_ID, { storeys: 2 })],
    ['sendMessage', (client) => client.sendMessage({ content: 'hi', projectId: 'p', userId: 'u1' })],
    ['submitFeedback', (client) => client.submitFeedback({ conversationId: CONVERSATION_ID, messageId: 1, userFeedback: 'More detail' })],
    ['sendSalesChat', (client) => client.sendSalesChat({ message: 'hi', userId: 'u1' })],
    ['submitLead', (client) => client.submitLead({ name: 'A', email: 'a@b.au', conversationId: CONVERSATION_ID })],
    ['sendReasoningMessage', (client) => client.sendReasoningMessage({ projectId: 'p', userId: 'u1', content: 'hi' })],
    ['uploadConversationVoice', (client) => client.uploadConversationVoice({ audio, projectId: 'p', userId: 'u1' })],
    ['uploadVoiceMessage', (client) => client.uploadVoiceMessage({ audio, projectId: 'p', userId: 'u1' })],
    ['sendGrokChat', (client) => client.sendGrokChat({ message: 'hi', userId: 'u1' })],
    ['runChainQuery', (client) => client.runChainQuery('my zone?', { userId: 'u1' })],
    ['planChainQuery', (client) => client.planChainQuery('my zone?', { userId: 'u1' })],
    ['planReasoning', (client) => client.planReasoning({ message: 'my zone?', userId: 'u1' })],
    ['testSmartApi', (client) => client.testSmartApi({ query: 'my zone?', userId: 'u1' })],
    ['createVoiceAgent', (client) => client.createVoiceAgent('p')],
  ];
  const bare: [string, (client: ApiClient) => Promise<unknown>][] = [
    ['getTranscript', (client) => client.getTranscript(CONVERSATION_ID)],
    ['getHealth', (client) => client.getHealth()],
    ['getKnowledgeArticle', (client) => client.getKnowledgeArticle('heat-pumps')],
    ['transcribeAudio', (client) => client.transcribeAudio(audio)],
    ['getAdminAnalytics', (client) => client.getAdminAnalytics()],
    ['createAdminSession', (client) => client.createAdminSession('secret')],
    ['postWebhook', (client) => client.postWebhook('/api/n8n/webhook', { chatInput: 'hi', sessionId: 's1' })],
    ['queryProduct', (client) => client.queryProduct('openai', { query: 'hi' })],
    ['listProviders', (client) => client.listProviders()],
    ['checkProvider', (client) => client.checkProvider('openai')],
    ['getClimateZone', (client) => client.getClimateZone('3350')],
    ['searchLocalities', (client) => client.searchLocalities('Ballarat')],
    ['searchKnowledge', (client) => client.searchKnowledge('heat pumps')],
    ['getVoiceAgent', (client) => client.getVoiceAgent(CONVERSATION_ID)],
  ];

  it.each(carrying)('%s sends Authorization: Bearer', async (_name, call) => {
    api.reply = () => json({ id: CONVERSATION_ID });
    api.client.visitor?.setUser({ userId: 'u1' });
    await call(api.client);
    expect(bearerOf(api.lastRequest())).toBe('Bearer visitor-token-1');
  });

  it.each(bare)('%s sends no visitor token and asks for none', async (_name, call) => {
    api.reply = () => json({ id: CONVERSATION_ID });
    api.client.visitor?.setUser({ userId: 'u1' });
    await call(api.client);
    expect(bearerOf(api.lastRequest())).toBeUndefined();
    expect(api.visitors.visitorRequests).toHaveLength(0);
  });

  it('never goes to another origin, nor outside the API base path', () => {
    const base = 'https://advisor.example.com/base';
    expect(carriesVisitorToken('https://advisor.example.com/base/api/conversations?userId=u', base)).toBe(true);
    expect(carriesVisitorToken('https://advisor.example.com/base/api/conversations/abc', base)).toBe(true);
    expect(carriesVisitorToken('https://advisor.example.com/base/api/conversations/abc/transcript', base)).toBe(false);
    expect(carriesVisitorToken('https://advisor.example.com/api/conversations', base)).toBe(false);
    expect(carriesVisitorToken('https://n8n.example.com/base/api/conversations', base)).toBe(false);
  });

  it('with visitor: false, none is asked for or sent', async () => {
    api.reply = () => json([]);
    const plain = createApiClient({ baseUrl: api.server.baseUrl, visitor: false });
    expect(plain.visitor).toBeUndefined();
    await plain.createConversation({ projectId: 'p', userId: 'u1' }).catch(() => undefined);
    expect(bearerOf(api.lastRequest())).toBeUndefined();
    expect(api.visitors.visitorRequests).toHaveLength(0);
  });
});

describe('a 401 to a call that carried a token', () => {
  it('gets a new token and sends the call once more', async () => {
    api.reply = () => json([{ id: CONVERSATION_ID, projectId: 'p', createdAt: '2025-01-01T00:00:00.000Z' }]);
    api.client.visitor?.setUser({ userId: 'u1' });
    await api.client.listConversations('u1');
    api.visitors.revokeAll();
    await expect(api.client.listConversations('u1')).resolves.toHaveLength(1);
    expect(calls('/api/conversations').map(bearerOf)).toEqual(['Bearer visitor-token-1', 'Bearer visitor-token-1', 'Bearer visitor-token-2']);
    expect(bearerOf(api.visitors.visitorRequests[1])).toBeUndefined();
  });

  it('sends a multipart body again whole', async () => {
    api.reply = () => json({ transcript: 'hello', content: 'hi' });
    api.client.visitor?.setUser({ userId: 'u1' });
    await api.client.listConversations('u1').catch(() => undefined);
    api.visitors.revokeAll();
    await api.client.uploadVoiceMessage({ audio: new Blob([new Uint8Array([7, 8, 9])], { type: 'audio/wav' }), projectId: 'p', userId: 'u1' });
    const [rejected, retried] = calls('/api/voice-messages');
    expect(bearerOf(retried)).toBe('Bearer visitor-token-2');
    const form = await formDataOf(retried!);
    expect(new Uint8Array(await (form.get('audio') as Blob).arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
    expect(form.get('userId')).toBe('u1');
    expect(rejected?.body).toEqual(retried?.body);
  });

  it('is retried only once: a second 401 is thrown as an ApiError', async () => {
    api.reply = (request) =>
      request.url.pathname === '/api/conversations'
        ? { status: 401, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: 'unauthorized', message: 'No' }) }
        : json({});
    api.client.visitor?.setUser({ userId: 'u1' });
    const error = await api.client.listConversations('u1').catch((caught: unknown) => caught);
    expect(isApiError(error) && { status: error.status, code: error.code }).toEqual({ status: 401, code: 'unauthorized' });
    expect(calls('/api/conversations')).toHaveLength(2);
  });

  it('of a call without a token is not retried', async () => {
    api.reply = () => ({ status: 401, body: 'Unauthorized' });
    await expect(api.client.getAdminAnalytics()).rejects.toMatchObject({ status: 401 });
    expect(api.server.requests).toHaveLength(1);
  });
});

describe('when no token can be had', () => {
  it('the call goes without one, the server decides, and onError hears why', async () => {
    const down = await startTestServer((request) =>
      request.url.pathname === '/api/visitors' ? { status: 503, body: 'down' } : { status: 401, body: 'A visitor token is required' },
    );
    const onError = vi.fn();
    try {
      const client = createApiClient({ baseUrl: down.baseUrl, visitor: { onError } });
      client.visitor?.setUser({ userId: 'u1' });
      await expect(client.listConversations('u1')).rejects.toMatchObject({ status: 401 });
      expect(down.requests.map((request) => [request.url.pathname, bearerOf(request)])).toEqual([
        ['/api/visitors', undefined],
        ['/api/conversations', undefined],
      ]);
      expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 503 });
    } finally {
      await down.close();
    }
  });
});
