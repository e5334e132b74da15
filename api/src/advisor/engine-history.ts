import type { SalesMessage } from '@energy-advisor/contracts';
import { askedText, LEAD_OFFER } from './policy';

/** Whether a message is the advisor offering the lead form. */
export const offersLead = (entry: SalesMessage) => entry.role === 'assistant' && entry.content.includes(LEAD_OFFER);

/** What the engine reads of a message: a visitor's whole, of an assistant's only the question it asked (see askedText). */
export const engineMessage = (entry: SalesMessage): SalesMessage =>
  entry.role === 'assistant' ? { role: 'assistant', content: askedText(entry.content) } : entry;

/**
 * The part of a history the engine reads: the last {@link VISITOR_MESSAGES_READ} visitor messages, the last assistant message and
 * one assistant message that offered the lead form, each as {@link engineMessage}. The engine's
 * answer from it equals its answer from the whole history (engine-history.test.ts checks every eval
 * conversation); a worker thread is sent this instead of up to HISTORY_LIMIT messages, and the turn
 * store keeps it in memory instead of whole replies. Keep in step with analyse and compose.
 */
export function engineHistory(history: SalesMessage[]): SalesMessage[] {
  const users = history.flatMap((entry, index) => (entry.role === 'user' ? [index] : [])).slice(-VISITOR_MESSAGES_READ);
  const lastAssistant = history.findLastIndex((entry) => entry.role === 'assistant');
  const leadOffer = history.findIndex(offersLead);
  const kept = [...new Set([leadOffer, ...users, lastAssistant])].filter((index) => index >= 0).sort((a, b) => a - b);
  return kept.map((index) => engineMessage(history[index] as SalesMessage));
}

/**
 * How many of the visitor's earlier messages the engine reads: a follow-up of a follow-up ("what R
 * value for the ceiling?", "and the walls?", "is it worth it in an old weatherboard?") is read
 * through the ones before it, back to the question that named the subject.
 */
export const VISITOR_MESSAGES_READ = 3;
