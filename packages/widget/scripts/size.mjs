#!/usr/bin/env node
/**
 * The widget's byte budget, per file, gzip-compressed: the loader the script tag loads before the
 * launcher shows (dist/energy-advisor.js, 4 KB) and the chat bundle it loads on first open
 * (dist/energy-advisor-chat.js, 90 KB). Prints the figures and, from esbuild's metafile written by
 * the build (dist/<name>.meta.json), the inputs taking the most bytes; exits 1 when a budget is
 * exceeded, so the build fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const KB = 1024;
const TOP = Number(process.env.SIZE_TOP ?? 12);
const budgets = [
  { name: 'loader (before the launcher shows)', file: 'energy-advisor.js', limit: 4 * KB },
  { name: 'chat bundle (on first open)', file: 'energy-advisor-chat.js', limit: 90 * KB },
];

const gzipped = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const format = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A bundle's inputs grouped by npm package (or by source folder), biggest first (minified bytes). */
function topInputs(file) {
  const metaFile = new URL(file.replace(/\.js$/, '.meta.json'), dist);
  if (!existsSync(metaFile)) return [];
  const { outputs } = JSON.parse(readFileSync(metaFile, 'utf8'));
  const output = Object.entries(outputs).find(([path]) => path.endsWith(`/${file}`) || path === file)?.[1];
  const groups = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(input);
    const key = match ? match[1] : input.replace(/^(\.\.\/)+/, '').split('/').slice(0, 3).join('/');
    groups.set(key, (groups.get(key) ?? 0) + bytesInOutput);
  }
  return [...groups].sort((a, b) => b[1] - a[1]).slice(0, TOP);
}

let over = false;
let total = 0;
for (const { name, file, limit } of budgets) {
  const size = gzipped(file);
  total += size;
  const ok = size <= limit;
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${format(size)} gzip (budget ${format(limit)}) — ${file}`);
  const inputs = topInputs(file);
  if (inputs.length) console.log(`     biggest inputs (minified, before gzip): ${inputs.map(([input, bytes]) => `${input} ${format(bytes)}`).join(', ')}`);
}
console.log(`     everything the widget ever loads: ${format(total)} gzip`);
if (over) {
  console.error('widget: a byte budget is exceeded (see above)');
  process.exit(1);
}
