import '../test/setup-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderQueryRequest, ProviderQueryResult } from '@energy-advisor/contracts';
import { describe, expect, it, vi } from 'vitest';
import { deferred, queryResult } from '../test/fake-clients';
import { LangchainComparePage } from './langchain-compare-page';

const identity = { projectId: 'demo-project', userId: 'default-user' };

function fakeClient() {
  return {
    queryProduct: vi.fn(async (_product: string, _request: ProviderQueryRequest) =>
      queryResult({ processingTimeMs: 20, model_used: 'local-advisor (offline: no key needed)' }),
    ),
    queryLangchain: vi.fn(async (_request: ProviderQueryRequest) =>
      queryResult({
        approach: 'chain',
        processingTimeMs: 50,
        model_used: 'langchain: local-advisor as a Runnable',
        steps: [
          { name: 'retriever', processingTimeMs: 10 },
          { name: 'prompt', processingTimeMs: 1 },
          { name: 'model', processingTimeMs: 39 },
        ],
      }),
    ),
  };
}

const field = () => screen.getByRole('textbox', { name: 'Question' });
const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('/langchain-compare', () => {
  it('keeps Compare disabled for a blank query and asks nothing', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<LangchainComparePage client={client} identity={identity} />);
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toHaveProperty('disabled', true);
    await user.type(field(), '  {Enter}');
    expect(compare).toHaveProperty('disabled', true);
    expect(client.queryProduct).not.toHaveBeenCalled();
    expect(client.queryLangchain).not.toHaveBeenCalled();
  });

  it('runs both pipelines on the chosen back end and shows each one\'s answer, label, steps and which was faster', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const chain = deferred<ProviderQueryResult>();
    client.queryLangchain.mockImplementationOnce(() => chain.promise);
    render(<LangchainComparePage client={client} identity={identity} />);

    await user.click(screen.getByRole('button', { name: 'Is double glazing worth it for a retrofit in Melbourne?' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Back end' }), 'Offline advisor');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const request = { query: 'Is double glazing worth it for a retrofit in Melbourne?', projectId: 'demo-project', userId: 'default-user', provider: 'local' as const };
    expect(client.queryProduct).toHaveBeenCalledWith('traditional', request);
    expect(client.queryLangchain).toHaveBeenCalledWith(request);
    await act(async () => {});

    expect(within(column('Traditional')).getByText('local-advisor (offline: no key needed)')).toBeTruthy();
    expect(within(column('LangChain')).getByText('Waiting for the answer...')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Back end' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/sooner than/)).toBeNull();

    await act(async () => chain.resolve(await client.queryLangchain.getMockImplementation()!(request)));
    const langchain = column('LangChain');
    expect(within(langchain).getByText('langchain: local-advisor as a Runnable')).toBeTruthy();
    expect(within(langchain).getByText('Processing time: 50 ms')).toBeTruthy();
    const steps = within(langchain).getByRole('table', { name: 'LangChain: Steps' });
    expect(within(steps).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['retriever10 ms', 'prompt1 ms', 'model39 ms']);

    // The step bars of both columns share one scale: the slowest step of either (39 ms).
    const bar = (table: HTMLElement, step: string) =>
      (within(table).getByRole('rowheader', { name: step }).closest('tr')?.querySelector('.pg-steps-table__bar') as HTMLElement).style.width;
    expect(bar(steps, 'model')).toBe('100%');
    expect(bar(within(column('Traditional')).getByRole('table'), 'model')).toBe(`${(8 / 39) * 100}%`);

    expect(screen.getByText('Traditional answered 30 ms sooner than LangChain (2.5× as fast).')).toBeTruthy();
    expect(within(column('Traditional')).getByText('Faster')).toBeTruthy();
    expect(within(langchain).queryByText('Faster')).toBeNull();
  });

  it('sends no provider for the server default', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    render(<LangchainComparePage client={client} identity={identity} />);
    await user.type(field(), 'Solar?{Enter}');
    expect(client.queryLangchain).toHaveBeenCalledWith({ query: 'Solar?', projectId: 'demo-project', userId: 'default-user' });
  });

  it('names the pipeline that failed', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    client.queryProduct.mockRejectedValueOnce(new Error('boom'));
    render(<LangchainComparePage client={client} identity={identity} />);
    await user.type(field(), 'Solar?{Enter}');
    await act(async () => {});
    expect(within(column('Traditional')).getByRole('alert').textContent).toBe('Failed to get response from traditional implementationboom');
    expect(within(column('LangChain')).queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/sooner than/)).toBeNull();
  });
});
