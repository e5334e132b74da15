import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TtsQuery, VoiceAgent } from '@energy-advisor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/fake-clients';
import { AgentTestPage } from './agent-test-page';

const agent: VoiceAgent = {
  success: true,
  agent: {
    id: 'agent-7f3a',
    projectId: 'project-123',
    voice: 'awb',
    greeting: "G'day! I'm the voice agent of project-123.",
    provider: 'local',
    model: 'local-advisor',
    createdAt: '2025-01-15T12:00:00.000Z',
  },
};

function fakeClient() {
  return {
    createVoiceAgent: vi.fn(async (_projectId: string, _options?: object) => agent),
    fetchSpeech: vi.fn(async (_query: TtsQuery) => new Blob(['RIFF-audio'], { type: 'audio/wav' })),
  };
}

const identity = { projectId: 'project-123', userId: 'user-456' };
// No device voice: the panel plays the server's greeting, which the test silences.
const panel = { speech: undefined, playGreeting: () => () => {} };

describe('/agent-test', () => {
  it("creates a voice agent for the project, shows it, then 'Open Voice Chat' opens the voice assistant panel with its greeting", async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const created = deferred<VoiceAgent>();
    client.createVoiceAgent.mockImplementationOnce(() => created.promise);
    render(<AgentTestPage client={client} identity={identity} panel={panel} />);
    expect(screen.getByText('No agent yet: create one to open a voice chat with it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open Voice Chat' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Project ID' }) as HTMLInputElement).value).toBe('project-123');

    await user.click(screen.getByRole('button', { name: 'Create Voice Agent' }));
    expect(client.createVoiceAgent).toHaveBeenCalledWith('project-123', {});
    expect(screen.getByRole('button', { name: 'Creating...' })).toHaveProperty('disabled', true);
    await act(async () => created.resolve(agent));

    const details = screen.getByRole('status', { name: 'Agent created' });
    expect(within(details).getAllByRole('term').map((term) => term.textContent)).toEqual(['Agent ID', 'Project', 'Voice', 'Greeting', 'Back end', 'Model', 'Created']);
    expect(within(details).getByText('agent-7f3a')).toBeTruthy();
    expect(within(details).getByText('Offline advisor (local)')).toBeTruthy();
    expect(within(details).getByText('15 Jan 2025', { exact: false }).getAttribute('dateTime')).toBe('2025-01-15T12:00:00.000Z');

    const open = screen.getByRole('button', { name: 'Open Voice Chat' });
    await user.click(open);
    const voiceChat = screen.getByRole('region', { name: 'Voice chat' });
    expect(document.activeElement).toBe(voiceChat);
    expect(within(voiceChat).getByRole('region', { name: 'Voice Assistant' })).toBeTruthy();
    expect(client.fetchSpeech).toHaveBeenCalledWith({ text: "G'day! I'm the voice agent of project-123.", projectId: 'project-123', userId: 'user-456' });
    expect(await within(voiceChat).findByRole('button', { name: 'Press to speak' })).toBeTruthy();
    expect(open).toHaveProperty('disabled', true);

    await user.click(within(voiceChat).getByRole('button', { name: 'Close voice assistant' }));
    expect(screen.queryByRole('region', { name: 'Voice chat' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open Voice Chat' }));
  });

  it('creates the agent with the greeting written and the back end chosen', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const visitor = { setUser: vi.fn(), token: vi.fn(), rejected: vi.fn(), current: vi.fn() };
    render(<AgentTestPage client={{ ...client, visitor }} identity={identity} panel={panel} />);
    expect(visitor.setUser).toHaveBeenCalledWith({ userId: 'user-456' });
    await user.type(screen.getByRole('textbox', { name: 'Greeting (optional)' }), '  Hello from the test.  ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Back end' }), 'Grok');
    await user.click(screen.getByRole('button', { name: 'Create Voice Agent' }));
    expect(client.createVoiceAgent).toHaveBeenCalledWith('project-123', { greeting: 'Hello from the test.', provider: 'grok' });
  });

  it('disables Create Voice Agent without a project id', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<AgentTestPage client={client} identity={identity} panel={panel} />);
    await user.clear(screen.getByRole('textbox', { name: 'Project ID' }));
    expect(screen.getByRole('button', { name: 'Create Voice Agent' })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Project ID' }), '  {Enter}');
    expect(client.createVoiceAgent).not.toHaveBeenCalled();
  });

  it('shows Failed to get response when the agent is not created', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.createVoiceAgent.mockResolvedValueOnce({ success: false, agent: { id: '' } });
    client.createVoiceAgent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<AgentTestPage client={client} identity={identity} panel={panel} />);
    await user.click(screen.getByRole('button', { name: 'Create Voice Agent' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get response');
    expect(screen.queryByRole('button', { name: 'Open Voice Chat' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Voice Agent' }));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Network errorFailed to fetch');
  });

  it('shows the panel\'s unavailable state when the greeting cannot be had', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.fetchSpeech.mockRejectedValueOnce(new Error('503: not configured'));
    render(<AgentTestPage client={client} identity={identity} panel={panel} />);
    await user.click(screen.getByRole('button', { name: 'Create Voice Agent' }));
    await user.click(await screen.findByRole('button', { name: 'Open Voice Chat' }));
    const voiceChat = screen.getByRole('region', { name: 'Voice chat' });
    expect((await within(voiceChat).findByRole('alert')).textContent).toBe(
      'Voice assistant is currently unavailable. Please try again later or use the text chat.',
    );
    const toast = within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('status');
    expect(toast.textContent).toContain('Voice assistant is currently unavailable');
  });
});
