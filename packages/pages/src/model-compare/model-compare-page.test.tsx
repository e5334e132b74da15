import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderQueryRequest, ProviderQueryResult } from '@energy-advisor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deferred, queryResult } from '../test/fake-clients';
import { ModelComparePage } from './model-compare-page';

const identity = { projectId: 'project-123', userId: 'user-456' };

const geminiMissingKey = queryResult({
  provider: 'gemini',
  missingApiKey: true,
  model_used: 'local-advisor (fallback: gemini missing_key)',
  fallback: { provider: 'gemini', reason: 'missing_key', message: 'GEMINI_API_KEY is not set; the offline advisor answered.' },
});

function fakeClient() {
  return {
    queryProduct: vi.fn(async (_product: string, _request: ProviderQueryRequest) => queryResult({ provider: 'openai', offline: false, model_used: 'openai:gpt-4o' })),
    queryLangchain: vi.fn(async (_request: ProviderQueryRequest) => queryResult({ approach: 'chain', offline: false, model_used: 'langchain:openai:gpt-4o' })),
    queryGemini: vi.fn(async (_request: ProviderQueryRequest) => queryResult({ provider: 'gemini', offline: false, model_used: 'gemini:gemini-2.0-flash' })),
  };
}

const field = () => screen.getByRole('textbox', { name: 'Question' });
const column = (name: string) => screen.getByRole('region', { name });

describe('/model-compare', () => {
  it("shows 'Query is required' / 'Please enter a question to compare the models' for a blank query and asks nothing", async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<ModelComparePage client={client} identity={identity} />);
    expect(field()).toHaveProperty('required', true);
    await user.type(field(), '   ');
    await user.click(screen.getByRole('button', { name: 'Compare Models' }));
    const toast = within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByRole('status');
    expect(toast.textContent).toContain('Query is required');
    expect(toast.textContent).toContain('Please enter a question to compare the models');
    expect(client.queryProduct).not.toHaveBeenCalled();
    expect(client.queryLangchain).not.toHaveBeenCalled();
    expect(client.queryGemini).not.toHaveBeenCalled();
  });

  it('asks OpenAI, LangChain (on OpenAI) and Gemini at once and labels each column with what answered', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const openai = deferred<ProviderQueryResult>();
    client.queryProduct.mockImplementationOnce(() => openai.promise);
    render(<ModelComparePage client={client} identity={identity} />);
    expect(['OpenAI', 'LangChain', 'Gemini'].map((name) => within(column(name)).getByText('Ask a question to see this answer.'))).toHaveLength(3);
    await user.type(field(), ' Heat pumps in Hobart? ');
    await user.click(screen.getByRole('button', { name: 'Compare Models' }));
    const request = { query: 'Heat pumps in Hobart?', projectId: 'project-123', userId: 'user-456' };
    expect(client.queryProduct).toHaveBeenCalledWith('openai', request);
    expect(client.queryLangchain).toHaveBeenCalledWith({ ...request, provider: 'openai' });
    expect(client.queryGemini).toHaveBeenCalledWith(request);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Comparing...' })).toHaveProperty('disabled', true);
    expect(within(column('OpenAI')).getByRole('status').textContent).toBe('Waiting for the answer...');
    expect(within(column('LangChain')).getByText('langchain:openai:gpt-4o')).toBeTruthy();
    expect(within(column('Gemini')).getByText('gemini:gemini-2.0-flash')).toBeTruthy();

    await act(async () => openai.resolve(queryResult({ offline: false, model_used: 'openai:gpt-4o', processingTimeMs: 1250 })));
    const answered = column('OpenAI');
    expect(within(answered).getByText('Answered by').parentElement?.textContent).toBe('Answered by openai:gpt-4o');
    expect(within(answered).getByText('Processing time: 1.25 s')).toBeTruthy();
    expect(within(answered).getByText('R6.0').tagName).toBe('STRONG');
    expect(within(answered).getByText('Ceiling insulation')).toBeTruthy();
    expect(within(within(answered).getByRole('table', { name: 'OpenAI: Steps' })).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'retrieve3 passages',
      'model',
    ]);
    expect(screen.queryByText('API key seems to be invalid or missing.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the 'Google API Key Required' modal when Gemini has no key, holds focus in it and gives it to the question on close", async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.queryGemini.mockResolvedValue(geminiMissingKey);
    render(<ModelComparePage client={client} identity={identity} />);
    await user.type(field(), 'Windows for Darwin');
    const submit = screen.getByRole('button', { name: 'Compare Models' });
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Google API Key Required' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/Set GEMINI_API_KEY/)).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    // The page behind it is hidden from assistive technology while it is open.
    expect(screen.queryByRole('region', { name: 'Gemini' })).toBeNull();

    await user.click(ok);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(field());
    // The column is honest about what answered.
    const gemini = column('Gemini');
    expect(within(gemini).getByText('API key seems to be invalid or missing.')).toBeTruthy();
    expect(within(gemini).getByText('local-advisor (fallback: gemini missing_key)')).toBeTruthy();
    expect(within(gemini).getByText('GEMINI_API_KEY is not set; the offline advisor answered.')).toBeTruthy();

    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Google API Key Required' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says API key seems to be invalid or missing. for a refused key, without the Google modal for other columns', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.queryProduct.mockResolvedValue(
      queryResult({ model_used: 'local-advisor (fallback: openai http_status)', fallback: { provider: 'openai', reason: 'http_status', status: 401, message: 'The OpenAI key was refused.' } }),
    );
    render(<ModelComparePage client={client} identity={identity} />);
    await user.type(field(), 'Solar?{Enter}');
    await act(async () => {});
    expect(within(column('OpenAI')).getByText('API key seems to be invalid or missing.')).toBeTruthy();
    expect(within(column('LangChain')).queryByText('API key seems to be invalid or missing.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the implementation that failed, and Network error when no answer came', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const { ApiError } = await import('@energy-advisor/client');
    const response = new Response('{"error":"internal_error","message":"Something went wrong"}', { status: 500 });
    const request = new Request('http://localhost/api/langchain/query');
    client.queryLangchain.mockRejectedValue(new ApiError(response, request, {} as never, '{"error":"internal_error","message":"Something went wrong"}'));
    client.queryGemini.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ModelComparePage client={client} identity={identity} />);
    await user.type(field(), 'Insulation?{Enter}');
    await act(async () => {});
    expect(within(column('LangChain')).getByRole('alert').textContent).toBe('Failed to get response from LangChain implementationSomething went wrong');
    expect(within(column('Gemini')).getByRole('alert').textContent).toBe('Network errorFailed to fetch');
    expect(within(column('OpenAI')).queryByRole('alert')).toBeNull();
  });
});
