/**
 * Chat-turn latency and throughput at 50 connections on the local provider, beside a bare Fastify
 * route doing one SQLite insert and one select, in the same run on the same machine. Also the
 * engine alone (no HTTP, no database). Prints figures; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { defaultAdvisorEngine } from '../src/advisor/default-engine';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/**
 * Load before the measured run, not counted: the JIT compiles the hot paths on background threads
 * during the first seconds, which would be charged to the first requests (as in a server that has
 * been answering for a while; the same for both routes).
 */
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const CONNECTIONS = 50;
const MESSAGES = [
  'How much ceiling insulation do I need?',
  'Are heat pumps a good option for my home?',
  'We are building a new home in Ballarat',
  'Should I get double glazing?',
  'What size solar system suits Brisbane?',
  'How do I stop condensation on my windows?',
  'I would like to reduce my energy bills',
  'What does 7 stars mean under NCC 2022?',
];

async function startServer(mode: 'baseline' | 'chat') {
  const script = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const port = Number((await lines.next()).value);
  return { child, lines, url: `http://127.0.0.1:${port}` };
}

async function load(url: string, body: (index: number) => unknown, duration = DURATION_S) {
  let index = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body(index++)) }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

async function measure(mode: 'baseline' | 'chat') {
  const { child, lines, url } = await startServer(mode);
  const warmedUp = async () => {
    child.kill('SIGUSR2');
    await lines.next(); // 'reset'
  };
  const result = await run(mode, url, warmedUp).finally(() => child.kill('SIGTERM'));
  const { answered, cpuMicros, loopBusyMicros } = JSON.parse(String((await lines.next()).value)) as {
    answered: number;
    cpuMicros: number;
    loopBusyMicros: number;
  };
  await once(child, 'exit').catch(() => undefined);
  const per = (micros: number) => micros / Math.max(answered, 1);
  return { ...result, cpuPerRequest: per(cpuMicros), loopPerRequest: per(loopBusyMicros) };
}

async function run(mode: 'baseline' | 'chat', url: string, warmedUp: () => Promise<void>) {
  const measured = async (route: string, body: (index: number) => unknown) => {
    if (WARMUP_S > 0) await load(route, body, WARMUP_S);
    await warmedUp();
    return load(route, body);
  };
  if (mode === 'baseline') return measured(`${url}/baseline`, (index) => ({ index, text: 'hello' }));
  const conversations: string[] = [];
  for (let index = 0; index < 500; index += 1) {
    const response = await fetch(`${url}/api/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: `bench-${index}`, projectId: 'bench' }),
    });
    conversations.push(((await response.json()) as { id: string }).id);
  }
  return measured(`${url}/api/optimized-sales/chat`, (index) => ({
    message: MESSAGES[index % MESSAGES.length],
    conversationId: conversations[index % conversations.length],
  }));
}

function engineAlone() {
  const engine = defaultAdvisorEngine();
  const turns = 2000;
  const play = () => {
    for (let index = 0; index < turns; index += 1) {
      const input = { message: MESSAGES[index % MESSAGES.length] as string, history: [], collected: { climate_zone: '6' } };
      engine.compose(input, engine.analyse(input));
    }
  };
  play(); // warm-up: as in a server that has been answering for a while (the JIT has compiled it)
  const start = performance.now();
  play();
  return ((performance.now() - start) / turns) * 1000;
}

const baseline = await measure('baseline');
const chat = await measure('chat');
const engineMicros = engineAlone();
const row = (name: string, r: Awaited<ReturnType<typeof measure>>) =>
  `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   server CPU ${r.cpuPerRequest.toFixed(0).padStart(4)} µs/request (event-loop thread ${r.loopPerRequest.toFixed(0).padStart(4)} µs)   errors ${r.errors}`;
console.log(`chat turn (${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up)`);
console.log(row('baseline: insert + select route', baseline));
console.log(row('POST /api/optimized-sales/chat', chat));
console.log(`  chat throughput vs baseline        ${((chat.rps / baseline.rps) * 100).toFixed(0)} %`);
console.log(`  event-loop thread CPU vs baseline  ${((baseline.loopPerRequest / chat.loopPerRequest) * 100).toFixed(0)} % (the throughput ratio a server with cores to spare for the engine workers would reach)`);
console.log(`  engine alone (analyse + compose)   ${engineMicros.toFixed(0)} µs per turn`);
