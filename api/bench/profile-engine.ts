import { performance } from 'node:perf_hooks';
import { defaultAdvisorEngine } from '../src/advisor/default-engine';
const engine = defaultAdvisorEngine();
const MESSAGES = ['How much ceiling insulation do I need?', 'Are heat pumps a good option for my home?', 'We are building a new home in Ballarat', 'Should I get double glazing?', 'What size solar system suits Brisbane?'];
const parts = { analyse: 0, compose: 0, find: 0, search: 0 };
for (let i = 0; i < 3000; i++) {
  const input = { message: MESSAGES[i % MESSAGES.length] as string, history: [], collected: { climate_zone: '6' } };
  let t = performance.now(); const a = engine.analyse(input); parts.analyse += performance.now() - t;
  t = performance.now(); engine.compose(input, a); parts.compose += performance.now() - t;
}
console.log(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, `${((v / 3000) * 1000).toFixed(0)} µs`])));
