/**
 * The types of the widget's public surface (npm entry, element events), self-contained so the
 * published declarations need none of the workspace's private packages. The store's message type
 * is checked to stay assignable to {@link ChatMessage} (see store/types.ts).
 */

/** A source an advisor reply cites: a knowledge-base article. */
export interface ChatCitation {
  id?: string | undefined;
  type?: string | undefined;
  title?: string | undefined;
}

/** A chat message as the widget reports it (the `message` event). */
export interface ChatMessage {
  /** The stored message id (a number), or a temporary id until the server has stored it. */
  id: number | string;
  content: string;
  sender: 'user' | 'assistant';
  /** ISO-8601 time. */
  timestamp: string;
  citations?: ChatCitation[] | undefined;
  audioUrl?: string | undefined;
  imageUrl?: string | undefined;
}

/**
 * What the widget tells its host. The element dispatches each as a DOM CustomEvent named
 * `energy-advisor:<type>` (bubbling, composed) whose `detail` is the rest of the object; the
 * React component calls `onEvent`; the bridge posts them to the parent window (CONVERSATION_ID_UPDATED,
 * MESSAGE_SENT, CHAT_READY, MINIMIZE_WIDGET).
 */
export type WidgetEvent =
  /** The panel opened or closed. */
  | { type: 'open'; open: boolean }
  /** The conversation changed (found, created, 'New Chat'); null when it was reset. */
  | { type: 'conversation'; conversationId: string | null }
  /** A message was sent (sender 'user') or a reply arrived (sender 'assistant'). */
  | { type: 'message'; message: ChatMessage }
  /** The chat UI is mounted and ready. */
  | { type: 'ready'; conversationId: string | null }
  /** The visitor pressed 'Minimize'. */
  | { type: 'minimize' };
