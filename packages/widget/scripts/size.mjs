#!/usr/bin/env node
/**
 * The widget's byte budget: what the script tag loads before the launcher shows
 * (dist/energy-advisor.js) and everything the widget ever loads (the loader plus the chat bundle),
 * both gzip-compressed. Prints the figures and exits 1 when a budget is exceeded, so the build fails.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const KB = 1024;
const budgets = [
  { name: 'loader (before the launcher shows)', files: ['energy-advisor.js'], limit: 36 * KB },
  { name: 'everything the widget ever loads', files: ['energy-advisor.js', 'energy-advisor-chat.js'], limit: 150 * KB },
];

const gzipped = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const format = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let over = false;
for (const { name, files, limit } of budgets) {
  const size = files.reduce((total, file) => total + gzipped(file), 0);
  const ok = size <= limit;
  over ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${name}: ${format(size)} gzip (budget ${format(limit)}) — ${files.join(' + ')}`);
}
if (over) {
  console.error('widget: a byte budget is exceeded (see above)');
  process.exit(1);
}
