import { DEFAULT_ASSISTANT_REPLY } from '@energy-advisor/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/fake-clients';
import { createN8nChatStore } from './n8n-chat-store';
import { N8N_TEXTS } from './texts';
import { webhookOutput } from './webhook-output';

function setup() {
  let sessions = 0;
  const client = { postWebhook: vi.fn(async (_url: string, payload: { chatInput: string }) => ({ output: `echo ${payload.chatInput}` })) };
  const store = createN8nChatStore({ client, webhookUrl: 'http://localhost/api/n8n/webhook', newSessionId: () => `session-${++sessions}` });
  return { client, store, state: () => store.getState() };
}

const texts = (state: ReturnType<ReturnType<typeof setup>['state']>) => state.messages.map((message) => `${message.sender}: ${message.content}`);

describe('the workflow-webhook chat', () => {
  it('starts with the defaults, a session id and the greeting', () => {
    const { state } = setup();
    expect(state()).toMatchObject({ userId: 'test-user', projectId: 'demo-project', sessionId: 'session-1', busy: false });
    expect(texts(state())).toEqual([`assistant: ${N8N_TEXTS.greeting}`]);
  });

  it('posts { chatInput, sessionId } to the current webhook and shows the output', async () => {
    const { client, state } = setup();
    await state().send('  How do I insulate?  ');
    expect(client.postWebhook).toHaveBeenCalledWith('http://localhost/api/n8n/webhook', { chatInput: 'How do I insulate?', sessionId: 'session-1' });
    expect(texts(state()).slice(1)).toEqual(['user: How do I insulate?', 'assistant: echo How do I insulate?']);
  });

  it('keeps the current webhook for a blank entry and takes any other entry as it is', async () => {
    const { client, state } = setup();
    state().updateWebhook('   ');
    expect(state().webhookUrl).toBe('http://localhost/api/n8n/webhook');
    state().updateWebhook(' https://n8n.example.com/webhook/abc ');
    expect(state().webhookUrl).toBe('https://n8n.example.com/webhook/abc');
    await state().send('Hi');
    expect(client.postWebhook.mock.calls[0]?.[0]).toBe('https://n8n.example.com/webhook/abc');
  });

  it('ignores sends while a reply is pending, and blank sends', async () => {
    const { client, state } = setup();
    const reply = deferred<{ output: string }>();
    client.postWebhook.mockImplementationOnce(() => reply.promise);
    const first = state().send('First');
    expect(state().busy).toBe(true);
    await state().send('Second');
    await state().send('   ');
    reply.resolve({ output: 'Answer' });
    await first;
    expect(client.postWebhook).toHaveBeenCalledTimes(1);
    expect(texts(state()).slice(1)).toEqual(['user: First', 'assistant: Answer']);
    expect(state().busy).toBe(false);
  });

  it('shows the error text when the webhook fails', async () => {
    const { client, state } = setup();
    client.postWebhook.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await state().send('Hi');
    expect(texts(state()).at(-1)).toBe(`assistant: ${N8N_TEXTS.error}`);
    expect(N8N_TEXTS.error).toBe('Sorry, I encountered an error. Please check your webhook URL and try again.');
  });

  it("'New Session' issues a new id, resets to the greeting and drops the old session's late reply", async () => {
    const { client, state } = setup();
    const reply = deferred<{ output: string }>();
    client.postWebhook.mockImplementationOnce(() => reply.promise);
    const pending = state().send('Old question');
    state().newSession();
    expect(state().sessionId).toBe('session-2');
    expect(texts(state())).toEqual([`assistant: ${N8N_TEXTS.greeting}`]);
    reply.resolve({ output: 'Old answer' });
    await pending;
    expect(texts(state())).toEqual([`assistant: ${N8N_TEXTS.greeting}`]);
    await state().send('New question');
    expect(client.postWebhook.mock.calls[1]?.[1]).toEqual({ chatInput: 'New question', sessionId: 'session-2' });
  });
});

describe('webhookOutput', () => {
  it('reads output, the first item of an array, and falls back to the default reply', () => {
    expect(webhookOutput({ output: 'Hi' })).toBe('Hi');
    expect(webhookOutput([{ output: 'From n8n' }, { output: 'ignored' }])).toBe('From n8n');
    expect(webhookOutput({ output: '  ' })).toBe(DEFAULT_ASSISTANT_REPLY);
    expect(webhookOutput({ text: 'x' })).toBe(DEFAULT_ASSISTANT_REPLY);
    expect(webhookOutput(null)).toBe(DEFAULT_ASSISTANT_REPLY);
  });
});
