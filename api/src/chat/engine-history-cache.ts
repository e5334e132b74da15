import type { SalesMessage } from '@energy-advisor/contracts';
import { engineHistory, engineMessage, offersLead, VISITOR_MESSAGES_READ } from '../advisor/engine';

/** A message and its position in the conversation (1 for the first). */
interface Numbered {
  seq: number;
  message: SalesMessage;
}

interface Entry {
  /** The conversation's message_count when `kept` was current. */
  count: number;
  kept: Numbered[];
}

/**
 * What the offline engine reads of recently active conversations' histories, in memory: for each,
 * the messages among the newest `window` that `engineHistory` may pick (the lead offers, the last
 * visitor messages and the last assistant message), as `engineMessage` has them: of a reply only
 * the question it asked, one of a few constant strings. Keeping whole replies (a few kilobytes each,
 * one more every turn, each living until its conversation's next turn) had the garbage collector
 * copy and promote them (see api/bench/README.md).
 *
 * Messages are only ever appended and every writer bumps conversations.message_count, so an entry
 * is current exactly when its count matches; the least recently used entry goes first.
 */
export class EngineHistoryCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly window: number, private readonly size: number) {}

  /** Whether the conversation has an entry (current or not). */
  has(conversationId: string): boolean {
    return this.entries.has(conversationId);
  }

  /** The message_count the conversation's entry was current at, or undefined when it has none. */
  countOf(conversationId: string): number | undefined {
    return this.entries.get(conversationId)?.count;
  }

  /** `engineHistory` of the newest `window` messages, when the entry is current at `count`. */
  get(conversationId: string, count: number): SalesMessage[] | undefined {
    const entry = this.entries.get(conversationId);
    if (entry?.count !== count) return undefined;
    this.touch(conversationId, entry);
    return engineHistory(entry.kept.map(({ message }) => message));
  }

  /** Remembers a conversation from its newest messages (oldest first), `count` in all. */
  set(conversationId: string, count: number, newest: SalesMessage[]) {
    const first = count - newest.length + 1;
    this.touch(conversationId, { count, kept: this.keep(newest.map((message, index) => ({ seq: first + index, message: engineMessage(message) })), count) });
  }

  /** After a commit that took the conversation to `count`: adds `added` when the entry was current just before it. */
  extend(conversationId: string, count: number, added: SalesMessage[]) {
    const entry = this.entries.get(conversationId);
    if (!entry) return;
    this.entries.delete(conversationId);
    if (entry.count !== count - added.length) return;
    const first = count - added.length + 1;
    const numbered = added.map((message, index) => ({ seq: first + index, message: engineMessage(message) }));
    this.touch(conversationId, { count, kept: this.keep([...entry.kept, ...numbered], count) });
  }

  /** Of messages in order, those within the window that engineHistory may pick. */
  private keep(numbered: Numbered[], count: number): Numbered[] {
    const inWindow = numbered.filter(({ seq }) => seq > count - this.window);
    const lastUsers = new Set(inWindow.filter(({ message }) => message.role === 'user').slice(-VISITOR_MESSAGES_READ));
    const lastAssistant = inWindow.findLast(({ message }) => message.role === 'assistant');
    return inWindow.filter((item) => lastUsers.has(item) || item === lastAssistant || offersLead(item.message));
  }

  private touch(conversationId: string, entry: Entry) {
    this.entries.delete(conversationId);
    this.entries.set(conversationId, entry);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}
