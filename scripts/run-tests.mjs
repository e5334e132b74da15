#!/usr/bin/env node
/**
 * Runs every test: the browser tests (vitest's `e2e` project, one file at a time against one real
 * server) and all the other projects, as two vitest processes at once. Inside one vitest run the
 * browser tests, being one-at-a-time, would only start once every other file had finished; they
 * spend their time waiting on Chromium and the server, so they overlap well with the rest.
 *
 * Each line is prefixed with its run (`[unit]`, `[e2e]`). Exits with the first failing run's code
 * (both always run to the end), and prints each run's time. A failed run's failure lines (vitest's
 * FAIL and × lines, with the lines that follow each; the last 400) are printed again at the very end, so the tail
 * of a long log says what failed even when the other run finished later.
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

const FAILURE_LINE = /\bFAIL\b|×|✗/;
const LINES_AFTER_FAILURE = 12;
const MAX_FAILURE_LINES = 400;

/** Starts one vitest run, prefixing its output lines; resolves with its exit code, seconds and failure lines. */
function start({ name, args }) {
  const started = Date.now();
  const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args, ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
  const failures = [];
  let following = 0;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${name}] ${line}`);
      // eslint-disable-next-line no-control-regex -- strips the terminal colour codes vitest writes
      const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
      following = FAILURE_LINE.test(plain) ? LINES_AFTER_FAILURE : following - 1;
      if (following > 0) failures.push(`[${name}] ${plain}`);
      if (failures.length > MAX_FAILURE_LINES) failures.shift(); // vitest's summary at the end matters most
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ name, failures, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(runs.map(start));
for (const { name, code, failures } of results) {
  if (code === 0 || failures.length === 0) continue;
  console.log(`\n── ${name}: what failed ──`);
  for (const line of failures) console.log(line);
}
for (const { name, code, seconds } of results) {
  console.log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
}
process.exitCode = results.find((result) => result.code !== 0)?.code ?? 0;
