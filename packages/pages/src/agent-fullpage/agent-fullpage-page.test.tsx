import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type FakeApi } from '../../../widget/src/test/fake-api';
import { signIdentityToken } from '../../../widget/src/test/fake-visitors';
import '../test/setup-dom';
import { AgentFullpagePage } from './agent-fullpage-page';

const BUILDER = 'https://builder.example.com';
let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
  // The page and the API on one origin, as when the server serves the page.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${api.baseUrl}/agent-fullpage`);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  await api.close();
  vi.restoreAllMocks();
});

const widgetRoot = () => document.querySelector('[data-energy-advisor]')?.shadowRoot ?? null;
const lookups = () => api.requests.filter((request) => request.method === 'GET' && request.path === '/api/conversations');

function renderPage(search: string, parentOrigins = '') {
  return render(<AgentFullpagePage search={search} parentOrigins={parentOrigins} apiBase={api.baseUrl} />);
}

describe('/agent-fullpage', () => {
  it('shows the editable ids with the defaults and the full-page widget on demo-project for test-user', async () => {
    renderPage('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Full-page assistant demo');
    expect((screen.getByLabelText('Project ID') as HTMLInputElement).value).toBe('demo-project');
    expect((screen.getByLabelText('Job ID') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('User ID') as HTMLInputElement).value).toBe('test-user');
    await expect.poll(() => widgetRoot()?.querySelector('.ea-root[data-layout="fullpage"] .ea-panel')).toBeTruthy();
    expect(widgetRoot()?.querySelector('.ea-launcher')).toBeNull();
    expect(widgetRoot()?.textContent).toContain('demo-project');
    await expect.poll(() => lookups()[0]?.query.get('userId')).toBe('test-user');
  });

  it('starts with the ids of the query', async () => {
    renderPage('?projectId=project-123&jobId=job-9&userId=user-456');
    expect((screen.getByLabelText('Project ID') as HTMLInputElement).value).toBe('project-123');
    expect((screen.getByLabelText('Job ID') as HTMLInputElement).value).toBe('job-9');
    await expect.poll(() => lookups()[0]?.query.get('userId')).toBe('user-456');
  });

  it('has no header when embedded=true', async () => {
    renderPage('?embedded=true&userId=user-456');
    await expect.poll(() => widgetRoot()?.querySelector('.ea-panel')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Who is chatting' })).toBeNull();
  });

  it("applies edited ids to the widget and the page's address; a blank user id cannot be applied", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/agent-fullpage?embedded=false');
    renderPage('?embedded=false');
    await expect.poll(() => lookups()).toHaveLength(1);
    const userField = screen.getByLabelText('User ID');
    await user.clear(userField);
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(userField, ' user-789 ');
    await user.clear(screen.getByLabelText('Project ID'));
    await user.type(screen.getByLabelText('Job ID'), 'job-42');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => lookups().at(-1)?.query.get('userId')).toBe('user-789');
    expect(window.location.search).toBe('?embedded=false&jobId=job-42&userId=user-789');
    await expect.poll(() => widgetRoot()?.textContent).toContain('job-42');
  });

  it('takes parent-window messages from the allowed parent origins only', async () => {
    renderPage('?embedded=true', BUILDER);
    await expect.poll(() => lookups()).toHaveLength(1);
    // Not framed here: the expected sender is this window itself (window.parent === window).
    const deliver = (origin: string, userId: string) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, source: window, data: { type: 'ENERGY_ADVISOR_SET_USER_ID', userId } }));
      });
    deliver('https://attacker.example.net', 'spoofed');
    deliver('https://builder.example.com.attacker.net', 'spoofed');
    deliver(BUILDER, 'user-from-builder');
    await expect.poll(() => lookups().at(-1)?.query.get('userId')).toBe('user-from-builder');
    expect(lookups().some((request) => request.query.get('userId') === 'spoofed')).toBe(false);
  });

  it('sends its visitor token, and proves the user with SET_IDENTITY_TOKEN from an allowed parent', async () => {
    renderPage('?embedded=true&userId=client-7', BUILDER);
    await expect.poll(() => lookups()).toHaveLength(1);
    expect(lookups()[0]?.authorization).toMatch(/^Bearer /);
    const identityToken = signIdentityToken('client-7');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { origin: BUILDER, source: window, data: { type: 'ENERGY_ADVISOR_SET_IDENTITY_TOKEN', identityToken } }));
    });
    await expect.poll(() => lookups()).toHaveLength(2);
    const exchanges = api.requests.filter((request) => request.path === '/api/visitors').map((request) => request.body);
    expect(exchanges).toEqual([{ userId: 'client-7' }, { userId: 'client-7', identityToken }]);
    expect(lookups()[1]?.authorization).not.toBe(lookups()[0]?.authorization);
  });
});
