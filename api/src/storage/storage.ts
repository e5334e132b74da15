import type { CollectedVariables } from '@energy-advisor/contracts';
import type { Db } from '../db/database';
import type { TurnStore } from '../chat/turn-store';
import type { TurnWorkers } from '../chat/turn-workers';
import type { AdvisorBackend } from '../providers/backend';
import type { VisitorStore } from '../identity/visitor-tokens';
import type { AdminQueries } from '../admin/admin-queries';

/** Which database the app runs on: SQLite by default, PostgreSQL with DATABASE_URL. */
export type StorageDialect = 'sqlite' | 'postgres';

/** A lead a visitor gave (name and e-mail, trimmed) in a conversation. */
export interface LeadInput {
  conversationId: string;
  name: string;
  email: string;
  at: string;
}

/** A visitor's feedback on an assistant message (or on none: messageId null). */
export interface FeedbackInput {
  conversationId: string;
  messageId: number | null;
  /** Trimmed. */
  userFeedback: string;
  previousMessage: string | null;
}

/** Feedback repeated within this long (same conversation, message and text) is not stored again. */
export const FEEDBACK_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The database behind the app: chosen once at start (`open-storage.ts`), one implementation per
 * database. Reads that are the same SQL on both go through the repositories' kysely functions on
 * {@link db}; everything whose SQL, transactions or concurrency differ is here: the chat turn's
 * reads and writes, the routes' small writes (each one transaction), visitor tokens, the admin
 * queries, and the turn workers (SQLite only).
 */
export interface Storage {
  readonly dialect: StorageDialect;
  /** kysely over the database: the repositories' shared reads and writes. */
  readonly db: Db;
  readonly turns: TurnStore;
  readonly visitors: VisitorStore;
  readonly admin: AdminQueries;
  /** What was collected in a conversation, by name. */
  collectedVariables(conversationId: string): Promise<CollectedVariables>;
  /**
   * Stores a lead once (the same name and e-mail sent again is not a second lead), adds name and
   * e-mail to the collected variables and marks the lead form as reached, in one transaction.
   */
  saveLead(lead: LeadInput): Promise<void>;
  /**
   * Stores feedback unless it repeats one: the same conversation, message (or none) and trimmed
   * text as feedback stored in the last {@link FEEDBACK_REPEAT_WINDOW_MS} is the same feedback
   * sent twice (a double click, a retry without an Idempotency-Key), and the stored row is
   * answered instead (`created: false`). Two copies sent at once store one row.
   */
  saveFeedbackOnce(feedback: FeedbackInput, now?: Date): Promise<{ id: number; created: boolean }>;
  /** Records where a message's spoken version is served (its `audioUrl` in transcripts and history). */
  setMessageAudioUrl(input: { id: number; audioUrl: string }): Promise<void>;
  /**
   * Worker threads that answer `backend`'s whole turns (read, answer, store) on connections of
   * their own: SQLite's, when ADVISOR_WORKERS allows. Undefined when there are none (PostgreSQL:
   * its turns run on the event loop, the database's own concurrency serving the instances).
   */
  startTurnWorkers(backend: AdvisorBackend): TurnWorkers | undefined;
  /** Stops what the storage started (workers, checkpoints) and closes the database. */
  close(): Promise<void>;
}
