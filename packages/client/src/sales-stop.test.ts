import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '@energy-advisor/contracts/constants';
import { useTestClient, type TestReply } from './test-server';

const api = useTestClient();

describe('sendSalesChat: Stop', () => {
  it('aborts the request when its signal fires: the promise rejects and the server sees the connection close', async () => {
    // the reply is still being written: the chat request is never answered
    api.reply = () => new Promise<never>(() => undefined) as unknown as TestReply;
    let closedEarly = false;
    api.server.server.on('request', (request, response) => {
      if (request.url === API_ROUTES.salesChat) response.once('close', () => (closedEarly = !response.writableEnded));
    });
    const stop = new AbortController();
    const turn = api.client.sendSalesChat({ message: 'What should we insulate first?' }, { signal: stop.signal });
    await expect.poll(() => api.server.requests.some((request) => request.url.pathname === API_ROUTES.salesChat)).toBe(true);
    stop.abort();
    await expect(turn).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => closedEarly).toBe(true);
  });
});
