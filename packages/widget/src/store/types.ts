import type { ApiClient, SocketStatus, WebSocketConstructor } from '@energy-advisor/client';
import type { BuildingDetails, Citation, Message } from '@energy-advisor/contracts';
import type { ChatMessage, WidgetEvent } from '../public-types';
import type { LabelText } from '../labels/catalogue';

/** A message as the widget shows it: the contracts message plus local marks. */
export interface WidgetMessage extends Message {
  /** True for the welcome message and other messages the server never stored. */
  local?: boolean;
  /** A stable rendering key, kept when a temporary id is replaced by the stored one. */
  key?: string;
  /** The visitor's voice message while it is transcribed: shown as the labels' `voicePlaceholder`. */
  transcribing?: boolean;
}

/** The three input modes; text is the default. */
export type InputMode = 'text' | 'voice' | 'call';

/**
 * A toast: a title, a description (each a label of the catalogue with its values, or text shown as
 * it is), and whether it reports an error. Only one is visible at a time.
 */
export interface WidgetToast {
  title: LabelText;
  description: LabelText;
  variant?: 'destructive';
}

/** A toast on screen: the toast plus a key that changes with every new toast. */
export interface ShownToast extends WidgetToast {
  key: number;
}

export type { WidgetEvent } from '../public-types';

/** Compile-time check: the widget's messages are what its public events promise. */
type Assert<T extends true> = T;
export type MessageFitsPublicType = Assert<WidgetMessage extends ChatMessage ? true : false>;

/**
 * The API calls the store makes: a subset of `ApiClient`, so tests may pass a fake; `visitor`, when
 * there, is told who the calls act for (user id and identity token).
 */
export type WidgetClient = Partial<Pick<ApiClient, 'visitor'>> & Pick<
  ApiClient,
  | 'listConversations'
  | 'createConversation'
  | 'patchConversation'
  | 'getTranscript'
  | 'sendSalesChat'
  | 'sendReasoningMessage'
  | 'submitFeedback'
  | 'updateBuildingDetails'
  | 'uploadConversationVoice'
  | 'transcribeAudio'
  | 'fetchSpeech'
  | 'getKnowledgeArticle'
>;

/** The delays the store waits; tests may shorten them. */
export interface WidgetDelays {
  /** Socket connect delay after the panel opens with a user id (2000 ms). */
  socketConnectMs: number;
  /** A reasoning answer is displayed this long after it arrives (1000 ms). */
  reasoningReplyMs: number;
  /** A voice message's reply is displayed this long after the transcript (1500 ms). */
  voiceReplyMs: number;
  /** How long a send waits for the socket to confirm `register` before calling the API. */
  registerWaitMs: number;
}

/** Options of `createWidgetStore`. */
export interface WidgetStoreOptions {
  /** The API client (`createApiClient({ baseUrl })`), or a fake with the same methods. */
  client: WidgetClient;
  /** The project the visitor asks about (attribute `project-id`). */
  projectId?: string | undefined;
  /** A job id, used as the project key when there is no project id (attribute `job-id`). */
  jobId?: string | undefined;
  /** The visitor (attribute `user-id`). */
  userId?: string | undefined;
  /** Proof of the user from the host's server (attribute `identity-token`), handed to the client's visitor session. */
  identityToken?: string | undefined;
  /** Whether the panel starts expanded. */
  open?: boolean;
  /**
   * The panel is always expanded (the full-page layout): it starts open and `setOpen(false)` is
   * ignored; 'Minimize' still tells the host (the `minimize` event, MINIMIZE_WIDGET).
   */
  pinnedOpen?: boolean;
  /** Called for every state change the host may care about. */
  onEvent?: (event: WidgetEvent) => void;
  /** The socket: its URL and WebSocket implementation; false for none. */
  socket?: { url: string; WebSocketImpl?: WebSocketConstructor } | false;
  /** Overrides of the delays (tests). */
  delays?: Partial<WidgetDelays>;
  /** Where socket and background errors are logged (socket errors are only logged, never shown). */
  logger?: Pick<Console, 'warn'>;
}

/** The store's state and actions. Components read state through selectors and call actions. */
export interface WidgetState {
  projectId: string | undefined;
  jobId: string | undefined;
  userId: string | undefined;
  isOpen: boolean;
  mode: InputMode;
  conversationId: string | null;
  messages: WidgetMessage[];
  /** True while a chat turn waits for its reply. */
  pending: boolean;
  /** The latest thinking stage of the current turn, from the socket. */
  thinkingStage: string | null;
  /** The text in the input (suggestion chips fill it). */
  draft: string;
  /** The assistant message the feedback dialog is open for. */
  feedbackFor: WidgetMessage | null;
  feedbackPending: boolean;
  toast: ShownToast | null;
  socketStatus: SocketStatus | 'idle';
  /** Titles of knowledge articles resolved through GET /api/knowledge/{id}. */
  citationTitles: Record<string, string>;

  setOpen(open: boolean): void;
  setMode(mode: InputMode): void;
  setDraft(draft: string): void;
  /**
   * Changes who is chatting about what; only the keys present change. A new user starts over
   * (their own conversation is looked up); a new identity token gets a new visitor token and, with
   * no conversation yet, looks the user's conversations up again; a new project moves the conversation.
   */
  setIdentity(identity: {
    projectId?: string | undefined;
    jobId?: string | undefined;
    userId?: string | undefined;
    identityToken?: string | undefined;
  }): void;
  /** Looks up the visitor's conversation; resolves with its id, or null. */
  lookupConversation(): Promise<string | null>;
  /** The current conversation, created when there is none (on first need). */
  ensureConversation(): Promise<string>;
  /** Loads the transcript; when it has messages they replace the history. */
  loadTranscript(options?: { force?: boolean }): Promise<void>;
  /** Sends a text message; blank text is ignored. Turns run one after another. */
  send(text: string): Promise<void>;
  /** Sends a recorded voice message. */
  sendVoice(audio: Blob): Promise<void>;
  /** Stops the text reply being written: what it said so far stays, marked stopped. */
  stop(): void;
  /** Transcribes audio to text ('' on failure, after a 'Transcription Error' toast). */
  transcribe(audio: Blob): Promise<string>;
  /** 'New Chat': creates a conversation and resets to the welcome message. */
  newChat(): Promise<void>;
  openFeedback(message: WidgetMessage | null): void;
  /** Validates and submits feedback on `feedbackFor`; answers whether it was stored. */
  submitFeedback(text: string): Promise<boolean>;
  setBuildingDetails(details: BuildingDetails): Promise<void>;
  /** The voice panel's greeting audio (GET /api/tts). */
  fetchGreeting(): Promise<Blob>;
  resolveCitations(citations: Citation[]): void;
  /** Marks the typing effect of a message finished. */
  finishAnimation(messageId: Message['id']): void;
  notify(toast: WidgetToast): void;
  dismissToast(): void;
  /** Tells the host the widget asked to be minimised (the 'Minimize' button). */
  minimize(): void;
  /** Closes the socket and cancels timers; the store is unusable afterwards. */
  destroy(): void;
}
