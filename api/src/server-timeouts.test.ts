import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/helper';
import { listen, parseAnswer, rawClient } from './test/raw-http';
import { serverTimeouts } from './server-timeouts';

/** Writes `text` a byte at a time, a byte every `everyMs`, until the server closes the connection. */
function trickle(socket: import('node:net').Socket, text: string, everyMs: number) {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || index >= text.length) return;
    socket.write(text[index] as string);
    index += 1;
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

// A slow client keeps the socket busy (a byte every 100 ms, so it is never idle), so only the
// request or headers deadline can end it; the test ends when the server answers 408 and closes.
describe('REQUEST_TIMEOUT_MS holds for a value below Node’s 60 s headers timeout', () => {
  it('cuts off a request whose body trickles in, and one whose headers never end', async () => {
    const { app } = await buildTestApp({ REQUEST_TIMEOUT_MS: '3000' });
    const port = await listen(app);

    const slowBody = rawClient(port);
    await slowBody.connected;
    slowBody.socket.write('POST /api/optimized-sales/chat HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
    trickle(slowBody.socket, `{"message":"${'x'.repeat(99_985)}"}`, 100);

    const slowHeaders = rawClient(port);
    await slowHeaders.connected;
    slowHeaders.socket.write('POST /api/optimized-sales/chat HTTP/1.1\r\nHost: localhost\r\n');
    trickle(slowHeaders.socket, `X-Padding: ${'x'.repeat(100_000)}`, 100);

    for (const answer of await Promise.all([slowBody.closed, slowHeaders.closed])) {
      expect(parseAnswer(answer).status).toBe(408);
    }
    expect(await app.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });
});

describe('serverTimeouts', () => {
  it('keeps headersTimeout <= requestTimeout (as Node requires) and checks often enough for the timeout', () => {
    expect(serverTimeouts(1000).http).toEqual({ requestTimeout: 1000, headersTimeout: 1000, connectionsCheckingInterval: 250 });
    expect(serverTimeouts(120_000).http).toEqual({ requestTimeout: 120_000, headersTimeout: 60_000, connectionsCheckingInterval: 30_000 });
  });
});
