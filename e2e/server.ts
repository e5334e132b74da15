import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root (this file lives in <root>/e2e). */
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

const HEALTH_PATH = '/api/health';

/** The admin token of the e2e server (ADMIN_TOKEN), for browser tests of /admin/transcripts. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_TAIL_CHARS = 8_000;

/** A running API server on a free port, with a fresh SQLite file in its own temp dir. */
export interface RunningServer {
  /** e.g. http://127.0.0.1:43123 */
  url: string;
  /** The server's SQLite file (tests may read it to check what was stored). */
  databasePath: string;
  /** Stops the server and removes its temp dir. Safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`api/src/server.ts` through tsx) as it runs in production: it serves the
 * API and the built demo-site on one port, with `env` added to its environment (e.g. the allowed
 * origins of the example hosts). Resolves once `GET /api/health` answers 200.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const indexHtml = path.join(REPO_ROOT, 'demo-site', 'dist', 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`e2e: the demo-site is not built (${indexHtml} is missing). Run \`pnpm build\` first.`);
  }

  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'energy-advisor-e2e-'));
  const databasePath = path.join(tempDir, 'e2e.db');
  const output = new OutputTail(OUTPUT_TAIL_CHARS);

  const child = spawn(process.execPath, ['--import', tsxLoaderUrl(), path.join('api', 'src', 'server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.add(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.add(chunk));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    await terminate(child);
    fs.rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, databasePath, stop };
}

/** tsx's ESM loader, resolved the way the api package resolves it (tsx is an api dependency). */
function tsxLoaderUrl(): string {
  const requireFromApi = createRequire(path.join(REPO_ROOT, 'api', 'package.json'));
  return pathToFileURL(requireFromApi.resolve('tsx')).href;
}

/** A port nobody listens on right now (the OS picks it). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('e2e: could not find a free port'));
      });
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: OutputTail): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `e2e: the server exited (${child.exitCode ?? child.signalCode}) before it was healthy.\n${output.text()}`,
      );
    }
    try {
      const response = await fetch(url + HEALTH_PATH, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET ${HEALTH_PATH} answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `e2e: the server at ${url} was not healthy within ${START_TIMEOUT_MS / 1000} s (${lastProblem}).\n` +
      `Server output:\n${output.text()}`,
  );
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Keeps the last `limit` characters of a process's output, for error messages. */
class OutputTail {
  private buffer = '';
  constructor(private readonly limit: number) {}
  add(chunk: Buffer): void {
    this.buffer = (this.buffer + chunk.toString('utf8')).slice(-this.limit);
  }
  text(): string {
    return this.buffer.trim() === '' ? '(no output)' : this.buffer;
  }
}
