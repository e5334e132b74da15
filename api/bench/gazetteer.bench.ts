/**
 * Gazetteer speed: load time and time per lookup / per chat message. Prints figures; asserts
 * nothing (the machines are shared). Run with `pnpm bench`.
 */
import { performance } from 'node:perf_hooks';
import { createGazetteer } from '../src/advisor/gazetteer';

const loadStart = performance.now();
const gazetteer = createGazetteer();
const loadMs = performance.now() - loadStart;

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

const lookupMs = perCall(() => {
  for (let round = 0; round < rounds; round += 1) for (const query of queries) gazetteer.lookup(query);
}, rounds * queries.length);
const findMs = perCall(() => {
  for (let round = 0; round < rounds; round += 1) for (const text of texts) gazetteer.findInText(text);
}, rounds * texts.length);
const longText = 'we are planning a renovation '.repeat(350);
const longMs = perCall(() => gazetteer.findInText(longText), 1);

console.log('gazetteer');
console.log(`  load                          ${loadMs.toFixed(1)} ms`);
console.log(`  lookup, mean                  ${(lookupMs * 1000).toFixed(1)} µs`);
console.log(`  findInText, mean per message  ${(findMs * 1000).toFixed(1)} µs`);
console.log(`  findInText, ${longText.length} characters  ${longMs.toFixed(1)} ms`);
