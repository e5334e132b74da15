import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startChild } from './child-process';

/** The repository root (this file lives in <root>/e2e). */
export const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));

const HEALTH_PATH = '/api/health';

/** The admin token of the e2e server (ADMIN_TOKEN), for browser tests of /admin/transcripts. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/**
 * The e2e server's IDENTITY_SECRET: the example hosts started with it sign identity tokens their
 * visitors' widgets exchange for verified visitor tokens.
 */
export const E2E_IDENTITY_SECRET = 'e2e-identity-secret-0123456789abcdef';

/** A running API server on a free port, with a fresh SQLite file in its own temp dir. */
export interface RunningServer {
  /** e.g. http://127.0.0.1:43123 */
  url: string;
  /** The server's SQLite file (tests may read it to check what was stored). */
  databasePath: string;
  /** Stops the server and removes its temp dir. Safe to call twice. */
  stop: () => Promise<void>;
}

/** Settings that keep the server offline: the default back ends, and every key blank (blank is unset). */
const OFFLINE = {
  ADVISOR_PROVIDER: 'local',
  SPEECH_PROVIDER: 'local',
  OPENAI_API_KEY: '',
  XAI_API_KEY: '',
  GEMINI_API_KEY: '',
  SPEECH_API_KEY: '',
};

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

  const { stop } = await startChild({
    what: 'the server',
    args: ['--import', tsxLoaderUrl(), path.join('api', 'src', 'server.ts')],
    cwd: REPO_ROOT,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // the browser tests drive the offline advisor and speech stack, whatever keys this machine has
      ...OFFLINE,
      ...env,
    },
    url,
    readyPath: HEALTH_PATH,
    onStop: () => fs.rmSync(tempDir, { recursive: true, force: true }),
  });
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
