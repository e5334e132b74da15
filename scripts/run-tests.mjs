#!/usr/bin/env node
/**
 * Runs every test: the browser tests (vitest's `e2e` project, one file at a time against one real
 * server) and all the other projects, as two vitest processes at once. Inside one vitest run the
 * browser tests, being one-at-a-time, would only start once every other file had finished; they
 * spend their time waiting on Chromium and the server, so they overlap well with the rest.
 *
 * Each line is prefixed with its run (`[unit]`, `[e2e]`). Exits with the first failing run's code
 * (both always run to the end), and prints each run's time.
 *
 *   node scripts/run-tests.mjs            both runs
 *   node scripts/run-tests.mjs -- <args>  extra vitest arguments for both (e.g. --reporter=dot)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const UNIT_PROJECTS = ['contracts', 'client', 'api', 'api-pg', 'widget', 'widget-preact', 'pages'];
const extra = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];

const runs = [
  { name: 'unit', args: UNIT_PROJECTS.flatMap((project) => ['--project', project]) },
  { name: 'e2e', args: ['--project', 'e2e'] },
];

/** Starts one vitest run, prefixing its output lines; resolves with its exit code and seconds. */
function start({ name, args }) {
  const started = Date.now();
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args, ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(runs.map(start));
for (const { name, code, seconds } of results) {
  console.log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
}
process.exitCode = results.find((result) => result.code !== 0)?.code ?? 0;
