import net from 'node:net';
import { afterEach } from 'vitest';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/**
 * A TCP proxy in front of a Redis that a test can freeze: while frozen, it takes the app's bytes
 * and answers nothing (a Redis that hangs, as a stuck server or a network partition does), and new
 * connections get no answer either. Closed after the test.
 */
export async function freezableRedisProxy(target = { host: '127.0.0.1', port: 6379 }) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    client.on('data', (data) => frozen || upstream.write(data));
    upstream.on('data', (data) => frozen || client.write(data));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) socket.on('close', end).on('error', end);
  });
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
    },
    /** Cuts every connection through the proxy (Redis restarted, or the network dropped them). */
    cut() {
      for (const socket of sockets) socket.destroy();
    },
  };
}
