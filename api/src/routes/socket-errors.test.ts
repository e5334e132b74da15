import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { tempDir, testDatabaseEnv } from '../test/helper';

describe('/ws protocol errors', () => {
  it('logs a frame a client broke on purpose at warn, without a stack, and drops that socket', async () => {
    const dir = tempDir();
    const lines: { level: number; msg: string; err?: unknown; stack?: unknown }[] = [];
    const config = loadConfig({ ...(await testDatabaseEnv()), WEB_DIST_DIR: dir, WIDGET_DIST_DIR: dir, ADVISOR_WORKERS: '0', SQLITE_CHECKPOINTS: 'inline' });
    const app = await buildApp(config, { logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const socket = new WebSocket(`ws://127.0.0.1:${address.port}/ws`);
      await once(socket, 'open');
      // a text frame that is not UTF-8
      socket.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
      const [code] = await once(socket, 'close');
      expect([1006, 1007]).toContain(code); // closed as invalid data, or cut
      await expect.poll(() => lines.some((line) => line.msg === 'socket dropped after a protocol error')).toBe(true);
      const logged = lines.find((line) => line.msg === 'socket dropped after a protocol error');
      expect(logged?.level).toBe(40);
      expect(JSON.stringify(logged)).not.toMatch(/\bat \S+ \(/); // no stack frames
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
