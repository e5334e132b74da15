import { createRequire } from 'node:module';
import path from 'node:path';
import { startChild, type Child } from './child-process';
import { REPO_ROOT } from './server';

/** The runnable examples (examples/<name>), each started the way its README says. */
export type ExampleName = 'iframe-host' | 'script-tag' | 'react-host' | 'sdk-host';

/** A running example host page. */
export type RunningExample = Child;

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
 * with `extraEnv` added (e.g. USER_ID and IDENTITY_SECRET), and resolves once its page answers 200.
 */
export async function startExample(name: ExampleName, port: number, widgetOrigin: string, extraEnv: Record<string, string> = {}): Promise<RunningExample> {
  const { args, env } = command(name, port, widgetOrigin);
  const cwd = name === 'react-host' ? path.join(REPO_ROOT, 'examples', 'react-host') : REPO_ROOT;
  return startChild({ what: `the example at http://127.0.0.1:${port}`, args, cwd, env: { ...env, ...extraEnv }, url: `http://127.0.0.1:${port}` });
}
