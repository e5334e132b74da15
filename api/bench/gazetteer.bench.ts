/**
 * Gazetteer speed: load time and time per lookup / per chat message. Prints figures; asserts
 * nothing (the machines are shared). Run with `pnpm bench`. The gazetteer remembers the texts it
 * has read (see `memo.ts`): the first-time figures give each call a text it has not seen (trailing
 * spaces, which the work trims), the others repeat the same texts. Memory is the heap the loaded
 * gazetteer keeps (exact when run with `node --expose-gc --import tsx`, else approximate).
 */
import { performance } from 'node:perf_hooks';
import { createGazetteer } from '../src/advisor/gazetteer/gazetteer';

const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => {});
collectGarbage();
const heapBefore = process.memoryUsage().heapUsed;
const loadStart = performance.now();
const gazetteer = createGazetteer();
const loadMs = performance.now() - loadStart;
collectGarbage();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

const queries = ['Ballarat', 'Balarat', 'Toowomba', 'ballarat vic 3350', '3350', '800', 'Richmond', 'Fitzroy', 'xyzzyq', 'Perth, Tasmania'];
const texts = [
  "we're building out near Toowoomba",
  'How do I improve my house energy efficiency?',
  'new build in Ballarat, Victoria',
  'Are heat pumps a good option for my home?',
];
const rounds = 200;

function perCall(run: () => void, calls: number): number {
  const start = performance.now();
  run();
  return (performance.now() - start) / calls;
}

/** Mean ms per call over `rounds` passes over `inputs`; `fresh` makes every call's text new to the gazetteer. */
const timed = (inputs: string[], work: (text: string) => unknown, fresh: boolean) =>
  perCall(() => {
    for (let round = 0; round < rounds; round += 1) for (const input of inputs) work(fresh ? input + ' '.repeat(round + 1) : input);
  }, rounds * inputs.length);
const lookupMs = timed(queries, gazetteer.lookup, true);
const findMs = timed(texts, gazetteer.findInText, true);
const lookupAgainMs = timed(queries, gazetteer.lookup, false);
const findAgainMs = timed(texts, gazetteer.findInText, false);
const longText = 'we are planning a renovation '.repeat(350);
const longMs = perCall(() => gazetteer.findInText(longText), 1);

console.log('gazetteer');
console.log(`  load                          ${loadMs.toFixed(1)} ms`);
console.log(`  heap kept after load          ${heapMb.toFixed(1)} MB`);
console.log(`  lookup, mean                  ${(lookupMs * 1000).toFixed(1)} µs first time, ${(lookupAgainMs * 1000).toFixed(1)} µs again`);
console.log(`  findInText, mean per message  ${(findMs * 1000).toFixed(1)} µs first time, ${(findAgainMs * 1000).toFixed(1)} µs again`);
console.log(`  findInText, ${longText.length} characters  ${longMs.toFixed(1)} ms`);
