import { isApiError, type ApiClient, type WebSocketConstructor } from '@energy-advisor/client';
import type { Message } from '@energy-advisor/contracts';
import {
  TOASTS,
  WIDGET_CONSTANTS,
  createConversationSlot,
  createGeneration,
  createSocketLink,
  createTimers,
  reasonOf,
  reasoningReplyText,
  recordingToWav,
  salesReplyText,
  sortByTimestamp,
  type ShownToast,
  type SocketLink,
  type WidgetMessage,
  type WidgetToast,
  toastActions,
} from '@energy-advisor/widget/parts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { localMessage } from '../shared/messages';
import { MAIN_CHAT_DEFAULTS, MAIN_CHAT_TOASTS } from './texts';

/** The API calls the main chat makes; `visitor`, when there, is told who the calls act for. */
export type MainChatClient = Partial<Pick<ApiClient, 'visitor'>> &
  Pick<ApiClient, 'getConversation' | 'createConversation' | 'sendSalesChat' | 'uploadVoiceMessage'>;

export interface MainChatOptions {
  client: MainChatClient;
  userId?: string | undefined;
  projectId?: string | undefined;
  /** Proof of the user from the host's server (the parent window's SET_IDENTITY_TOKEN). */
  identityToken?: string | undefined;
  /** The socket that brings thinking stages (connected 2 s after the view turns active); false for none. */
  socket?: { url: string; WebSocketImpl?: WebSocketConstructor } | false;
  /** Waits before a chip's message is sent (100 ms) and a voice reply shows (1.5 s); tests shorten them. */
  delays?: Partial<{ chipSendMs: number; voiceReplyMs: number }>;
  /**
   * Turns a recording into what POST /api/voice-messages is sent: 16 kHz 16-bit mono WAV by default
   * (`recordingToWav`). When it fails (no Web Audio, a format the browser cannot decode) the
   * recording is sent as it is, named by its own format.
   */
  encodeVoice?: (recording: Blob) => Promise<Blob>;
  /** Told about every message the visitor sends and every conversation change (the parent bridge). */
  onEvent?: (event: { type: 'message'; content: string } | { type: 'conversation'; conversationId: string | null }) => void;
  logger?: Pick<Console, 'warn'>;
}

/** The main chat's view: initial until a message is sent or history with messages loads. */
export type MainChatView = 'initial' | 'active';

export interface MainChatState {
  userId: string;
  projectId: string;
  conversationId: string | null;
  view: MainChatView;
  messages: WidgetMessage[];
  /** True while a reply is awaited (the typing indicator shows). */
  pending: boolean;
  /**
   * True while a voice message is encoded and uploaded, before its transcript shows: the
   * microphone shows 'Transcribing...' and nothing can be sent; the view does not change yet.
   */
  transcribing: boolean;
  /** The latest thinking stage of the current turn, from the socket. */
  thinkingStage: string | null;
  draft: string;
  toast: ShownToast | null;

  setDraft(draft: string): void;
  /** Loads the history of the user and project (GET /api/conversations?userId&projectId). */
  loadHistory(): Promise<void>;
  /**
   * Changes who is chatting (query or parent window); a different user or project reloads the
   * history, and so does a new identity token while there is no conversation yet.
   */
  setIdentity(identity: { userId?: string; projectId?: string; identityToken?: string }): void;
  /** Sends a text message; blank text and a second message while one is pending are ignored. */
  send(text: string): Promise<void>;
  /** A suggestion chip: sends its message after 100 ms. */
  sendSuggestion(message: string): void;
  /**
   * Sends a recorded voice message (POST /api/voice-messages, as WAV): its transcript shows as the
   * visitor's message, the typing indicator for 1.5 s, then the reply, then the history is loaded
   * again. A failure shows the 'Error' toast and leaves the screen as it was.
   */
  sendVoice(audio: Blob): Promise<void>;
  notify(toast: WidgetToast): void;
  dismissToast(): void;
  /** On mount: reconnects the socket if the view is already active. */
  start(): void;
  /** On unmount: closes the socket and cancels timers; `start` resumes. */
  stop(): void;
}

export type MainChatStore = StoreApi<MainChatState>;

const fromServer = (message: Message): WidgetMessage => ({ ...message, key: `stored-${String(message.id)}` });

/** The blank-transcript reason: nothing was heard, so nothing is passed on. */
const TRANSCRIPTION_FAILED = 'Transcription failed';

/**
 * The state of the main full-page chat: history by user and project,
 * chat turns through the sales chat with the main chat's reply text, thinking stages from the
 * socket (connected once the view is active), voice messages, and the 'Connection Error' toast.
 */
export function createMainChatStore(options: MainChatOptions): MainChatStore {
  const { client } = options;
  const logger = options.logger ?? console;
  const delays = {
    chipSendMs: options.delays?.chipSendMs ?? WIDGET_CONSTANTS.chipAutoSendMs,
    voiceReplyMs: options.delays?.voiceReplyMs ?? WIDGET_CONSTANTS.voiceReplyMs,
  };
  const encodeVoice = options.encodeVoice ?? ((recording: Blob) => recordingToWav(recording));
  const timers = createTimers();
  /** Moved on when the identity changes: results for the old user or project are dropped. */
  const generation = createGeneration();
  let identityToken = options.identityToken?.trim() || undefined;
  client.visitor?.setUser({ userId: options.userId || MAIN_CHAT_DEFAULTS.userId, identityToken });

  return createStore<MainChatState>()((set, get) => {
    const toasts = toastActions(set);
    const activate = () => {
      if (get().view === 'active') return;
      set({ view: 'active' });
      socket?.start();
      void socket?.register(get().conversationId);
    };
    const conversation = createConversationSlot({
      read: () => get().conversationId,
      write: (conversationId) => set({ conversationId }),
      changed(conversationId) {
        void socket?.register(conversationId);
        options.onEvent?.({ type: 'conversation', conversationId });
      },
      generation,
    });
    const ensureConversation = async (): Promise<string> => {
      const { conversationId, userId, projectId } = get();
      return conversationId ?? conversation.create(() => client.createConversation({ userId, projectId }));
    };
    const append = (message: WidgetMessage) => set((state) => ({ messages: [...state.messages, message] }));

    const socket: SocketLink | undefined = options.socket
      ? createSocketLink({
          url: options.socket.url,
          WebSocketImpl: options.socket.WebSocketImpl,
          logger,
          // Only the stage of the turn in progress is shown; the HTTP answer is the reply.
          onThinking: (stage) => {
            if (get().pending) set({ thinkingStage: stage });
          },
        })
      : undefined;

    return {
      userId: options.userId || MAIN_CHAT_DEFAULTS.userId,
      projectId: options.projectId || MAIN_CHAT_DEFAULTS.projectId,
      conversationId: null,
      view: 'initial',
      messages: [],
      pending: false,
      transcribing: false,
      thinkingStage: null,
      draft: '',
      toast: null,

      setDraft: (draft) => set({ draft }),

      async loadHistory() {
        const { userId, projectId } = get();
        const current = generation.start();
        try {
          const history = await client.getConversation({ userId, projectId });
          if (!current() || get().pending) return;
          conversation.adopt(history.id);
          if (history.messages.length > 0) {
            // A voice reply's spoken version stays playable when the stored message does not name it.
            const spoken = new Map(get().messages.filter((message) => message.audioUrl).map((message) => [String(message.id), message.audioUrl]));
            const stored = history.messages.map((message) => {
              const audioUrl = message.audioUrl ?? spoken.get(String(message.id));
              return fromServer(audioUrl ? { ...message, audioUrl } : message);
            });
            set({ messages: sortByTimestamp(stored) });
            activate();
          }
        } catch (error) {
          // 404: this user has no conversation on this project yet; the chat starts empty.
          if (!(isApiError(error) && error.status === 404)) logger.warn('main chat: could not load the history', error);
        }
      },

      setIdentity(identity) {
        const before = get();
        const userId = identity.userId?.trim() || before.userId;
        const projectId = identity.projectId?.trim() || before.projectId;
        const nextToken = identity.identityToken?.trim() || identityToken;
        const tokenChanged = nextToken !== identityToken;
        identityToken = nextToken;
        if (tokenChanged || userId !== before.userId) client.visitor?.setUser({ userId, identityToken });
        if (userId === before.userId && projectId === before.projectId) {
          // A proven user may have history this browser never saw.
          if (tokenChanged && before.conversationId === null && !before.pending) void get().loadHistory();
          return;
        }
        generation.next();
        set({ userId, projectId, messages: [], pending: false, thinkingStage: null });
        conversation.adopt(null);
        void get().loadHistory();
      },

      async send(text) {
        const content = text.trim();
        if (content === '' || get().pending || get().transcribing) return;
        const current = generation.start();
        append(localMessage('user', content));
        set({ pending: true, thinkingStage: null, draft: '' });
        activate();
        options.onEvent?.({ type: 'message', content });
        try {
          const conversationId = await ensureConversation();
          await socket?.register(conversationId, { beforeTurn: true });
          const { userId, projectId } = get();
          const answer = await client.sendSalesChat({ message: content, conversationId, userId, projectId });
          if (!current()) return;
          append(localMessage('assistant', salesReplyText(answer), answer?.citations));
        } catch (error) {
          logger.warn('main chat: the message could not be sent', error);
          if (current()) toasts.notify(MAIN_CHAT_TOASTS.connectionError);
        } finally {
          if (current()) set({ pending: false, thinkingStage: null });
        }
      },

      sendSuggestion(message) {
        void timers.wait(delays.chipSendMs).then(() => get().send(message));
      },

      async sendVoice(recording) {
        if (get().pending || get().transcribing) return;
        const current = generation.start();
        set({ transcribing: true });
        try {
          const audio = await encodeVoice(recording).catch((error: unknown) => {
            logger.warn('main chat: the recording could not be encoded as WAV; sending it as recorded', error);
            return recording;
          });
          const conversationId = await ensureConversation();
          const { userId, projectId } = get();
          const answer = await client.uploadVoiceMessage({ audio, conversationId, userId, projectId });
          if (!current()) return;
          const transcript = answer.transcript.trim();
          if (transcript === '') throw new Error(TRANSCRIPTION_FAILED);
          // Only now does the screen change: a failed upload leaves it as it was.
          append({ ...localMessage('user', transcript), id: answer.userMessageId });
          set({ transcribing: false, pending: true, thinkingStage: null });
          activate();
          options.onEvent?.({ type: 'message', content: transcript });
          await timers.wait(delays.voiceReplyMs);
          if (!current()) return;
          const reply = localMessage('assistant', reasoningReplyText(answer), answer.citations);
          append({ ...reply, id: answer.id, ...(answer.audioUrl ? { audioUrl: answer.audioUrl } : {}) });
          set({ pending: false, thinkingStage: null });
          await get().loadHistory();
        } catch (error) {
          if (current()) toasts.notify(TOASTS.voiceFailed(reasonOf(error)));
        } finally {
          if (current()) set({ pending: false, transcribing: false, thinkingStage: null });
        }
      },

      notify: toasts.notify,
      dismissToast: toasts.dismissToast,

      start() {
        if (get().view !== 'active') return;
        socket?.start();
        void socket?.register(get().conversationId);
      },

      stop() {
        socket?.stop();
        timers.clear();
      },
    };
  });
}
