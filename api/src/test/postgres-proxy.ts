import net from 'node:net';
import { afterEach } from 'vitest';
import { TEST_POSTGRES_URL } from './test-database';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * A TCP proxy in front of the tests' PostgreSQL that a test can take down: `stop` cuts every
 * connection and refuses new ones (the server is down, restarting, or out of reach), `start`
 * listens again on the same port. `url` rewrites a database URL to go through it. Closed after
 * the test.
 */
export async function postgresProxy() {
  const target = new URL(TEST_POSTGRES_URL);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client).add(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) socket.on('close', end).on('error', end);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  };
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  closers.push(stop);
  return {
    /** `url` (a test schema's database URL) through the proxy. */
    url(url: string): string {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.href;
    },
    stop,
    start: () => listen(port),
  };
}
