import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChainAnswer, ChainRequest } from '@energy-advisor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/fake-clients';
import { ChainReasoningPage } from './chain-reasoning-page';

const executed: ChainAnswer = {
  success: true,
  result: {
    content: 'Postcode 3350 is in **NCC climate zone 7**.',
    reasoning: ['Looked up postcode 3350', 'Searched the knowledge base for insulation'],
    processingTimeMs: 42,
    debug: {
      apiCalls: [{ query: 'GET /api/climate-zones/3350', response: { climateZone: 7 } }],
      ragData: { count: 3, articles: [{ id: 'ceiling-insulation', title: 'Ceiling insulation', score: 4.5 }] },
    },
    plan: ['Look up the postcode', 'Search the knowledge base'],
    planner: 'rule-based',
    model_used: 'local-advisor (rule-based planner)',
    steps: [{ name: 'plan', processingTimeMs: 2 }, { name: 'tools', processingTimeMs: 40 }],
  },
};
const planned: ChainAnswer = {
  success: true,
  result: {
    reasoning: 'A postcode is named: look its zone up.',
    wouldUseApi: true,
    plannedApiCalls: ['GET /api/climate-zones/3350'],
    plan: ['Look up postcode 3350'],
    planner: 'model',
    model_used: 'openai:o4-mini',
  },
};

function fakeClient() {
  return {
    runChainQuery: vi.fn(async (_query: string, _options?: ChainOptions) => executed),
    planChainQuery: vi.fn(async (_query: string, _options?: ChainOptions) => planned),
  };
}

type ChainOptions = Omit<ChainRequest, 'query'>;
const identity = { projectId: 'project-123', userId: 'user-456' };
const field = () => screen.getByRole('textbox', { name: 'Query' });

describe('/chain-reasoning', () => {
  it('has the tabs Execute Query and Create Plan, Execute Query selected first', async () => {
    const user = userEvent.setup();
    render(<ChainReasoningPage client={fakeClient()} identity={identity} />);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Execute Query', 'Create Plan']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);

    await user.click(screen.getByRole('tab', { name: 'Create Plan' }));
    expect(screen.getByRole('tab', { name: 'Create Plan' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create Plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Execute Query' })).toBeNull();
  });

  it('does nothing with a blank query: the submit button is disabled and Enter sends nothing', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<ChainReasoningPage client={client} identity={identity} />);
    const submit = screen.getByRole('button', { name: 'Execute Query' });
    expect(submit).toHaveProperty('disabled', true);
    expect(field()).toHaveProperty('required', true);
    await user.type(field(), '   {Enter}');
    expect(submit).toHaveProperty('disabled', true);
    expect(client.runChainQuery).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('executes a query and shows the answer, reasoning, timing, API calls and passages', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const answer = deferred<ChainAnswer>();
    client.runChainQuery.mockImplementationOnce(() => answer.promise);
    render(<ChainReasoningPage client={client} identity={identity} />);
    await user.type(field(), '  What zone is 3350?  ');
    await user.click(screen.getByRole('button', { name: 'Execute Query' }));
    expect(client.runChainQuery).toHaveBeenCalledWith('What zone is 3350?', { projectId: 'project-123', userId: 'user-456' });
    expect(screen.getByRole('button', { name: 'Executing...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Executing...');

    await act(async () => answer.resolve(executed));
    const result = screen.getByRole('region', { name: 'Answer' });
    expect(within(result).getByText('NCC climate zone 7').tagName).toBe('STRONG');
    expect(within(result).getByText('Processing time: 42 ms')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Reasoning' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Looked up postcode 3350',
      'Searched the knowledge base for insulation',
    ]);
    const calls = screen.getByRole('region', { name: 'API calls' });
    expect(within(calls).getByText('GET /api/climate-zones/3350')).toBeTruthy();
    expect(within(calls).getByLabelText('Response: GET /api/climate-zones/3350').textContent).toContain('"climateZone": 7');
    expect(within(calls).getByText('Knowledge-base passages used: 3')).toBeTruthy();
    expect(within(calls).getByText('Ceiling insulation').closest('li')?.textContent).toBe('Ceiling insulation (4.50)');
    expect(screen.getByText('Answered by').parentElement?.textContent).toBe('Answered by local-advisor (rule-based planner)');
    expect(screen.getByText('Planned by the rule-based planner')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Plan' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Look up the postcode',
      'Search the knowledge base',
    ]);
    expect(within(screen.getByRole('table', { name: 'Steps' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['plan', 'tools']);
  });

  it('keeps the query across tabs and creates a plan', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<ChainReasoningPage client={client} identity={identity} />);
    await user.click(screen.getByRole('button', { name: 'What climate zone is Ballarat in?' }));
    expect((field() as HTMLTextAreaElement).value).toBe('What climate zone is Ballarat in?');
    await user.click(screen.getByRole('tab', { name: 'Create Plan' }));
    expect((field() as HTMLTextAreaElement).value).toBe('What climate zone is Ballarat in?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Back end' }), 'OpenAI');
    await user.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(client.planChainQuery).toHaveBeenCalledWith('What climate zone is Ballarat in?', { projectId: 'project-123', userId: 'user-456', provider: 'openai' });
    expect(await screen.findByText('A postcode is named: look its zone up.')).toBeTruthy();
    const plannedCalls = screen.getByRole('region', { name: 'Planned API calls' });
    expect(within(plannedCalls).getByText('Would use the API: Yes')).toBeTruthy();
    expect(within(plannedCalls).getByRole('listitem').textContent).toBe('GET /api/climate-zones/3350');
    expect(screen.getByText('openai:o4-mini')).toBeTruthy();
    expect(screen.getByText('Planned by the model with tool calls')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Plan' })).getByRole('listitem').textContent).toBe('Look up postcode 3350');
    expect(client.runChainQuery).not.toHaveBeenCalled();
  });

  it('shows the answer\'s error when it did not succeed, and Failed to get response or Network error when the call failed', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.runChainQuery.mockResolvedValueOnce({ success: false, error: 'The agent could not plan this query.' });
    client.runChainQuery.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    client.runChainQuery.mockResolvedValueOnce({ success: false });
    render(<ChainReasoningPage client={client} identity={identity} />);
    await user.type(field(), 'Anything');
    await user.click(screen.getByRole('button', { name: 'Execute Query' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The agent could not plan this query.');
    await user.click(screen.getByRole('button', { name: 'Execute Query' }));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Network errorFailed to fetch');
    await user.click(screen.getByRole('button', { name: 'Execute Query' }));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Failed to get response');
  });

  it('tells the visitor session who the queries are for (the agent reads their own conversation)', () => {
    const visitor = { setUser: vi.fn(), token: vi.fn(), rejected: vi.fn(), current: vi.fn() };
    render(<ChainReasoningPage client={{ ...fakeClient(), visitor }} identity={identity} />);
    expect(visitor.setUser).toHaveBeenCalledWith({ userId: 'user-456' });
  });
});
