import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONVERSATION_ID, deferred, fakeSalesClient, salesAnswer } from '../test/fake-clients';
import { OptimizedSalesChatPage, SalesChatPage } from './sales-chat-page';
import { SALES_TEXTS } from './texts';

const input = () => screen.getByPlaceholderText('Type your message...');
const send = () => screen.getByRole('button', { name: 'Send' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const assistantTexts = () => Array.from(log().querySelectorAll('.ea-message--assistant .ea-bubble')).map((bubble) => bubble.textContent);
const collected = () => screen.getByRole('region', { name: 'Collected Information' });

describe('/optimized-sales-chat', () => {
  it('greets, disables Send while blank or busy, and shows Thinking... until the reply', async () => {
    const user = userEvent.setup();
    const client = fakeSalesClient();
    const reply = deferred<ReturnType<typeof salesAnswer>>();
    client.sendSalesChat.mockImplementationOnce(() => reply.promise);
    render(<OptimizedSalesChatPage client={client} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Energy Efficiency Advisor');
    expect(screen.getByRole('heading', { level: 2, name: 'Chat with our Energy Advisor' })).toBeTruthy();
    expect(assistantTexts()).toEqual([SALES_TEXTS.greeting]);
    expect(within(collected()).getByText('No information collected yet.')).toBeTruthy();
    expect(send()).toHaveProperty('disabled', true);
    await user.type(input(), '   ');
    expect(send()).toHaveProperty('disabled', true);

    await user.clear(input());
    await user.type(input(), 'Hello');
    await user.click(send());
    expect(within(log()).getByRole('status').textContent).toContain('Thinking...');
    await user.type(input(), 'Second');
    expect(send()).toHaveProperty('disabled', true);
    await act(async () => reply.resolve(salesAnswer({ collected_variables: { climate_zone: '6', project_type: 'retrofit' } })));
    expect(assistantTexts().at(-1)).toBe('Seal the draughts first.\nWhich town or city in Australia is your build or retrofit located in?');
    expect(within(log()).queryByRole('status')).toBeNull();
    expect(within(collected()).getAllByRole('term').map((term) => term.textContent)).toEqual(['climate zone', 'project type']);
    expect(client.sendSalesChat.mock.calls[0]).toEqual([
      { message: 'Hello', conversation: [{ role: 'assistant', content: SALES_TEXTS.greeting }] },
    ]);
  });

  it('adopts the conversation id of the first reply and reuses it', async () => {
    const user = userEvent.setup();
    const client = fakeSalesClient();
    render(<OptimizedSalesChatPage client={client} userId="user-456" projectId="project-123" />);
    await user.type(input(), 'One{Enter}');
    await screen.findByText('One');
    await act(async () => {});
    await user.type(input(), 'Two{Enter}');
    await act(async () => {});
    expect(client.sendSalesChat.mock.calls.map(([request]) => request?.conversationId)).toEqual([undefined, CONVERSATION_ID]);
    expect(client.sendSalesChat.mock.calls[1]?.[0]).toMatchObject({ userId: 'user-456', projectId: 'project-123' });
  });

  it('shows the error message when the chat call fails', async () => {
    const user = userEvent.setup();
    const client = fakeSalesClient();
    client.sendSalesChat.mockRejectedValueOnce(new Error('500: boom'));
    render(<OptimizedSalesChatPage client={client} />);
    await user.type(input(), 'Hello{Enter}');
    await act(async () => {});
    expect(assistantTexts().at(-1)).toBe(SALES_TEXTS.sendFailed);
    expect(send()).toHaveProperty('disabled', true);
    await user.type(input(), 'again');
    expect(send()).toHaveProperty('disabled', false);
  });

  it('replaces the input with the lead form, keeps it after a failure and closes the chat after success', async () => {
    const user = userEvent.setup();
    const client = fakeSalesClient();
    client.sendSalesChat.mockResolvedValue(salesAnswer({ is_lead_form: true, advice: 'Leave your details.', next_question: '' }));
    client.submitLead.mockResolvedValueOnce({ success: false, message: 'no' });
    const lead = deferred<{ success: boolean; message: string }>();
    client.submitLead.mockImplementationOnce(() => lead.promise);
    render(<OptimizedSalesChatPage client={client} />);
    await user.type(input(), 'I want a quote{Enter}');
    const form = await screen.findByRole('form', { name: 'Lead form' });
    expect(screen.queryByPlaceholderText('Type your message...')).toBeNull();
    const name = within(form).getByPlaceholderText('Your name');
    const email = within(form).getByPlaceholderText('Your email');
    expect(name).toHaveProperty('required', true);
    expect(email).toHaveProperty('required', true);
    expect(email.getAttribute('type')).toBe('email');

    // Blank after trimming: nothing is submitted.
    await user.type(name, '   ');
    await user.type(email, 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(client.submitLead).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, '  Sam  ');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await act(async () => {});
    expect(client.submitLead).toHaveBeenLastCalledWith({ name: 'Sam', email: 'sam@example.com', conversationId: CONVERSATION_ID });
    expect(assistantTexts().at(-1)).toBe(SALES_TEXTS.leadFailed);
    expect(screen.getByRole('form', { name: 'Lead form' })).toBeTruthy();
    expect((within(form).getByPlaceholderText('Your name') as HTMLInputElement).value).toBe('  Sam  ');

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('button', { name: 'Submitting...' })).toHaveProperty('disabled', true);
    await act(async () => lead.resolve({ success: true, message: 'stored' }));
    expect(screen.queryByRole('form', { name: 'Lead form' })).toBeNull();
    expect(screen.getByText('Lead Submitted')).toBeTruthy();
    expect(screen.getByText("Thank you! We'll be in touch soon.")).toBeTruthy();
    expect(assistantTexts().at(-1)).toBe(SALES_TEXTS.leadSaved);
    expect(input()).toHaveProperty('disabled', true);
    expect(within(collected()).getByText('sam@example.com')).toBeTruthy();
    await user.type(input(), 'more{Enter}');
    expect(client.sendSalesChat).toHaveBeenCalledTimes(1);
  });
});

describe('/sales-chat', () => {
  it('opens with the canned reply after the delay, Thinking... until then', async () => {
    render(<SalesChatPage client={fakeSalesClient()} cannedReplyMs={30} collected={{ location: 'Ballarat, VIC' }} />);
    expect(within(log()).getByRole('status').textContent).toContain('Thinking...');
    expect(assistantTexts()).toEqual([]);
    await screen.findByText(/Insulation is usually the most cost-effective/);
    expect(assistantTexts()[0]).toContain('What type of dwelling is it');
    expect(within(collected()).getByText('Ballarat, VIC')).toBeTruthy();
  });
});

describe('the visitor of a sales chat', () => {
  it('is told to the client, so the chat and the lead carry that visitor\'s token', () => {
    const visitor = { setUser: vi.fn(), token: vi.fn(), rejected: vi.fn(), current: vi.fn() };
    render(<OptimizedSalesChatPage client={{ ...fakeSalesClient(), visitor }} userId="client-7" />);
    expect(visitor.setUser).toHaveBeenCalledWith({ userId: 'client-7' });
  });
});
