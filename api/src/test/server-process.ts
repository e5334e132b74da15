import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

/** The api package's directory: the server runs from there as `npm start` runs it (`tsx src/server.ts`). */
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

/**
 * How long a process may take to listen: it loads the advisor's knowledge and migrates, about 10 s
 * on an idle 2-core machine, several times that when other work shares its cores.
 */
const START_TIMEOUT_MS = 120_000;

const running = new Set<ChildProcess>();
afterEach(async () => {
  for (const child of running) {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  }
  running.clear();
});

/** A server started as its own process, listening on `url`. Killed after the test if still running. */
export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** The last lines it printed (stdout and stderr), for a failure's message. */
  output: () => string;
  /** Sends a signal; resolves once the process has exited, with its exit code or signal. */
  kill: (signal: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts the real server entry (`src/server.ts` under tsx, as `npm start` does) with `env` alone
 * (plus PATH and HOME), on a port of the system's choosing (PORT=0) on 127.0.0.1; resolves once it
 * logged that it listens. Fails with what it printed when it exits or does not listen in time.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let printed = '';
  const keep = (data: Buffer) => {
    printed = (printed + String(data)).slice(-20_000);
  };
  child.stderr?.on('data', keep);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not listen within ${START_TIMEOUT_MS / 1000} s:\n${printed}`)), START_TIMEOUT_MS);
    child.stdout?.on('data', (data: Buffer) => {
      keep(data);
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(printed);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${printed}`));
    });
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid as number,
    output: () => printed,
    kill: (signal) => {
      child.kill(signal);
      return exited;
    },
  };
}
