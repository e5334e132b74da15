import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './server';

const START_TIMEOUT_MS = 60_000;

/** The runnable examples (examples/<name>), each started the way its README says. */
export type ExampleName = 'iframe-host' | 'script-tag' | 'react-host';

/** A running example host page. */
export interface RunningExample {
  /** e.g. http://127.0.0.1:4100 */
  url: string;
  /** Stops it. Safe to call twice. */
  stop: () => Promise<void>;
}

/** The command of each example's README, with its port and the advisor's origin set. */
function command(name: ExampleName, port: number, widgetOrigin: string): { args: string[]; env: Record<string, string> } {
  if (name === 'react-host') {
    const requireFromExample = createRequire(path.join(REPO_ROOT, 'examples', 'react-host', 'package.json'));
    const vite = path.join(path.dirname(requireFromExample.resolve('vite/package.json')), 'bin', 'vite.js');
    return {
      args: [vite, '--host', '127.0.0.1', '--clearScreen', 'false', '--logLevel', 'warn'],
      env: { PORT: String(port), VITE_ADVISOR_ORIGIN: widgetOrigin },
    };
  }
  return { args: [path.join('examples', name, 'server.mjs')], env: { PORT: String(port), WIDGET_ORIGIN: widgetOrigin } };
}

/**
 * Starts `examples/<name>` on `port`, talking to the advisor at `widgetOrigin` (the e2e server),
 * and resolves once its page answers 200.
 */
export async function startExample(name: ExampleName, port: number, widgetOrigin: string): Promise<RunningExample> {
  const { args, env } = command(name, port, widgetOrigin);
  const cwd = name === 'react-host' ? path.join(REPO_ROOT, 'examples', 'react-host') : REPO_ROOT;
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', killOnExit);
    await terminate(child);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForPage(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForPage(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`e2e: the example at ${url} exited (${child.exitCode ?? child.signalCode}).\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`e2e: the example at ${url} did not answer within ${START_TIMEOUT_MS / 1000} s.\n${output()}`);
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
