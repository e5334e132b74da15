import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GrokChatRequest, SalesAdviceAnswer, SalesChatRequest } from '@energy-advisor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { CONVERSATION_ID, deferred, salesAnswer } from '../test/fake-clients';
import { GrokComparePage } from './grok-compare-page';

const GROK_CONVERSATION = '99999999-2222-4333-8444-555555555555';

function fakeClient() {
  return {
    sendSalesChat: vi.fn(async (_request: SalesChatRequest) =>
      salesAnswer({ advice: 'GPT says: seal the gaps.', model_used: 'local-advisor (fallback: openai missing_key)', collected_variables: { location: 'Ballarat, VIC', climate_zone: '7' } }),
    ),
    sendGrokChat: vi.fn(async (_request: GrokChatRequest) =>
      salesAnswer({ advice: 'Grok says: insulate.', conversation_id: GROK_CONVERSATION, model_used: 'grok:grok-2-1212', collected_variables: { location: 'Ballarat', dwelling_type: 'house' } }),
    ),
  };
}

const input = () => screen.getByPlaceholderText('Type your message...');
const column = (name: string) => screen.getByRole('region', { name });
const assistantTexts = (name: string) => Array.from(column(name).querySelectorAll('.ea-message--assistant .ea-bubble')).map((bubble) => bubble.textContent);

describe('/grok-compare', () => {
  it('sends each message to GPT-4o (OpenAI back end) and Grok, each with its own history and conversation', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const grok = deferred<SalesAdviceAnswer>();
    client.sendGrokChat.mockImplementationOnce(() => grok.promise);
    render(<GrokComparePage client={client} identity={{ userId: 'user-456' }} />);
    expect(within(column('GPT-4o')).getByText('Send a message to start both conversations.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    await user.type(input(), 'Retrofit in Ballarat{Enter}');
    expect(client.sendSalesChat).toHaveBeenCalledWith({ message: 'Retrofit in Ballarat', conversation: [], userId: 'user-456', provider: 'openai' });
    expect(client.sendGrokChat).toHaveBeenCalledWith({ message: 'Retrofit in Ballarat', conversation: [], userId: 'user-456' });
    await act(async () => {});
    expect(assistantTexts('GPT-4o')).toEqual(['GPT says: seal the gaps.\nWhich town or city in Australia is your build or retrofit located in?']);
    expect(within(column('Grok')).getByRole('log').getAttribute('aria-busy')).toBe('true');
    // A reply still awaited on one side holds the next message back.
    await user.type(input(), 'Next');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    await act(async () => grok.resolve(await client.sendGrokChat.getMockImplementation()!({ message: '' })));
    expect(assistantTexts('Grok')).toEqual(['Grok says: insulate.\nWhich town or city in Australia is your build or retrofit located in?']);
    expect(within(column('Grok')).getByText('grok:grok-2-1212')).toBeTruthy();
    const gpt = column('GPT-4o');
    expect(within(gpt).getByText('local-advisor (fallback: openai missing_key)')).toBeTruthy();
    expect(within(gpt).getByText('API key seems to be invalid or missing.')).toBeTruthy();
    expect(within(column('Grok')).queryByText('API key seems to be invalid or missing.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(client.sendSalesChat).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Next', conversationId: CONVERSATION_ID, conversation: [{ role: 'user', content: 'Retrofit in Ballarat' }, expect.objectContaining({ role: 'assistant' })] }),
    );
    expect(client.sendGrokChat).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Next', conversationId: GROK_CONVERSATION }));
  });

  it('switches to Collected Variables: one row per variable, a column per model, disagreements marked', async () => {
    const user = userEvent.setup();
    render(<GrokComparePage client={fakeClient()} identity={{}} />);
    const tabs = within(screen.getByRole('tablist', { name: 'Comparison view' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Split View', 'Collected Variables']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Collected Variables' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Collected Variables' })).getByText('No information collected yet.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Split View' }));
    await user.type(input(), 'Hello{Enter}');
    await act(async () => {});
    await user.click(screen.getByRole('tab', { name: 'Collected Variables' }));
    const table = within(screen.getByRole('tabpanel', { name: 'Collected Variables' })).getByRole('table');
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Variable', 'GPT-4o', 'Grok']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['locationdiffers', 'climate zonediffers', 'dwelling typediffers']);
    expect(rows.slice(1)).toEqual([
      ['Ballarat, VIC', 'Ballarat'],
      ['7', '—'],
      ['—', 'house'],
    ]);
    // The message input stays on both views.
    expect(input()).toBeTruthy();
  });

  it('names the side that failed and keeps the other side\'s answer', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.sendGrokChat.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<GrokComparePage client={client} identity={{}} />);
    await user.type(input(), 'Hello{Enter}');
    await act(async () => {});
    expect(within(column('Grok')).getByRole('alert').textContent).toBe('Network errorFailed to fetch');
    expect(assistantTexts('GPT-4o')).toHaveLength(1);
    expect(within(column('GPT-4o')).queryByRole('alert')).toBeNull();
    await user.type(input(), 'Again{Enter}');
    await act(async () => {});
    expect(within(column('Grok')).queryByRole('alert')).toBeNull();
  });
});
