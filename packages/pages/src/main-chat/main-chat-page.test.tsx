import '../test/setup-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@energy-advisor/client';
import { describe, expect, it, vi } from 'vitest';
import { CONVERSATION_ID, deferred, salesAnswer } from '../test/fake-clients';
import { MainChatPage } from './main-chat-page';
import { MAIN_CHAT_SUGGESTIONS } from './suggestion-chips';
import { fakeMedia } from '../../../widget/src/media/test/fake-media';

const body = '{"error":"not_found","message":"Conversation not found"}';
const client = () => ({
  getConversation: vi.fn(async () => {
    throw new ApiError(new Response(body, { status: 404 }), new Request('http://api.test/'), {} as never, body);
  }),
  createConversation: vi.fn(async () => ({ id: CONVERSATION_ID, projectId: 'p', userId: 'u', createdAt: '' })),
  sendSalesChat: vi.fn(async () => salesAnswer({ advice: 'Heat pumps are efficient.', next_question: '' })),
  uploadVoiceMessage: vi.fn(),
});

describe('/chat page', () => {
  it('shows the initial state, and a chip sends its message and turns the view active', async () => {
    const user = userEvent.setup();
    const fake = client();
    render(<MainChatPage client={fake as never} socket={false} delays={{ chipSendMs: 10 }} userId="user-456" projectId="project-123" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What can I help with?');
    expect(screen.getByPlaceholderText('Ask anything')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(MAIN_CHAT_SUGGESTIONS.map(({ label }) => label));
    await act(async () => {});
    expect(fake.getConversation).toHaveBeenCalledWith({ userId: 'user-456', projectId: 'project-123' });

    const reply = deferred<ReturnType<typeof salesAnswer>>();
    fake.sendSalesChat.mockImplementationOnce(() => reply.promise);
    await user.click(screen.getByRole('button', { name: 'Heat pump advice' }));
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Are heat pumps a good option for my home?')).toBeTruthy();
    expect(within(log).getByRole('status').textContent).toContain('Thinking...');
    expect(screen.queryByRole('group', { name: 'Suggestions' })).toBeNull();
    await act(async () => reply.resolve(salesAnswer({ advice: 'Yes, in most climates.', next_question: '' })));
    expect(within(log).getByText('Yes, in most climates.')).toBeTruthy();
    expect(within(log).queryByRole('status')).toBeNull();
  });

  it('sends on Enter but not on Shift+Enter', async () => {
    const user = userEvent.setup();
    const fake = client();
    render(<MainChatPage client={fake as never} socket={false} />);
    const input = screen.getByPlaceholderText('Ask anything');
    await user.type(input, 'first{Shift>}{Enter}{/Shift}second');
    expect(fake.sendSalesChat).not.toHaveBeenCalled();
    await user.type(input, '{Enter}');
    await screen.findByText('Heat pumps are efficient.');
    expect(fake.sendSalesChat).toHaveBeenCalledWith(expect.objectContaining({ message: 'first\nsecond', userId: 'default-user', projectId: 'demo-project' }));
  });

  it("shows the 'Connection Error' toast when sending fails", async () => {
    const user = userEvent.setup();
    const fake = client();
    fake.sendSalesChat.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<MainChatPage client={fake as never} socket={false} />);
    await user.type(screen.getByPlaceholderText('Ask anything'), 'Hello{Enter}');
    expect(await screen.findByText('Connection Error')).toBeTruthy();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeTruthy();
  });
});

describe('/chat voice', () => {
  /** Opens the recording overlay, records one slice and confirms. */
  async function recordAndConfirm(user: ReturnType<typeof userEvent.setup>, fake: ReturnType<typeof fakeMedia>) {
    await user.click(screen.getByRole('button', { name: 'Record a voice message' }));
    const overlay = screen.getByRole('dialog', { name: 'Recording...' });
    expect(within(overlay).getByText('Recording...')).toBeTruthy();
    expect(within(overlay).getByRole('timer').textContent).toBe('0:00');
    await waitFor(() => expect(fake.recorders.at(-1)?.state).toBe('recording'));
    fake.recorders.at(-1)!.emit(new Blob(['voice'], { type: 'audio/webm' }));
    await user.click(within(overlay).getByRole('button', { name: 'Stop recording and send' }));
  }

  it("a failed voice message leaves the initial view as it was: heading, chips, input, and the 'Error' toast", async () => {
    const user = userEvent.setup();
    const fake = client();
    const media = fakeMedia();
    const upload = deferred<never>();
    fake.uploadVoiceMessage.mockImplementationOnce(() => upload.promise);
    render(<MainChatPage client={fake as never} socket={false} media={media.media} />);
    await recordAndConfirm(user, media);

    // While it uploads: still the initial view; the microphone says 'Transcribing...' and is disabled.
    const busy = await screen.findByRole('button', { name: 'Transcribing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What can I help with?');
    expect(screen.queryByRole('log', { name: 'Conversation' })).toBeNull();

    const reason = '{"error":"not_configured","message":"Speech-to-text is not configured on this server."}';
    await act(async () => upload.reject(new ApiError(new Response(reason, { status: 503 }), new Request('http://api.test/'), {} as never, reason)));
    expect(await screen.findByText('Failed to process voice message: Speech-to-text is not configured on this server.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What can I help with?');
    expect(within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('button')).toHaveLength(6);
    expect(screen.queryByRole('log', { name: 'Conversation' })).toBeNull();
    const microphone = screen.getByRole('button', { name: 'Record a voice message' }) as HTMLButtonElement;
    expect(microphone.disabled).toBe(false);
    await user.type(screen.getByPlaceholderText('Ask anything'), 'Hello{Enter}');
    await screen.findByText('Heat pumps are efficient.');
  });

  it('a voice message shows its transcript, then the reply with its play button', async () => {
    const user = userEvent.setup();
    const fake = client();
    const media = fakeMedia();
    fake.uploadVoiceMessage.mockResolvedValueOnce({
      userMessageId: 3,
      transcript: 'Do heat pumps work in Ballarat?',
      id: 4,
      content: 'Yes, they work well in cold climates.',
      timestamp: new Date().toISOString(),
      citations: [],
      audioUrl: '/api/tts?text=Yes',
    });
    render(<MainChatPage client={fake as never} socket={false} media={media.media} delays={{ voiceReplyMs: 10 }} />);
    await recordAndConfirm(user, media);
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Do heat pumps work in Ballarat?')).toBeTruthy();
    expect(await within(log).findByText('Yes, they work well in cold climates.')).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Play voice message' })).toBeTruthy();
    expect(fake.uploadVoiceMessage).toHaveBeenCalledWith(expect.objectContaining({ conversationId: CONVERSATION_ID }));
  });
});
