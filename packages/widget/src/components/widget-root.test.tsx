import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TOASTS } from '../store';
import { fakeClient, STORED_IDS } from '../test/fake-client';
import { renderWidget } from '../test/render-widget';

const launcher = () => screen.getByRole('button', { name: 'Open Energy Advisor assistant' });

describe('launcher and panel', () => {
  it('toggles the panel and follows isOpen', async () => {
    const user = userEvent.setup();
    const { state } = renderWidget();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('heading', { name: 'Energy Advisor' })).toBeNull();
    await user.click(launcher());
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Energy Advisor' })).toBeTruthy();
    await user.click(launcher());
    expect(state().isOpen).toBe(false);
    act(() => state().setOpen(true));
    expect(screen.getByRole('region', { name: 'Energy Advisor' })).toBeTruthy();
  });

  it("shows the welcome message, the project and the three chips while there is no history; 'Minimize' closes", async () => {
    const user = userEvent.setup();
    const { state } = renderWidget({ open: true });
    expect(screen.getByText(/I'm your Energy Advisor/)).toBeTruthy();
    expect(screen.getByText('demo-project')).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Improve star rating', 'Window efficiency', 'Thermal bridging']);
    expect(screen.getByRole('button', { name: 'Text' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(state().isOpen).toBe(false);
  });

  it('shows a job id when there is no project id', () => {
    renderWidget({ open: true, projectId: undefined, jobId: 'job-77' });
    expect(screen.getByText(/Job/).textContent).toBe('Job: job-77');
  });
});

describe('messages', () => {
  it("shows the reply with a 'Feedback' link and a collapsible 'Sources (n)' of unique documents", async () => {
    const user = userEvent.setup();
    const { client } = renderWidget({ open: true });
    await user.type(screen.getByPlaceholderText('Type your message...'), 'Draughts?{Enter}');
    const sources = await screen.findByRole('button', { name: 'Sources (2)' });
    expect(screen.getAllByRole('button', { name: 'Feedback' })).toHaveLength(1);
    expect(screen.getByText('Today')).toBeTruthy();
    expect(sources.getAttribute('aria-expanded')).toBe('false');
    await user.click(sources);
    const list = document.getElementById(sources.getAttribute('aria-controls') ?? '') as HTMLElement;
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Document: Air sealing', 'Document: Title of draughts']));
    expect(client.getKnowledgeArticle).toHaveBeenCalledWith('draughts');
  });
});

describe('stored ids from the chat answer', () => {
  it('gives the sent message and the reply their stored ids without mounting the sent bubble again', async () => {
    const user = userEvent.setup();
    const { state, client } = renderWidget({ open: true });
    const answer = client.sendSalesChat.getMockImplementation() as (...args: unknown[]) => Promise<unknown>;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    client.sendSalesChat.mockImplementationOnce(async (...args: unknown[]) => {
      await released;
      return answer(...args);
    });
    await user.type(screen.getByPlaceholderText('Type your message...'), 'Draughts?{Enter}');
    const sent = screen.getByText('Draughts?');
    expect(state().messages.at(-1)?.id).toMatch(/^local-/);
    await act(async () => release());
    await screen.findByRole('button', { name: 'Feedback' });
    expect(state().messages.slice(1).map((message) => message.id)).toEqual([STORED_IDS.salesUser, STORED_IDS.salesReply]);
    expect(screen.getByText('Draughts?')).toBe(sent);
    expect(client.getTranscript).not.toHaveBeenCalled();
  });

  it('takes the ids of the reasoning answer when the sales chat fails', async () => {
    const user = userEvent.setup();
    const { state, client } = renderWidget({ open: true, client: fakeClient({ sendSalesChat: async () => Promise.reject(new Error('down')) }) });
    await user.type(screen.getByPlaceholderText('Type your message...'), 'Draughts?{Enter}');
    await screen.findByRole('button', { name: 'Feedback' });
    expect(state().messages.slice(1).map((message) => message.id)).toEqual([STORED_IDS.reasoningUser, STORED_IDS.reasoningReply]);
    expect(client.getTranscript).not.toHaveBeenCalled();
  });
});

describe("'New Chat' confirm dialog", () => {
  it('asks first; Cancel keeps the conversation, Start New Chat creates one', async () => {
    const user = userEvent.setup();
    const { client, state } = renderWidget({ open: true });
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Start a New Conversation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(client.createConversation).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start New Chat' }));
    await waitFor(() => expect(state().toast).toMatchObject(TOASTS.newConversation));
    expect(client.createConversation).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText("You're now chatting in a new conversation.")).toBeTruthy();
  });
});

describe('feedback dialog', () => {
  async function openFeedback(options: Parameters<typeof renderWidget>[0] = {}) {
    const user = userEvent.setup();
    const view = renderWidget({ open: true, ...options });
    await user.type(screen.getByPlaceholderText('Type your message...'), 'Draughts?{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Feedback' }));
    const dialog = screen.getByRole('dialog', { name: 'How could this response be improved?' });
    return { ...view, user, dialog };
  }

  it('previews the reply, keeps submit disabled while blank, and toasts when a blank form is submitted', async () => {
    const { dialog, user, client } = await openFeedback();
    expect(within(dialog).getByText('Seal the gaps first. Where is your build?')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Submit Feedback' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Your feedback'), '   ');
    expect(submit).toHaveProperty('disabled', true);
    act(() => dialog.querySelector('form')?.requestSubmit());
    await screen.findByText('Please provide some feedback before submitting.');
    expect(screen.getByText('Feedback required')).toBeTruthy();
    expect(client.submitFeedback).not.toHaveBeenCalled();
  });

  it("toasts 'Conversation ID is missing' without a conversation", async () => {
    const { dialog, user, store } = await openFeedback({
      client: fakeClient({ createConversation: async () => Promise.reject(new Error('offline')), sendSalesChat: async () => Promise.reject(new Error('down')) }),
    });
    expect(store.getState().conversationId).toBeNull();
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Too vague');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    await screen.findByText('Conversation ID is missing. Please try again later.');
    expect(screen.getByText('Error submitting feedback')).toBeTruthy();
  });

  it('submits, thanks the visitor and closes; a failure says to try later', async () => {
    const { dialog, user, client } = await openFeedback();
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Mention costs');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Feedback' }));
    await screen.findByText('Thank you for helping us improve!');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The reply is named by the stored id the chat answer gave, without reading the transcript.
    expect(client.submitFeedback.mock.calls[0]?.[0]).toMatchObject({
      messageId: STORED_IDS.salesReply,
      userFeedback: 'Mention costs',
      previousMessage: 'Draughts?',
    });
    expect(client.getTranscript).not.toHaveBeenCalled();

    client.submitFeedback.mockRejectedValueOnce(new Error('500: boom'));
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Your feedback'), 'Again');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Feedback' }));
    await screen.findByText('Please try again later.');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});

describe('toasts', () => {
  it('shows one at a time and closes after 5 s', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { state } = renderWidget();
    act(() => state().notify(TOASTS.feedbackRequired));
    act(() => state().notify(TOASTS.newConversation));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('New conversation started')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('New conversation started')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('two widgets on a page', () => {
  it('never share state', async () => {
    const user = userEvent.setup();
    const one = renderWidget({ open: true, userId: 'alice' });
    const two = renderWidget({ open: true, userId: 'bob' });
    const [firstInput] = screen.getAllByPlaceholderText('Type your message...');
    await user.type(firstInput!, 'Only Alice asks{Enter}');
    await waitFor(() => expect(one.state().messages).toHaveLength(3));
    expect(two.state().messages).toHaveLength(1);
    expect(screen.getAllByText('Only Alice asks')).toHaveLength(1);
    expect(two.client.sendSalesChat).not.toHaveBeenCalled();
  });
});
