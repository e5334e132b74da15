import type { Citation, Message, StreamingChunkMessage } from '@energy-advisor/contracts';
import { DEFAULT_LABELS } from '../labels/catalogue';
import type { WidgetMessage } from './types';

/** The id of the welcome message, shown when there is no history. */
export const WELCOME_MESSAGE_ID = 'welcome';

/** The welcome message's text. */
export const WELCOME_TEXT = DEFAULT_LABELS.welcome;

/** The welcome message: local, never stored, no feedback. */
export function welcomeMessage(now = new Date()): WidgetMessage {
  return { id: WELCOME_MESSAGE_ID, content: WELCOME_TEXT, sender: 'assistant', timestamp: now.toISOString(), local: true };
}

let localCount = 0;

/** A temporary id for a message the server has not stored (feedback only ever sends numeric, stored ids). */
export function localId(): string {
  localCount += 1;
  return `local-${localCount}`;
}

/** History sorted by timestamp ascending; equal timestamps keep their order. */
export function sortByTimestamp<T extends Pick<Message, 'timestamp'>>(messages: readonly T[]): T[] {
  return messages
    .map((message, index) => ({ message, index, time: Date.parse(message.timestamp) }))
    .sort((a, b) => (a.time === b.time || Number.isNaN(a.time - b.time) ? a.index - b.index : a.time - b.time))
    .map(({ message }) => message);
}

/** Unique citations by id (or type when there is no id), in order. */
export function uniqueCitations(citations: readonly Citation[] | undefined): Citation[] {
  const seen = new Set<string>();
  const unique: Citation[] = [];
  for (const citation of citations ?? []) {
    const key = citation.id ?? citation.type ?? citation.title;
    if (key === undefined || seen.has(key)) continue;
    seen.add(key);
    unique.push(citation);
  }
  return unique;
}

/**
 * Applies a streaming chunk: creates the message marked streaming, or appends to it;
 * the completing chunk clears the mark and sets the citations. Answers the new list.
 */
export function applyChunk(messages: readonly WidgetMessage[], chunk: StreamingChunkMessage, now: Date): WidgetMessage[] {
  const index = messages.findIndex((message) => message.id === chunk.messageId);
  if (index === -1) {
    const created: WidgetMessage = {
      id: chunk.messageId,
      content: chunk.content,
      sender: 'assistant',
      timestamp: now.toISOString(),
      isStreaming: !chunk.isComplete,
      ...(chunk.isComplete && chunk.citations ? { citations: chunk.citations } : {}),
    };
    return [...messages, created];
  }
  const current = messages[index] as WidgetMessage;
  const updated: WidgetMessage = {
    ...current,
    content: current.content + chunk.content,
    isStreaming: !chunk.isComplete,
    ...(chunk.isComplete && chunk.citations ? { citations: chunk.citations } : {}),
  };
  return messages.map((message, position) => (position === index ? updated : message));
}

/**
 * Puts the HTTP answer of a turn in place (the HTTP answer is the truth): the last message
 * streamed during the turn takes the reply's text, id and citations and stops streaming; other
 * previews of the turn are dropped. Without a preview the reply is appended, animated.
 */
export function reconcileReply(
  messages: readonly WidgetMessage[],
  streamedIds: ReadonlySet<Message['id']>,
  reply: WidgetMessage,
): WidgetMessage[] {
  const previews = messages.filter((message) => streamedIds.has(message.id));
  const preview = previews.at(-1);
  if (preview === undefined) return [...messages, { ...reply, isAnimating: true }];
  return messages
    .filter((message) => message === preview || !streamedIds.has(message.id))
    .map((message) =>
      message === preview
        ? { ...reply, key: preview.key ?? String(preview.id), timestamp: preview.timestamp, isStreaming: false, isAnimating: false }
        : message,
    );
}

/** The React key of a message: stable across the id change from temporary to stored. */
export const messageKey = (message: WidgetMessage): string => message.key ?? String(message.id);
