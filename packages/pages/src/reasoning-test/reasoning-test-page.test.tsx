import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlanResponse, ReasoningPlanRequest } from '@energy-advisor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/fake-clients';
import { ReasoningTestPage } from './reasoning-test-page';

const planned: PlanResponse = {
  plan: ['Find Ballarat in the localities', 'Look up its climate zone', 'Search the knowledge base for windows'],
  needsApi: true,
  suggestedEndpoints: ['GET /api/localities?q=Ballarat', 'GET /api/climate-zones/3350'],
  debug: {
    reasoning: 'The query names a town: its zone decides the advice.',
    apiCalls: [
      { query: 'GET /api/conversations?userId=default-user', response: { error: 'Conversation not found' }, tool: 'visitor_conversation', ok: false, processingTimeMs: 3 },
      { query: 'GET /api/localities?q=Ballarat', response: [{ name: 'Ballarat', state: 'VIC' }], tool: 'locality_search', ok: true, processingTimeMs: 12 },
    ],
    ragData: { count: 2, articles: [{ id: 'windows', title: 'Windows', score: 3.2 }] },
  },
  content: 'Ballarat is in **climate zone 7**: choose double glazing.',
  planner: 'rule-based',
  model_used: 'local-advisor (rule-based planner)',
  processingTimeMs: 31,
  steps: [{ name: 'plan', processingTimeMs: 2 }, { name: 'tools', processingTimeMs: 29 }],
  citations: [{ id: 'windows', type: 'knowledge', title: 'Windows' }],
};

const fakeClient = () => ({ planReasoning: vi.fn(async (_request: ReasoningPlanRequest) => planned) });
const field = () => screen.getByRole('textbox', { name: 'Query' });
const identity = { projectId: 'demo-project', userId: 'default-user' };

describe('/reasoning-test', () => {
  it("says 'Please enter a query' for a blank query, and asks nothing", async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<ReasoningTestPage client={client} identity={identity} />);
    await user.type(field(), '  ');
    await user.click(screen.getByRole('button', { name: 'Run Query' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a query');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(client.planReasoning).not.toHaveBeenCalled();
    await user.type(field(), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has the view modes Response, Planning and Debug, and shows each view of one answer', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const answer = deferred<PlanResponse>();
    client.planReasoning.mockImplementationOnce(() => answer.promise);
    render(<ReasoningTestPage client={client} identity={identity} />);
    const tabs = within(screen.getByRole('tablist', { name: 'View mode' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Response', 'Planning', 'Debug']);
    expect(screen.getByRole('tab', { name: 'Response' }).getAttribute('aria-selected')).toBe('true');

    await user.type(field(), 'Windows for Ballarat?{Enter}');
    expect(client.planReasoning).toHaveBeenCalledWith({ message: 'Windows for Ballarat?', projectId: 'demo-project', userId: 'default-user' });
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toBe('Reasoning...');
    await act(async () => answer.resolve(planned));

    const response = screen.getByRole('tabpanel', { name: 'Response' });
    expect(within(response).getByText('climate zone 7').tagName).toBe('STRONG');
    expect(within(response).getByText('local-advisor (rule-based planner)')).toBeTruthy();
    expect(within(response).getByText('Planned by the rule-based planner')).toBeTruthy();
    expect(within(response).getByText('Windows')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Planning' }));
    const planning = screen.getByRole('tabpanel', { name: 'Planning' });
    expect(within(within(planning).getByRole('region', { name: 'Plan' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(planned.plan);
    expect(within(planning).getByText('Needs the API: Yes')).toBeTruthy();
    expect(within(planning).getByText('GET /api/climate-zones/3350')).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Response' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Debug' }));
    const debug = screen.getByRole('tabpanel', { name: 'Debug' });
    expect(within(debug).getByText('The query names a town: its zone decides the advice.')).toBeTruthy();
    expect(within(debug).getByLabelText('Response: GET /api/localities?q=Ballarat').textContent).toContain('"state": "VIC"');
    const [conversationCall, localityCall] = within(within(debug).getByRole('region', { name: 'API calls' })).getAllByRole('listitem');
    expect(within(conversationCall!).getByText('Failed')).toBeTruthy();
    expect(within(conversationCall!).getByText('visitor_conversation')).toBeTruthy();
    expect(within(localityCall!).queryByText('Failed')).toBeNull();
    expect(within(localityCall!).getByText('12 ms')).toBeTruthy();
    expect(within(debug).getByRole('region', { name: 'Knowledge-base data' }).querySelector('pre')?.textContent).toContain('"count": 2');
    expect(within(debug).getByRole('table', { name: 'Steps' })).toBeTruthy();
  });

  it('asks the chosen back end, and tells the visitor session who asks', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const visitor = { setUser: vi.fn(), token: vi.fn(), rejected: vi.fn(), current: vi.fn() };
    render(<ReasoningTestPage client={{ ...client, visitor }} identity={identity} />);
    expect(visitor.setUser).toHaveBeenCalledWith({ userId: 'default-user' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Back end' }), 'OpenAI');
    await user.type(field(), 'Windows?{Enter}');
    expect(client.planReasoning).toHaveBeenCalledWith({ message: 'Windows?', projectId: 'demo-project', userId: 'default-user', provider: 'openai' });
  });

  it('moves between the view modes with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ReasoningTestPage client={fakeClient()} identity={identity} />);
    await user.click(screen.getByRole('tab', { name: 'Response' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Planning' }));
    expect(screen.getByRole('tab', { name: 'Planning' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows Failed to get response with the cause when the call fails', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.planReasoning.mockRejectedValueOnce(new Error('500: upstream'));
    render(<ReasoningTestPage client={client} identity={identity} />);
    await user.type(field(), 'Anything{Enter}');
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toBe('Failed to get response500: upstream');
  });
});
