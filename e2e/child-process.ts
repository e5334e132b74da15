import { type ChildProcess, spawn } from 'node:child_process';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_TAIL_CHARS = 8_000;

/** Keeps the last characters of a process's output, for error messages. */
class OutputTail {
  private buffer = '';
  add(chunk: Buffer): void {
    this.buffer = (this.buffer + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  }
  text(): string {
    return this.buffer.trim() === '' ? '(no output)' : this.buffer;
  }
}

/** A child process the tests started: killed with the test process, stopped politely otherwise. */
export interface Child {
  /** e.g. http://127.0.0.1:4100 */
  url: string;
  /** Stops it (SIGTERM, then SIGKILL). Safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * Starts `node <args>` and resolves once `url + readyPath` answers 200; if the process exits or
 * does not get there in time, it is stopped and the error carries the end of its output.
 */
export async function startChild(options: {
  what: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  url: string;
  readyPath?: string;
  onStop?: () => void;
}): Promise<Child> {
  const { what, url } = options;
  const child = spawn(process.execPath, options.args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = new OutputTail();
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
    options.onStop?.();
  };
  try {
    await waitForOk(what, url + (options.readyPath ?? ''), child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForOk(what: string, url: string, child: ChildProcess, output: OutputTail): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`e2e: ${what} exited (${child.exitCode ?? child.signalCode}) before it was ready.\n${output.text()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET ${url} answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`e2e: ${what} was not ready within ${START_TIMEOUT_MS / 1000} s (${lastProblem}).\nOutput:\n${output.text()}`);
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
