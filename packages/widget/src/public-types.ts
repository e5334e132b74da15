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

/** Who is chatting about what: `setIdentity` changes only the keys it is given. */
export interface WidgetIdentity {
  userId?: string | undefined;
  projectId?: string | undefined;
  jobId?: string | undefined;
  /** Proof of `userId` signed by the host's server (see the README, Visitors and identity). */
  identityToken?: string | undefined;
}

/** The widget event of one type, e.g. `WidgetEventOf<'message'>`. */
export type WidgetEventOf<T extends WidgetEvent['type']> = Extract<WidgetEvent, { type: T }>;

/**
 * The widget's imperative API: the element's methods, the React component's ref, and
 * `window.EnergyAdvisor(...)` of the script tag. Calls made before the chat has loaded wait and
 * run in order once it has; afterwards they run at once.
 */
export interface EnergyAdvisorApi {
  /** Opens the panel (loading the chat first when the script tag has not yet). */
  open(): void;
  /** Closes the panel. */
  close(): void;
  /** Opens a closed panel, closes an open one. */
  toggle(): void;
  /**
   * Sends `text` as the visitor, opening the panel first when it is closed so the visitor sees the
   * question and its answer. Blank text is ignored. Resolves once the reply has arrived (or failed).
   */
  send(text: string): Promise<void>;
  /** Starts a new conversation (what 'Start New Chat' does, without the confirm dialog). */
  newChat(): Promise<void>;
  /** Changes who is chatting about what; only the keys given change (see {@link WidgetIdentity}). */
  setIdentity(identity: WidgetIdentity): void;
  /**
   * Forgets the visitor on this device (for a shared computer): the stored visitor tokens, the
   * anonymous user id and the open conversation; the panel closes and the widget starts afresh
   * (with a new anonymous id unless the page names a user).
   */
  reset(): void;
  /** Resolves when the chat can take input (`send` runs at once from then on). */
  readonly ready: Promise<void>;
  /** Calls `handler` with every event of `type`; answers a function that unsubscribes. */
  on<T extends WidgetEvent['type']>(type: T, handler: (event: WidgetEventOf<T>) => void): () => void;
}

/** `<energy-advisor>`: an element with the imperative API as its methods. */
export interface EnergyAdvisorElement extends HTMLElement, EnergyAdvisorApi {}

declare global {
  interface HTMLElementTagNameMap {
    'energy-advisor': EnergyAdvisorElement;
  }
}
