import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/fake-clients';
import { AdminTranscriptsPage } from './admin-transcripts-page';
import { analytics, apiError, conversation, fakeAdminClient, page, transcript, unauthorized } from './test/fake-admin-client';

const settle = () => act(async () => {});
const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
const lastFilter = (client: ReturnType<typeof fakeAdminClient>) => client.listAdminConversations.mock.calls.at(-1)?.[0];

async function openTab(name: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name }));
  return user;
}

describe('/admin/transcripts sign-in', () => {
  it('asks for the token when the credentials are missing, refuses a wrong one, then loads', async () => {
    const user = userEvent.setup();
    const client = fakeAdminClient();
    client.getAdminAnalytics.mockRejectedValueOnce(unauthorized());
    client.createAdminSession.mockRejectedValueOnce(unauthorized());
    render(<AdminTranscriptsPage client={client} />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await screen.findByRole('heading', { name: 'Admin sign-in' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(client.listAdminConversations).not.toHaveBeenCalled();

    const signIn = screen.getByRole('button', { name: 'Sign in' });
    expect(signIn).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Admin token'), 'wrong');
    await user.click(signIn);
    expect((await screen.findByRole('alert')).textContent).toBe('That token is not right. Check it and try again.');

    await user.clear(screen.getByLabelText('Admin token'));
    await user.type(screen.getByLabelText('Admin token'), '  right-token  ');
    await user.click(signIn);
    await screen.findByRole('tab', { name: 'Overview' });
    expect(client.createAdminSession.mock.calls.at(-1)).toEqual(['right-token']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Conversations', 'Analytics']);
  });

  it('shows the server message when sign-in is rate limited, and signs out', async () => {
    const user = userEvent.setup();
    const client = fakeAdminClient();
    render(<AdminTranscriptsPage client={client} />);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(client.deleteAdminSession).toHaveBeenCalled();
    await screen.findByRole('heading', { name: 'Admin sign-in' });
    client.createAdminSession.mockRejectedValueOnce(apiError(429, JSON.stringify({ error: 'rate_limited', message: 'Too many attempts: try again in 42 s' })));
    await user.type(screen.getByLabelText('Admin token'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts: try again in 42 s');
  });

  it('goes back to the sign-in prompt when a later call answers 401', async () => {
    const client = fakeAdminClient();
    render(<AdminTranscriptsPage client={client} />);
    await screen.findByRole('tab', { name: 'Overview' });
    client.listAdminConversations.mockRejectedValueOnce(unauthorized());
    await openTab('Conversations');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Admin sign-in' });
  });
});

describe('Overview', () => {
  it('shows the four cards with their formatting and the 5 most recent conversations', async () => {
    const client = fakeAdminClient();
    render(<AdminTranscriptsPage client={client} />);
    const card = async (name: string) => (await screen.findByRole('region', { name })).textContent;
    expect(await card('Total Conversations')).toBe('Total Conversations1,234');
    expect(await card('Total Messages')).toBe('Total Messages5,678');
    expect(await card('Avg Messages')).toBe('Avg Messages4.6');
    expect(await card('Empty Conversations')).toBe('Empty Conversations1209.7% of total');
    const recent = within(screen.getByRole('region', { name: 'Recent Conversations' })).getAllByRole('listitem');
    expect(recent).toHaveLength(5);
    expect(recent[0]?.textContent).toContain('user-1');
    expect(recent[0]?.textContent).toContain('4 messages');
    expect(client.listAdminConversations).toHaveBeenCalledWith({ page: 1 });
    await userEvent.setup().click(within(recent[1] as HTMLElement).getByRole('button', { name: /View/ }));
    expect(client.getAdminTranscript).toHaveBeenCalledWith(conversation(2).id);
  });

  it('shows loading, not empty content, until the answers arrive, and the error text on failure', async () => {
    const client = fakeAdminClient();
    const pending = deferred<ReturnType<typeof analytics>>();
    client.getAdminAnalytics.mockImplementationOnce(() => pending.promise);
    render(<AdminTranscriptsPage client={client} />);
    expect(screen.queryByText('No conversations found')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => pending.reject(apiError(500, 'boom')));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch analyticsTry again');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Total Conversations' })).toBeTruthy();
  });
});

describe('Conversations', () => {
  it('lists items with project badge, counts, (empty), durations and View Transcript', async () => {
    const client = fakeAdminClient();
    client.listAdminConversations.mockImplementation(async () => ({
      conversations: [
        conversation(1),
        conversation(2, { message_count: 0, first_message_at: null, last_message_at: null }),
        conversation(3, { last_message_at: '2026-11-20T03:00:20.000Z' }),
      ],
      totalPages: 1,
    }));
    render(<AdminTranscriptsPage client={client} />);
    await screen.findByRole('tab', { name: 'Overview' });
    await openTab('Conversations');
    const [first, empty, short] = rows();
    expect(within(first as HTMLElement).getByText('project-1').className).toContain('badge');
    expect(first?.textContent).toContain('4 messages');
    expect(first?.textContent).toContain('7 min');
    const emptyCount = within(empty as HTMLElement).getByText('0 messages (empty)');
    expect(emptyCount.className).toContain('empty');
    expect(short?.textContent).toContain('< 1 min');
    expect(within(first as HTMLElement).getByRole('button', { name: 'View Transcript' })).toBeTruthy();
    expect(screen.getByLabelText('Hide conversations with no messages (120 empty)')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by user ID or project ID...')).toBeTruthy();
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Conversation pages' })).toBeNull();
  });

  it('searches only with a term, pages, and goes back to page 1 on search, clear or the checkbox', async () => {
    const client = fakeAdminClient();
    render(<AdminTranscriptsPage client={client} />);
    await screen.findByRole('tab', { name: 'Overview' });
    const user = await openTab('Conversations');
    expect(lastFilter(client)).toEqual({ page: 1, search: '', hideEmpty: false });
    const pages = screen.getByRole('navigation', { name: 'Conversation pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(lastFilter(client)).toMatchObject({ page: 2 });
    await screen.findByText('Page 2 of 3');

    await user.type(screen.getByPlaceholderText('Search by user ID or project ID...'), '  50%_off ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastFilter(client)).toEqual({ page: 1, search: '50%_off', hideEmpty: false });

    await user.click(within(screen.getByRole('navigation', { name: 'Conversation pages' })).getByRole('button', { name: 'Next' }));
    await user.click(screen.getByLabelText(/Hide conversations with no messages/));
    expect(lastFilter(client)).toEqual({ page: 1, search: '50%_off', hideEmpty: true });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(lastFilter(client)).toEqual({ page: 1, search: '', hideEmpty: true });
    expect(screen.getByPlaceholderText('Search by user ID or project ID...')).toHaveProperty('value', '');
  });

  it('keeps the current page on screen while the next loads, and shows the error text when it fails', async () => {
    const client = fakeAdminClient();
    render(<AdminTranscriptsPage client={client} />);
    await screen.findByRole('tab', { name: 'Overview' });
    const user = await openTab('Conversations');
    const next = deferred<ReturnType<typeof page>>();
    client.listAdminConversations.mockImplementationOnce(() => next.promise);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(rows()).toHaveLength(20);
    expect(screen.getByRole('list', { name: 'Conversations' }).closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => next.reject(apiError(500, 'boom')));
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch conversations');
    client.listAdminConversations.mockResolvedValueOnce(page(0, 1));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations found')).toBeTruthy();
  });
});

describe('Analytics', () => {
  it('ranks the top 10 users and bars the first 10 days against the maximum', async () => {
    render(<AdminTranscriptsPage client={fakeAdminClient()} />);
    await screen.findByRole('tab', { name: 'Overview' });
    await openTab('Analytics');
    const users = within(screen.getByRole('region', { name: 'Top Active Users' })).getAllByRole('listitem');
    expect(users).toHaveLength(10);
    expect(users[0]?.textContent).toBe('#1top-130 conversations100 messages');
    expect(users[9]?.textContent).toContain('#10');
    const days = within(screen.getByRole('region', { name: 'Conversations by Day' })).getAllByRole('listitem');
    expect(days).toHaveLength(10);
    const widths = days.map((day) => (day.querySelector('.pg-admin__bar') as HTMLElement).style.width);
    expect(widths[9]).toBe('100%');
    expect(widths[0]).toBe('10%');
    expect(screen.getByRole('region', { name: 'Lead Funnel' }).textContent).toBe('Lead FunnelReached the lead form40Leads submitted10Conversion rate25.0%');
    const leads = screen.getByRole('region', { name: /^Leads/ });
    expect(within(leads).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('http://localhost/api/admin/leads.csv');
    expect(within(leads).getByText('ann@example.com')).toBeTruthy();
  });
});

describe('transcript dialog', () => {
  it('shows the summary, badges, times, content, feedback and the CSV link', async () => {
    const client = fakeAdminClient();
    render(<AdminTranscriptsPage client={client} />);
    await screen.findByRole('tab', { name: 'Overview' });
    const user = await openTab('Conversations');
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'View Transcript' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('User: user-1 | Project: project-1 | 2 messages')).toBeTruthy();
    const messages = within(dialog).getAllByRole('listitem');
    expect(within(messages[0] as HTMLElement).getByText('User')).toBeTruthy();
    expect(within(messages[1] as HTMLElement).getByText('Assistant')).toBeTruthy();
    expect(messages[1]?.textContent).toContain('Start with the ceiling.');
    expect(within(messages[1] as HTMLElement).getByText('Feedback: Too short')).toBeTruthy();
    expect(within(messages[0] as HTMLElement).queryByText(/Feedback:/)).toBeNull();
    expect(within(dialog).queryByText('Stopped')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `http://localhost/api/admin/conversations/${conversation(1).id}/transcript.csv`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("marks a reply the visitor stopped with 'Stopped', and only that one", async () => {
    const client = fakeAdminClient();
    const [question, answer] = transcript().messages;
    client.getAdminTranscript.mockResolvedValueOnce(
      transcript({ messages: [question!, { ...answer!, content: 'Start with the', feedback: null, stopped: true }, { ...answer!, id: 3 }] }),
    );
    render(<AdminTranscriptsPage client={client} />);
    await screen.findByRole('tab', { name: 'Overview' });
    const user = await openTab('Conversations');
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'View Transcript' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Start with the');
    const messages = within(dialog).getAllByRole('listitem');
    expect(messages.map((message) => within(message).queryByText('Stopped') !== null)).toEqual([false, true, false]);
  });

  it("says 'No messages found' for an empty conversation and the error text on failure", async () => {
    const client = fakeAdminClient();
    client.getAdminTranscript.mockResolvedValueOnce(transcript({ messages: [] }));
    render(<AdminTranscriptsPage client={client} />);
    await screen.findByRole('tab', { name: 'Overview' });
    const user = await openTab('Conversations');
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: 'View Transcript' }));
    expect(await within(await screen.findByRole('dialog')).findByText('No messages found')).toBeTruthy();
    await user.keyboard('{Escape}');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    client.getAdminTranscript.mockRejectedValueOnce(apiError(404, '{"error":"not_found","message":"Conversation not found"}'));
    await user.click(within(rows()[1] as HTMLElement).getByRole('button', { name: 'View Transcript' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to fetch transcript');
  });
});
