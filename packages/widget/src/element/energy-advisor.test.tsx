import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type FakeApi } from '../test/fake-api';
import { signIdentityToken } from '../test/fake-visitors';
import { EnergyAdvisor } from './energy-advisor';

let api: FakeApi;
beforeEach(async () => {
  api = await startFakeApi();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  await api.close();
  vi.restoreAllMocks();
});

const visitorBodies = () => api.requests.filter((request) => request.path === '/api/visitors').map((request) => request.body);
const lookups = () => api.requests.filter((request) => request.method === 'GET' && request.path === '/api/conversations');

describe('<EnergyAdvisor identityToken>', () => {
  it('exchanges the identity token for the user, again when it changes, and gets a token for a new user', async () => {
    const first = signIdentityToken('client-7');
    const view = render(<EnergyAdvisor apiBase={api.baseUrl} projectId="p1" userId="client-7" identityToken={first} open />);
    await expect.poll(() => lookups().length).toBe(1);
    expect(visitorBodies()).toEqual([{ userId: 'client-7', identityToken: first }]);
    expect(lookups()[0]?.authorization).toMatch(/^Bearer /);

    const second = signIdentityToken('client-7', { exp: Math.floor(Date.now() / 1000) + 7200 });
    await act(async () => view.rerender(<EnergyAdvisor apiBase={api.baseUrl} projectId="p1" userId="client-7" identityToken={second} open />));
    await expect.poll(() => visitorBodies().length).toBe(2);
    expect(visitorBodies()[1]).toEqual({ userId: 'client-7', identityToken: second });

    await act(async () => view.rerender(<EnergyAdvisor apiBase={api.baseUrl} projectId="p1" userId="client-8" open />));
    await expect.poll(() => lookups().at(-1)?.query.get('userId')).toBe('client-8');
    expect(visitorBodies().at(-1)).toEqual({ userId: 'client-8' });
  });

  it('goes on anonymously when the server refuses the identity token, and says so in the console', async () => {
    render(<EnergyAdvisor apiBase={api.baseUrl} projectId="p1" userId="client-7" identityToken={signIdentityToken('someone-else')} open />);
    await expect.poll(() => lookups().length).toBe(1);
    expect(visitorBodies()).toEqual([{ userId: 'client-7', identityToken: expect.any(String) }, { userId: 'client-7' }]);
    expect(lookups()[0]?.authorization).toMatch(/^Bearer /);
    expect(console.warn).toHaveBeenCalledWith('energy-advisor: the visitor token', expect.objectContaining({ status: 400 }));
  });
});
