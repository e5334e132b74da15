/**
 * The engine alone over every user turn of the evaluation cases (api/eval/cases, each case in all its
 * variants: as written, typo and colloquial paraphrases), no HTTP, no database: time per turn, and a
 * dump of every answer for checking that a speed change changed none.
 *
 *   npx tsx bench/engine-turns.bench.ts [--dump <file>] [--rounds <n>] [--eight | --repeated] [--checkout <dir> ...]
 *
 * Each conversation is played as the chat route plays it: the history the engine reads
 * (`engineHistory`) of the visitor's messages and the replies (advice and next question joined),
 * the details collected so far. A pass adds a made-up word to every message (as chat.bench.ts does),
 * so every turn is new to the engine's caches; each pass uses words of its own.
 *
 * `--dump` writes, for every turn, the advice, the collected variables, the next question and the
 * citations, played once as written and once with the made-up words of the first pass: the
 * answer-identity check is that file's md5, the same before and after a speed change.
 *
 * `--eight` plays chat.bench.ts's eight questions instead, each alone with zone 6 known (its
 * engine-alone figure), 2,000 turns a pass.
 *
 * `--repeated` plays the eight questions as chat.bench.ts's `chat` load sends them, without made-up
 * words: 500 conversations, conversation c asked question c and then question c + 4, pass after
 * pass. Each conversation goes on from where the pass before left it (its history, the newest
 * HISTORY_LIMIT messages as the turn store keeps them in memory, each as `engineMessage` has it, and
 * its collected details), so after the first passes every turn repeats one seen before: what
 * suggestion chips and returning visitors cost.
 *
 * CPU time, not wall time: the machine is shared, and a process waiting for a core is not slower code.
 * `--checkout` (repeatable) times other checkouts' engines too (installed worktrees of older commits),
 * in the same process and the same rounds, taken in turn so that the machine's drift hits them alike.
 * Prints figures; asserts nothing.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadCases } from '../eval/cases';
import { turnText, variantsOf } from '../eval/variants';
import { HISTORY_LIMIT } from '../src/chat/turn-records';

interface Message {
  role: 'user' | 'assistant';
  content: string;
}
interface Engine {
  analyse(input: unknown): { nextQuestion: string; collected: Record<string, unknown> };
  compose(input: unknown, analysis: unknown): { advice: string; citations: { id: string }[] };
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const dumpFile = option('--dump');
const rounds = Number(option('--rounds') ?? 5);
const here = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const checkouts = [here, ...args.flatMap((arg, index) => (args[index - 1] === '--checkout' ? [path.resolve(arg)] : []))];

/** A conversation's state between turns: its history and what it has collected. */
interface Conversation {
  history: Message[];
  collected: Record<string, unknown>;
}

/**
 * A checkout's engine and its `engineHistory`, loaded from its own sources, and (with `--repeated`)
 * its conversations as the last pass left them.
 */
async function engineOf(checkout: string) {
  const load = (file: string) => import(pathToFileURL(path.join(checkout, 'api/src', file)).href);
  const { defaultAdvisorEngine } = await load('providers/offline/default-engine.ts');
  const { engineHistory, engineMessage } = await load('advisor/engine.ts');
  return {
    engine: defaultAdvisorEngine() as Engine,
    engineHistory: engineHistory as (history: Message[]) => Message[],
    engineMessage: engineMessage as (message: Message) => Message,
    carried: [] as Conversation[],
  };
}

/** A made-up five-letter word, different for each n below 17,576 (as chat.bench.ts's). */
const nonsense = (n: number) => `zq${String.fromCharCode(97 + (n % 26), 97 + (Math.floor(n / 26) % 26), 97 + (Math.floor(n / 676) % 26))}`;

/** chat.bench.ts's eight questions, each a turn of its own with the zone known, as its engine-alone figure plays them. */
const EIGHT = [
  'How much ceiling insulation do I need?',
  'Are heat pumps a good option for my home?',
  'We are building a new home in Ballarat',
  'Should I get double glazing?',
  'What size solar system suits Brisbane?',
  'How do I stop condensation on my windows?',
  'I would like to reduce my energy bills',
  'What does 7 stars mean under NCC 2022?',
];
const eight = args.includes('--eight');
const repeated = args.includes('--repeated');
const conversations: { turns: string[]; collected: Record<string, unknown> }[] = repeated
  ? Array.from({ length: 500 }, (_, index) => ({ turns: [EIGHT[index % EIGHT.length]!, EIGHT[(index + 4) % EIGHT.length]!], collected: {} }))
  : eight
  ? Array.from({ length: 2000 }, (_, index) => ({ turns: [EIGHT[index % EIGHT.length]!], collected: { climate_zone: '6' } }))
  : loadCases().flatMap((item) => variantsOf(item).map((variant) => ({ turns: item.turns.map((turn) => turnText(turn, variant)), collected: {} })));
const turnCount = conversations.reduce((sum, { turns }) => sum + turns.length, 0);

/**
 * Plays every conversation; `word(n)` is added to the n-th message (none when it gives ''). Returns
 * the process's CPU time per turn in µs (garbage collection on other threads counts, and the little the pass spends on the history) and,
 * when asked, each turn's answer as a line.
 */
function play(subject: Awaited<ReturnType<typeof engineOf>>, word: (n: number) => string, lines?: string[]): number {
  const { engine, engineHistory, engineMessage } = subject;
  let n = 0;
  const start = process.cpuUsage();
  for (const [index, conversation] of conversations.entries()) {
    const fresh = { history: [], collected: conversation.collected };
    const state: Conversation = repeated ? (subject.carried[index] ??= fresh) : fresh;
    for (const text of conversation.turns) {
      const extra = word(n++);
      const message = extra ? `${text} ${extra}` : text;
      const input = { message, history: engineHistory(state.history), collected: state.collected };
      const analysis = engine.analyse(input);
      const { advice, citations } = engine.compose(input, analysis);
      lines?.push(JSON.stringify([message, advice, analysis.collected, analysis.nextQuestion, citations.map(({ id }) => id)]));
      const reply: Message = { role: 'assistant', content: [advice, analysis.nextQuestion].filter((part) => part.trim() !== '').join('\n\n') };
      state.history.push({ role: 'user', content: message }, repeated ? engineMessage(reply) : reply);
      // the turn store keeps the newest messages, as engineMessage has them
      if (repeated && state.history.length > HISTORY_LIMIT) state.history.splice(0, state.history.length - HISTORY_LIMIT);
      state.collected = analysis.collected;
    }
  }
  const { user, system } = process.cpuUsage(start);
  return (user + system) / turnCount;
}

const subjects = await Promise.all(checkouts.map(engineOf));
if (dumpFile) {
  const lines: string[] = [];
  if (repeated) {
    // the first passes, while the conversations go on from turn to turn (lead offer, follow-ups)
    for (let pass = 0; pass < 4; pass += 1) play(subjects[0]!, () => '', lines);
  } else {
    play(subjects[0]!, () => '', lines);
    play(subjects[0]!, (n) => nonsense(n), lines);
  }
  writeFileSync(dumpFile, `${lines.join('\n')}\n`);
  console.log(`${lines.length} answers written to ${dumpFile}`);
}
/** The made-up words of the n-th pass: none with `--repeated`, words of its own otherwise. */
const wordsOf = (pass: number) => (repeated ? () => '' : (n: number) => nonsense(pass * turnCount + n));
// warm-up: the JIT compiles the hot paths; the caches see the words of the first pass only (with
// `--repeated`, the conversations get past their first turns)
for (const subject of subjects) for (let warm = 0; warm < (repeated ? 3 : 1); warm += 1) play(subject, wordsOf(0));
const times = subjects.map(() => [] as number[]);
let pass = 1;
for (let round = 0; round < rounds; round += 1) {
  for (const [index, subject] of subjects.entries()) times[index]!.push(play(subject, wordsOf(pass++)));
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`${turnCount} turns a pass, ${repeated ? 'every message asked before, as chat.bench.ts sends them' : 'every message never seen'}; CPU µs per turn (analyse + compose), median of ${rounds} passes [min-max]:`);
for (const [index, checkout] of checkouts.entries()) {
  const values = times[index]!;
  console.log(`  ${median(values).toFixed(0).padStart(5)} µs  [${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}]  ${checkout}`);
}
