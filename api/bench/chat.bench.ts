/**
 * Chat-turn latency and throughput at 50 connections on the offline advisor, beside a bare Fastify
 * route doing one SQLite insert and one select, in the same run on the same machine. Also the
 * engine alone (no HTTP, no database). Prints figures; asserts nothing.
 *
 * Both servers run side by side and are loaded in turn, round after round, and each figure is the
 * median over the rounds: on a shared machine the speed drifts by a fifth within minutes, and
 * measuring the two routes seconds apart, many times, keeps that drift out of their ratio.
 *
 * BENCH_COMPARE_WITH=<another checkout> (installed, e.g. `git worktree add /tmp/before <rev>` and
 * `pnpm install` there) also starts that checkout's chat server and loads it in the same rounds:
 * old and new code side by side, under the same drift.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { defaultAdvisorEngine } from '../src/providers/offline/default-engine';
import { benchPostgres, servicesMissing } from './bench-postgres';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Load before the measured rounds, not counted: the JIT compiles the hot paths on background
 * threads during the first seconds, which would be charged to the first requests (as in a server
 * that has been answering for a while; the same for both routes).
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

/**
 * Requests per connection with never-seen questions: more than a connection sends in a round (the
 * list goes round again after that). The made-up words repeat every 17,576 requests, long after
 * the caches (2,000 entries) have dropped them.
 */
const UNSEEN_PER_CONNECTION = 1_000;

/** A made-up five-letter word, different for each n below 17,576: too short for fuzzy or prefix matching, and no place. */
const nonsense = (n: number) => `zq${String.fromCharCode(97 + (n % 26), 97 + (Math.floor(n / 26) % 26), 97 + (Math.floor(n / 676) % 26))}`;

type Mode = 'baseline' | 'chat' | 'unseen' | 'before' | 'before-unseen' | 'postgres' | 'postgres-2';

/** Another checkout whose chat server is measured beside this one. */
const COMPARE_WITH = process.env.BENCH_COMPARE_WITH;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuPerRequest: number;
  loopPerRequest: number;
  /** PostgreSQL's own CPU per request (its server processes serving the bench's connections); NaN for SQLite. */
  databasePerRequest: number;
}

type BenchServer = Awaited<ReturnType<typeof startServer>>;

/**
 * A bench server in its own process: `checkout` names another checkout's (its own tsx and
 * sources); `env`: its database and Redis (see bench-server.ts).
 */
async function startServer(mode: 'baseline' | 'chat', checkout?: string, env: Record<string, string> = {}) {
  const script = checkout ? path.join(checkout, 'api/bench/bench-server.ts') : fileURLToPath(new URL('./bench-server.ts', import.meta.url));
  const cwd = checkout ? path.join(checkout, 'api') : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', script, mode], { stdio: ['ignore', 'pipe', 'inherit'], cwd, env: { ...process.env, ...env } });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const port = Number((await lines.next()).value);
  /** The server's CPU figures since the last mark; starts a new count. */
  const mark = async () => {
    child.kill('SIGUSR2');
    return JSON.parse(String((await lines.next()).value)) as { answered: number; cpuMicros: number; loopBusyMicros: number };
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await once(child, 'exit').catch(() => undefined);
  };
  return { mark, stop, url: `http://127.0.0.1:${port}` };
}

/**
 * Each connection sends its own list of requests, built before the load and sent round and round:
 * building a request as it goes (autocannon's setupRequest) cost the load generator about 30 µs of
 * CPU per request (100 instead of 70), on the two cores it shares with the server.
 */
async function load(url: string, requestsOf: (connection: number) => { body: string }[], duration: number, connections = CONNECTIONS, first = 0) {
  let connection = first;
  const result = await autocannon({
    url,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => client.setRequests(requestsOf(connection++)),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function conversationsOn(url: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${url}/api/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: `bench-${index}`, projectId: 'bench' }),
    });
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

/**
 * The engine alone, per turn. Retrieval keeps the results of recent searches (suggestion chips send
 * the same questions again and again), so the eight questions above are found in its cache after
 * their first turn; `unseen` makes every question new with a made-up word, which is what a
 * free-form question costs.
 */
function engineAlone(unseen: boolean) {
  const engine = defaultAdvisorEngine();
  const turns = 2000;
  let asked = 0;
  const play = () => {
    for (let index = 0; index < turns; index += 1) {
      const question = MESSAGES[index % MESSAGES.length] as string;
      const message = unseen ? `${question} ${nonsense(asked++)}` : question;
      const input = { message, history: [], collected: { climate_zone: '6' } };
      engine.compose(input, engine.analyse(input));
    }
  };
  play(); // warm-up: as in a server that has been answering for a while (the JIT has compiled it)
  const start = performance.now();
  play();
  return ((performance.now() - start) / turns) * 1000;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * PostgreSQL (and Redis) when they answer (BENCH_POSTGRES=off leaves them out): one instance on a
 * schema of its own, and two instances sharing another schema and a Redis (as behind a load
 * balancer: the load generator spreads its connections over both, no proxy in between).
 */
const postgresMissing = process.env.BENCH_POSTGRES === 'off' ? 'BENCH_POSTGRES=off' : await servicesMissing(false);
const redisMissing = postgresMissing ?? (await servicesMissing(true));
const postgres = postgresMissing ? undefined : await benchPostgres();
const servers = {
  baseline: await startServer('baseline'),
  chat: await startServer('chat'),
  ...(COMPARE_WITH && { before: await startServer('chat', COMPARE_WITH) }),
  ...(postgres && { postgres: await startServer('chat', undefined, await postgres.group(false)) }),
};
const pair = postgres && !redisMissing ? await postgres.group(true) : undefined;
const postgresPair: BenchServer[] = pair ? [await startServer('chat', undefined, pair), await startServer('chat', undefined, pair)] : [];
try {
  const conversations = await conversationsOn(servers.chat.url, 500);
  const beforeConversations = servers.before ? await conversationsOn(servers.before.url, 500) : [];
  const postgresConversations = servers.postgres ? await conversationsOn(servers.postgres.url, 500) : [];
  const pairConversations = postgresPair[0] ? await conversationsOn(postgresPair[0].url, 500) : [];
  const json = (body: unknown) => ({ body: JSON.stringify(body) });
  /**
   * A connection's share of the 500 conversations (every 50th), each sent two of the eight
   * questions in turn; with `unseen`, each question with a made-up word that no request shares.
   */
  const chatRequests = (connection: number, unseen: boolean, on = conversations) => {
    const perConnection = on.length / CONNECTIONS;
    return Array.from({ length: unseen ? UNSEEN_PER_CONNECTION : perConnection * 2 }, (_, index) => {
      const conversation = connection + CONNECTIONS * (index % perConnection);
      const question = MESSAGES[(conversation + 4 * Math.floor(index / perConnection)) % MESSAGES.length] as string;
      return json({ message: unseen ? `${question} ${nonsense(unseenSent++)}` : question, conversationId: on[conversation] });
    });
  };
  let unseenSent = 0;
  /**
   * Two instances, as a round-robin balancer without sticky sessions serves them: a conversation's
   * turns reach either. Connection c on one instance and connection c on the other send the same
   * twenty conversations' turns, half a list apart (never the same conversation at once).
   */
  const pairRequests = (connection: number, instance: number) => {
    const half = CONNECTIONS / 2;
    const own = connection % half;
    const mine = chatRequests(own, false, pairConversations);
    const theirs = chatRequests(own + half, false, pairConversations);
    const both = mine.flatMap((request, index) => [request, theirs[index] as { body: string }]);
    const shift = instance * (both.length / 2);
    return [...both.slice(shift), ...both.slice(0, shift)];
  };
  /** What a mode loads: one server, or several sharing the connections (each its own share of them). */
  type Target = { server: BenchServer; path: string; requestsOf: (connection: number) => { body: string }[] };
  const chatPath = '/api/optimized-sales/chat';
  const targets: Record<Mode, Target[]> = {
    baseline: [{ server: servers.baseline, path: '/baseline', requestsOf: (connection) => [json({ index: connection, text: 'hello' })] }],
    chat: [{ server: servers.chat, path: chatPath, requestsOf: (connection) => chatRequests(connection, false) }],
    // every question new to the retrieval caches, as free-form questions are
    unseen: [{ server: servers.chat, path: chatPath, requestsOf: (connection) => chatRequests(connection, true) }],
    before: servers.before ? [{ server: servers.before, path: chatPath, requestsOf: (connection) => chatRequests(connection, false, beforeConversations) }] : [],
    'before-unseen': servers.before ? [{ server: servers.before, path: chatPath, requestsOf: (connection) => chatRequests(connection, true, beforeConversations) }] : [],
    postgres: servers.postgres ? [{ server: servers.postgres, path: chatPath, requestsOf: (connection) => chatRequests(connection, false, postgresConversations) }] : [],
    'postgres-2': postgresPair.map((server, index) => ({ server, path: chatPath, requestsOf: (connection: number) => pairRequests(connection, index) })),
  };
  const modes = (Object.keys(targets) as Mode[]).filter((mode) => targets[mode].length > 0);
  const rounds: Record<Mode, Figures[]> = { baseline: [], chat: [], unseen: [], before: [], 'before-unseen': [], postgres: [], 'postgres-2': [] };
  /** Loads a mode's servers at once, each with its share of the connections; their figures added up (latency: the slower server's). */
  const measure = async (mode: Mode, duration: number): Promise<Figures> => {
    const parts = targets[mode];
    const share = CONNECTIONS / parts.length;
    const onPostgres = mode === 'postgres' || mode === 'postgres-2' ? postgres : undefined;
    await Promise.all(parts.map(({ server }) => server.mark()));
    await onPostgres?.markCpu();
    const loads = await Promise.all(parts.map((part, index) => load(part.server.url + part.path, part.requestsOf, duration, share, index * share)));
    const databaseMicros = onPostgres ? await onPostgres.markCpu() : Number.NaN;
    const marks = await Promise.all(parts.map(({ server }) => server.mark()));
    const answered = Math.max(marks.reduce((sum, mark) => sum + mark.answered, 0), 1);
    const sum = (of: (mark: (typeof marks)[number]) => number) => marks.reduce((total, mark) => total + of(mark), 0);
    return {
      rps: loads.reduce((total, figures) => total + figures.rps, 0),
      p50: Math.max(...loads.map((figures) => figures.p50)),
      p99: Math.max(...loads.map((figures) => figures.p99)),
      errors: loads.reduce((total, figures) => total + figures.errors, 0),
      cpuPerRequest: sum((mark) => mark.cpuMicros) / answered,
      loopPerRequest: sum((mark) => mark.loopBusyMicros) / answered,
      databasePerRequest: databaseMicros / answered,
    };
  };
  for (const mode of modes) if (WARMUP_S > 0) await measure(mode, WARMUP_S);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of modes) rounds[mode].push(await measure(mode, DURATION_S));
  }
  const summary = (mode: Mode) => {
    const all = rounds[mode];
    const of = (key: keyof Figures) => median(all.map((figures) => figures[key]));
    return { rps: of('rps'), p50: of('p50'), p99: of('p99'), errors: all.reduce((sum, figures) => sum + figures.errors, 0), cpu: of('cpuPerRequest'), loop: of('loopPerRequest'), database: of('databasePerRequest') };
  };
  const baseline = summary('baseline');
  const chat = summary('chat');
  const unseen = summary('unseen');
  const ratiosOf = (mode: Mode) => rounds[mode].map((figures, index) => figures.rps / (rounds.baseline[index]?.rps ?? Number.NaN));
  const ratios = ratiosOf('chat');
  const unseenRatios = ratiosOf('unseen');
  const loopRatios = rounds.chat.map((figures, index) => (rounds.baseline[index]?.loopPerRequest ?? Number.NaN) / figures.loopPerRequest);
  const engineMicros = engineAlone(false);
  const unseenMicros = engineAlone(true);
  const row = (name: string, r: ReturnType<typeof summary>) =>
    `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   server CPU ${r.cpu.toFixed(0).padStart(4)} µs/request (event-loop thread ${r.loop.toFixed(0).padStart(4)} µs)${Number.isNaN(r.database) ? '' : `   PostgreSQL CPU ${r.database.toFixed(0).padStart(4)} µs/request`}   errors ${r.errors}`;
  const percents = (values: number[]) => values.map((value) => `${(value * 100).toFixed(0)} %`).join(', ');
  console.log(`chat turn (${CONNECTIONS} connections; medians of ${ROUNDS} rounds of ${DURATION_S} s per route, taken in turn, after a ${WARMUP_S} s warm-up)`);
  console.log(row('baseline: insert + select route', baseline));
  console.log(row('POST /api/optimized-sales/chat', chat));
  console.log(row('  the same, questions never seen', unseen));
  console.log(`  chat throughput vs baseline        ${(median(ratios) * 100).toFixed(0)} % (rounds: ${percents(ratios)}); questions never seen: ${(median(unseenRatios) * 100).toFixed(0)} % (rounds: ${percents(unseenRatios)})`);
  console.log(`  event-loop thread CPU vs baseline  ${(median(loopRatios) * 100).toFixed(0)} % (rounds: ${percents(loopRatios)}; the throughput ratio a server with cores to spare for the engine workers would reach)`);
  if (postgresMissing) console.log(`  on PostgreSQL: not measured (${postgresMissing})`);
  else {
    const versusSqlite = (mode: Mode) => rounds[mode].map((figures, index) => figures.rps / (rounds.chat[index]?.rps ?? Number.NaN));
    console.log(row('the same on PostgreSQL, 1 instance', summary('postgres')));
    if (redisMissing) console.log(`  on PostgreSQL, 2 instances: not measured (${redisMissing})`);
    else console.log(row('  2 instances + Redis, 25 conn. each', summary('postgres-2')));
    const two = redisMissing ? '' : `; 2 instances ${(median(versusSqlite('postgres-2')) * 100).toFixed(0)} % (rounds: ${percents(versusSqlite('postgres-2'))})`;
    console.log(`  PostgreSQL vs SQLite throughput    1 instance ${(median(versusSqlite('postgres')) * 100).toFixed(0)} % (rounds: ${percents(versusSqlite('postgres'))})${two}; latency of 2 instances: the slower one's`);
  }
  if (servers.before) {
    const before = summary('before');
    const beforeUnseen = summary('before-unseen');
    const versus = (mode: Mode, old: Mode) => rounds[mode].map((figures, index) => figures.rps / (rounds[old][index]?.rps ?? Number.NaN));
    console.log(`the same, served by ${COMPARE_WITH} (loaded in the same rounds)`);
    console.log(row('POST /api/optimized-sales/chat', before));
    console.log(row('  the same, questions never seen', beforeUnseen));
    const ratio = versus('chat', 'before');
    const unseenRatio = versus('unseen', 'before-unseen');
    console.log(`  this checkout vs that one           ${(median(ratio) * 100).toFixed(0)} % of its throughput (rounds: ${percents(ratio)}); questions never seen: ${(median(unseenRatio) * 100).toFixed(0)} % (rounds: ${percents(unseenRatio)})`);
  }
  console.log(`  engine alone (analyse + compose)   ${engineMicros.toFixed(0)} µs per turn on the questions above (retrieval answers from its cache), ${unseenMicros.toFixed(0)} µs on questions never seen before`);
} finally {
  await Promise.all([servers.baseline.stop(), servers.chat.stop(), servers.before?.stop(), servers.postgres?.stop(), ...postgresPair.map((server) => server.stop())]);
  await postgres?.drop();
}
