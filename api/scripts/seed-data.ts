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

/** A generated conversation row, its counters already as its messages make them. */
export interface SeedConversation {
  id: string;
  userId: string;
  projectId: string;
  createdAt: string;
  messageCount: number;
  firstMessageAt: string | null;
  lastMessageAt: string | null;
  leadFormAt: string | null;
}

/**
 * Where generated rows go: SQLite's prepared statements, or PostgreSQL's COPY streams. Rows come
 * in order: a conversation, then its messages (each followed by any feedback on it), then its
 * collected variables and lead.
 */
export interface SeedSink {
  conversation(row: SeedConversation): void;
  message(row: { conversationId: string; sender: 'user' | 'assistant'; content: string; timestamp: string; modelUsed: string | null }): void;
  /** Feedback on the message just written (its conversation and timestamp name it). */
  feedback(row: { conversationId: string; messageTimestamp: string; userFeedback: string; previousMessage: string; createdAt: string }): void;
  variable(row: { conversationId: string; name: string; value: string; source: 'advisor' | 'lead'; updatedAt: string }): void;
  lead(row: { conversationId: string; name: string; email: string; createdAt: string }): void;
}

/**
 * The generator behind `pnpm seed`, for either database: varied users and projects, creation
 * times over 90 days, about 12 % empty, messages with their counters kept as the chat keeps them,
 * some conversations that reached the lead form, some leads with collected variables, and
 * feedback on some replies. `next(sink)` writes one conversation with everything of it; the same
 * seed gives the same conversations (but new random ids) whichever sink takes them.
 */
export function conversationGenerator(options: SeedOptions) {
  const random = generator(options.seed ?? 42);
  const now = (options.now ?? new Date()).getTime();
  const userCount = Math.max(1, Math.round(options.conversations / 4));
  const projectCount = Math.max(1, Math.round(options.conversations / 6));
  const progress: SeedProgress = { conversations: 0, messages: 0 };

  const next = (sink: SeedSink) => {
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
    sink.conversation({
      id,
      userId,
      projectId,
      createdAt: new Date(created).toISOString(),
      messageCount: count,
      firstMessageAt: stamps[0] ?? null,
      lastMessageAt: stamps.at(-1) ?? null,
      leadFormAt: reachedLeadForm ? (stamps.at(-1) as string) : null,
    });
    let previous = '';
    for (let index = 0; index < count; index += 1) {
      const fromUser = index % 2 === 0;
      const content = fromUser ? random.pick(QUESTIONS) : random.pick(ANSWERS);
      const timestamp = stamps[index] as string;
      sink.message({ conversationId: id, sender: fromUser ? 'user' : 'assistant', content, timestamp, modelUsed: fromUser ? null : 'local-advisor' });
      if (!fromUser && random.chance(0.02)) {
        sink.feedback({ conversationId: id, messageTimestamp: timestamp, userFeedback: random.pick(FEEDBACK), previousMessage: previous, createdAt: timestamp });
      }
      previous = content;
    }
    if (reachedLeadForm) {
      const [location, zone] = random.pick(PLACES);
      const at = stamps.at(-1) as string;
      const variable = (name: string, value: string, source: 'advisor' | 'lead') => sink.variable({ conversationId: id, name, value, source, updatedAt: at });
      variable('location', location, 'advisor');
      variable('climate_zone', zone, 'advisor');
      variable('project_type', random.chance(0.5) ? 'new build' : 'retrofit', 'advisor');
      if (random.chance(0.55)) {
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        const email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${random.int(1, 99)}@example.com`;
        sink.lead({ conversationId: id, name: `${first} ${last}`, email, createdAt: at });
        variable('name', `${first} ${last}`, 'lead');
        variable('email', email, 'lead');
      }
    }
    progress.conversations += 1;
    progress.messages += count;
  };
  return { next, progress };
}

/**
 * Fills an open, migrated SQLite database with generated conversations (see
 * {@link conversationGenerator}), in large transactions through prepared statements.
 */
export function seedConversations(sqlite: SQLite.Database, options: SeedOptions, onProgress: (progress: SeedProgress) => void = () => {}): SeedProgress {
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
  let lastMessage: { id: number | bigint; timestamp: string } = { id: 0, timestamp: '' };
  const sink: SeedSink = {
    conversation: (row) =>
      insertConversation.run(row.id, row.userId, row.projectId, row.createdAt, row.messageCount, row.firstMessageAt, row.lastMessageAt, row.leadFormAt),
    message(row) {
      const { lastInsertRowid } = insertMessage.run(row.conversationId, row.sender, row.content, row.timestamp, row.modelUsed);
      lastMessage = { id: lastInsertRowid, timestamp: row.timestamp };
    },
    feedback(row) {
      if (lastMessage.timestamp !== row.messageTimestamp) throw new Error('seed: feedback must follow the message it is on');
      insertFeedback.run(row.conversationId, lastMessage.id, row.userFeedback, row.previousMessage, row.createdAt);
    },
    variable: (row) => insertVariable.run(row.conversationId, row.name, row.value, row.source, row.updatedAt),
    lead: (row) => insertLead.run(row.conversationId, row.name, row.email, row.createdAt),
  };

  const { next, progress } = conversationGenerator(options);
  const BATCH = 5000;
  const batch = sqlite.transaction((size: number) => {
    for (let index = 0; index < size; index += 1) next(sink);
  });
  while (progress.conversations < options.conversations) {
    batch(Math.min(BATCH, options.conversations - progress.conversations));
    onProgress(progress);
  }
  return progress;
}
