import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderCheckAnswer, ProviderName, ProviderQueryRequest, ProvidersAnswer, QueryResult } from '@energy-advisor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deferred, queryResult } from '../test/fake-clients';
import { ApiTestPage } from './api-test-page';

const providers: ProvidersAnswer = {
  default: 'local',
  reasoningModel: 'o4-mini',
  providers: [
    { name: 'local', model: 'local-advisor', kind: 'offline', configured: true, default: true },
    { name: 'openai', model: 'gpt-4o', kind: 'openai-compatible', configured: true, default: false },
    { name: 'gemini', model: 'gemini-2.0-flash', kind: 'openai-compatible', configured: false, default: false, missingKey: 'GEMINI_API_KEY' },
  ],
};

const check = (name: ProviderName, status: ProviderCheckAnswer['status'], message: string): ProviderCheckAnswer => ({
  name,
  model: 'm',
  status,
  valid: status === 'valid',
  missingApiKey: status === 'missing_key',
  message,
  processingTimeMs: 5,
  checkedAt: '2025-01-01T00:00:00.000Z',
});

const smartAnswer: QueryResult = {
  result: { type: 'apiResponse', endpoint: '/api/climate-zones/{postcode}', reasoning: 'The query names postcode 3350.', data: { postcode: '3350', climateZone: 7, nathersZoneName: 'Ballarat' } },
  aiResponse: 'Postcode 3350 is in **climate zone 7**.',
  timestamp: '2025-01-01T00:00:00.000Z',
  success: true,
  model_used: 'local-advisor (rule-based planner)',
  planner: 'rule-based',
  processingTimeMs: 9,
  apiCalls: [{ query: 'GET /api/climate-zones/3350', response: { climateZone: 7 }, ok: true }],
};

function fakeClient() {
  return {
    listProviders: vi.fn(async () => providers),
    checkProvider: vi.fn(async (name: ProviderName) =>
      name === 'openai' ? check(name, 'valid', 'The key was accepted.') : check(name, 'missing_key', 'GEMINI_API_KEY is not set.'),
    ),
    testSmartApi: vi.fn(async (_request: ProviderQueryRequest) => smartAnswer),
    queryProduct: vi.fn(async (_product: string, _request: ProviderQueryRequest) =>
      queryResult({ usedApi: true, shouldUseApi: true, apiData: { climateZone: 7 }, model_used: 'local-advisor' }),
    ),
  };
}

const identity = { projectId: 'demo-project', userId: 'default-user' };
const keyRow = (name: string) => screen.getByRole('listitem', { name });
const field = () => screen.getByRole('textbox', { name: 'Query' });

describe('/api-test key status', () => {
  it('shows Checking... for each keyed back end, then Valid or Invalid with what the check found', async () => {
    const client = fakeClient();
    const openai = deferred<ProviderCheckAnswer>();
    client.checkProvider.mockImplementationOnce(() => openai.promise);
    render(<ApiTestPage client={client} identity={identity} />);
    expect(screen.getByText('Loading the back ends...')).toBeTruthy();
    await screen.findByRole('listitem', { name: 'OpenAI' });
    expect(within(keyRow('OpenAI')).getByText('Checking...')).toBeTruthy();
    expect(within(keyRow('Offline advisor')).getByText('No key needed (offline)')).toBeTruthy();
    expect(within(keyRow('Offline advisor')).getByText('default')).toBeTruthy();
    expect(client.checkProvider.mock.calls.map(([name]) => name)).toEqual(['openai', 'gemini']);
    expect(within(keyRow('Gemini')).getByText('Invalid')).toBeTruthy();
    expect(within(keyRow('Gemini')).getByText('GEMINI_API_KEY is not set.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check keys again' })).toHaveProperty('disabled', true);

    await act(async () => openai.resolve(check('openai', 'valid', 'The key was accepted.')));
    expect(within(keyRow('OpenAI')).getByText('Valid')).toBeTruthy();
    expect(within(keyRow('OpenAI')).queryByText('Checking...')).toBeNull();
    expect(screen.getByText('Reasoning agent model: o4-mini')).toBeTruthy();
  });

  it('checks again on request, and shows Invalid when the check itself fails', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<ApiTestPage client={client} identity={identity} />);
    await screen.findByText('Valid');
    client.checkProvider.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Check keys again' }));
    await act(async () => {});
    expect(client.checkProvider).toHaveBeenCalledTimes(4);
    expect(within(keyRow('OpenAI')).getByText('Invalid')).toBeTruthy();
    expect(within(keyRow('OpenAI')).getByText('Network error: Failed to fetch')).toBeTruthy();
  });
});

describe('/api-test queries', () => {
  it('has the tabs Voice Agent API and Direct API, and the result tabs AI Response, Decision Flow, Formatted, Raw JSON', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<ApiTestPage client={client} identity={identity} />);
    const apiTabs = within(screen.getByRole('tablist', { name: 'API' })).getAllByRole('tab');
    expect(apiTabs.map((tab) => tab.textContent)).toEqual(['Voice Agent API', 'Direct API']);
    expect(screen.getByRole('button', { name: 'Send Query' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'What climate zone is postcode 3350?' }));
    await user.click(screen.getByRole('button', { name: 'Send Query' }));
    expect(client.testSmartApi).toHaveBeenCalledWith({ query: 'What climate zone is postcode 3350?', projectId: 'demo-project', userId: 'default-user' });
    const resultTabs = await screen.findByRole('tablist', { name: 'Result view' });
    expect(within(resultTabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['AI Response', 'Decision Flow', 'Formatted', 'Raw JSON']);

    const response = screen.getByRole('tabpanel', { name: 'AI Response' });
    expect(within(response).getByText('climate zone 7').tagName).toBe('STRONG');
    expect(within(response).getByText('local-advisor (rule-based planner)')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Decision Flow' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Decision Flow' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Query received: "What climate zone is postcode 3350?"',
      'The rule-based planner planned (offline)',
      'Called GET /api/climate-zones/3350',
      'A lookup answered: /api/climate-zones/{postcode}',
      'The query names postcode 3350.',
      'Succeeded',
      'local-advisor (rule-based planner) answered in 9 ms',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Formatted' }));
    const formatted = screen.getByRole('tabpanel', { name: 'Formatted' });
    const terms = within(formatted).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Endpoint', 'Reasoning', 'Data', 'postcode', 'climate zone', 'nathers zone name']);
    expect(within(formatted).getByText('Ballarat')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Raw JSON' }));
    expect(JSON.parse(within(screen.getByRole('tabpanel', { name: 'Raw JSON' })).getByLabelText('The whole answer as JSON').textContent ?? '')).toEqual(smartAnswer);
  });

  it('asks a back end directly by name, or the server default as traditional', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<ApiTestPage client={client} identity={identity} />);
    await user.click(screen.getByRole('tab', { name: 'Direct API' }));
    await user.type(field(), 'Zone for 3350?{Enter}');
    expect(client.queryProduct).toHaveBeenLastCalledWith('traditional', { query: 'Zone for 3350?', projectId: 'demo-project', userId: 'default-user' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Back end' }), 'Gemini');
    await user.click(screen.getByRole('button', { name: 'Send Query' }));
    expect(client.queryProduct).toHaveBeenLastCalledWith('gemini', { query: 'Zone for 3350?', projectId: 'demo-project', userId: 'default-user' });
    await user.click(await screen.findByRole('tab', { name: 'Decision Flow' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Decision Flow' })).getByText('The lookup API was used')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Formatted' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Formatted' })).getByText('climate zone')).toBeTruthy();
    // The voice agent tab keeps its own (empty) result.
    await user.click(screen.getByRole('tab', { name: 'Voice Agent API' }));
    expect(screen.getByText('Send a query to see the answer.')).toBeTruthy();
    expect(client.testSmartApi).not.toHaveBeenCalled();
  });

  it("says 'API key seems to be invalid or missing.' when the answer says missingApiKey, and Failed to get response when the call fails", async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.queryProduct.mockResolvedValueOnce(queryResult({ missingApiKey: true, model_used: 'local-advisor (fallback: gemini missing_key)' }));
    client.queryProduct.mockRejectedValueOnce(new Error('502: Bad Gateway'));
    render(<ApiTestPage client={client} identity={identity} />);
    await user.click(screen.getByRole('tab', { name: 'Direct API' }));
    await user.type(field(), 'Hello{Enter}');
    expect(await screen.findByText('API key seems to be invalid or missing.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Query' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to get response502: Bad Gateway');
  });
});
