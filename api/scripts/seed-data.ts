import { randomUUID } from 'node:crypto';
import type SQLite from 'better-sqlite3';

/** What `pnpm seed` generates. */
export interface SeedOptions {
  conversations: number;
  /** Average messages per non-empty conversation (each varies from 2 to twice this). */
  messagesPer: number;
  /** Seeds the random generator, so a run can be repeated exactly. */
  seed?: number;
  /** The newest conversation's time (default now); the oldest is 90 days before. */
  now?: Date;
}

/** mulberry32: a small, fast, seedable generator (Math.random cannot be seeded). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const FIRST_NAMES = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Leo', 'Zoë', 'Liam', 'Ava', 'Thomas', 'Grace', 'Lachlan'];
const LAST_NAMES = ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Jones', 'Singh', 'Chen', "O'Brien", 'Martin', 'Kelly', 'Papadopoulos', 'Walker'];
const PLACES = [
  ['Ballarat, VIC', '7'],
  ['Brisbane, QLD', '2'],
  ['Hobart, TAS', '7'],
  ['Perth, WA', '5'],
  ['Darwin, NT', '1'],
  ['Canberra, ACT', '7'],
  ['Adelaide, SA', '5'],
  ['Sydney, NSW', '5'],
  ['Melbourne, VIC', '6'],
  ['Cairns, QLD', '1'],
] as const;
const QUESTIONS = [
  'How do I improve my house energy efficiency?',
  'What insulation should I use in the ceiling?',
  'Are heat pumps a good option for my home?',
  'We are building a new double-storey home. How do we get 7 stars?',
  'Is double glazing worth it for a retrofit?',
  'What solar options are available for my property?',
  'How can I reduce my energy bills in winter?',
  'What is thermal bridging and how do I avoid it?',
  'Which way should the living areas face?',
  'I would like an energy efficiency assessment quote',
  'Do I need wall wrap as well as batts?',
  'Is a heat pump hot water system better than gas?',
];
const ANSWERS = [
  'Start with draught sealing and ceiling insulation: they are the cheapest gains in most homes.',
  'In your climate zone, R6.0 ceiling batts and R2.5 wall batts are a good target for a new build.',
  'A heat pump uses about a third of the electricity of a resistive heater for the same heat.',
  'Double glazing with thermally broken frames cuts winter heat loss through windows by about half.',
  'Orient living areas to the north with eaves sized to shade summer sun but admit winter sun.',
  'Thermal bridges are paths of high conductivity through the insulation, such as steel framing.',
  'A 6.6 kW solar system suits most family homes; pair it with daytime loads such as a heat pump.',
];
const FEEDBACK = ['Too long', 'Very helpful, thanks', 'Please give a cost estimate', 'Did not answer my question', 'More detail on windows please'];

const DAY_MS = 86_400_000;

/** How far a seed run has got. */
export interface SeedProgress {
  conversations: number;
  messages: number;
}

/**
 * Fills an open, migrated SQLite database with generated conversations: varied users and projects,
 * creation times over 90 days, about 12 % empty, messages with their counters kept as the chat keeps
 * them, some conversations that reached the lead form, some leads with collected variables, and
 * feedback on some replies. Writes in large transactions through prepared statements.
 */
export function seedConversations(sqlite: SQLite.Database, options: SeedOptions, onProgress: (progress: SeedProgress) => void = () => {}): SeedProgress {
  const random = generator(options.seed ?? 42);
  const now = (options.now ?? new Date()).getTime();
  const userCount = Math.max(1, Math.round(options.conversations / 4));
  const projectCount = Math.max(1, Math.round(options.conversations / 6));
  const insertConversation = sqlite.prepare(
    `insert into conversations (id, user_id, project_id, created_at, message_count, first_message_at, last_message_at, lead_form_at)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMessage = sqlite.prepare('insert into messages (conversation_id, sender, content, timestamp, model_used) values (?, ?, ?, ?, ?)');
  const insertFeedback = sqlite.prepare(
    'insert into feedback (conversation_id, message_id, user_feedback, previous_message, created_at) values (?, ?, ?, ?, ?)',
  );
  const insertLead = sqlite.prepare('insert into leads (conversation_id, name, email, created_at) values (?, ?, ?, ?)');
  const insertVariable = sqlite.prepare(
    `insert into collected_variables (conversation_id, name, value, source, updated_at) values (?, ?, ?, ?, ?)`,
  );

  const progress: SeedProgress = { conversations: 0, messages: 0 };
  const one = () => {
    // Popular users come back: a skewed pick makes some users far more active than others.
    const user = Math.floor(userCount * random.next() ** 2);
    const userId = random.chance(0.1) ? `test-user-${user}` : `user-${user.toString(36).padStart(4, '0')}`;
    const projectId = random.chance(0.05) ? 'demo-project' : random.chance(0.5) ? `project-${random.int(1, projectCount)}` : `job-${1000 + random.int(1, projectCount)}`;
    const created = now - random.next() * 90 * DAY_MS;
    const id = randomUUID();
    const empty = random.chance(0.12);
    const count = empty ? 0 : 2 * random.int(1, Math.max(1, options.messagesPer - 1));
    let time = created;
    const stamps: string[] = [];
    for (let index = 0; index < count; index += 1) {
      time += random.int(5, index % 2 === 0 ? 240 : 20) * 1000;
      stamps.push(new Date(time).toISOString());
    }
    const reachedLeadForm = count >= 4 && random.chance(0.08);
    insertConversation.run(
      id,
      userId,
      projectId,
      new Date(created).toISOString(),
      count,
      stamps[0] ?? null,
      stamps.at(-1) ?? null,
      reachedLeadForm ? stamps.at(-1) : null,
    );
    let previous = '';
    for (let index = 0; index < count; index += 1) {
      const fromUser = index % 2 === 0;
      const content = fromUser ? random.pick(QUESTIONS) : random.pick(ANSWERS);
      const { lastInsertRowid } = insertMessage.run(id, fromUser ? 'user' : 'assistant', content, stamps[index], fromUser ? null : 'local-advisor');
      if (!fromUser && random.chance(0.02)) insertFeedback.run(id, lastInsertRowid, random.pick(FEEDBACK), previous, stamps[index]);
      previous = content;
    }
    if (reachedLeadForm) {
      const [location, zone] = random.pick(PLACES);
      const at = stamps.at(-1) as string;
      insertVariable.run(id, 'location', location, 'advisor', at);
      insertVariable.run(id, 'climate_zone', zone, 'advisor', at);
      insertVariable.run(id, 'project_type', random.chance(0.5) ? 'new build' : 'retrofit', 'advisor', at);
      if (random.chance(0.55)) {
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        const email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${random.int(1, 99)}@example.com`;
        insertLead.run(id, `${first} ${last}`, email, at);
        insertVariable.run(id, 'name', `${first} ${last}`, 'lead', at);
        insertVariable.run(id, 'email', email, 'lead', at);
      }
    }
    progress.conversations += 1;
    progress.messages += count;
  };

  const BATCH = 5000;
  const batch = sqlite.transaction((size: number) => {
    for (let index = 0; index < size; index += 1) one();
  });
  while (progress.conversations < options.conversations) {
    batch(Math.min(BATCH, options.conversations - progress.conversations));
    onProgress(progress);
  }
  return progress;
}
