import { createStore, type StoreApi } from 'zustand/vanilla';
import { VOICE_GREETING as GREETING } from '@energy-advisor/contracts/constants';
import { WIDGET_CONSTANTS } from '../constants';
import { conversationChanged, ensureConversation, loadTranscript, lookupConversation, newChat } from './conversation-actions';
import { createConversationSlot } from './conversation-slot';
import { submitFeedback, transcribe } from './feedback-actions';
import { createGeneration } from './generation';
import { applyChunk, welcomeMessage } from './messages';
import { send, sendVoice, stop } from './send-actions';
import { createSocketLink, SOCKET_LINK_DELAYS } from './socket-link';
import { projectKey, userKey, type StoreContext } from './store-context';
import { createTimers } from './timers';
import { reasonOf, toastActions, TOASTS } from './toasts';
import type { WidgetDelays, WidgetState, WidgetStoreOptions } from './types';

/** A widget store: zustand's vanilla store of {@link WidgetState}. */
export type WidgetStore = StoreApi<WidgetState>;

/** The greeting the voice assistant panel speaks (GET /api/tts). */
export const VOICE_GREETING = GREETING;

const DEFAULT_DELAYS: WidgetDelays = {
  socketConnectMs: SOCKET_LINK_DELAYS.initialDelayMs,
  reasoningReplyMs: WIDGET_CONSTANTS.reasoningReplyDisplayMs,
  voiceReplyMs: WIDGET_CONSTANTS.voiceReplyMs,
  registerWaitMs: SOCKET_LINK_DELAYS.registerWaitMs,
};

/**
 * Creates the state of one widget instance (zustand vanilla; one store per element, never shared):
 * the visitor's conversation (the latest one adopted, one created on first need, 'New Chat'), chat
 * turns with the sales chat and its reasoning fallback, the socket's thinking stages and streamed
 * replies, feedback, and one toast at a time.
 * Components read it through `useWidget` and call its actions; only the store calls the network.
 */
export function createWidgetStore(options: WidgetStoreOptions): WidgetStore {
  const timers = createTimers();
  const generation = createGeneration();
  let destroyed = false;
  /** Kept out of the state: components never need the credential. */
  let identityToken = options.identityToken || undefined;
  options.client.visitor?.setUser({ userId: options.userId, identityToken });

  return createStore<WidgetState>()((set, get) => {
    const toasts = toastActions(set);
    const ctx: StoreContext = {
      set,
      get,
      client: options.client,
      delays: { ...DEFAULT_DELAYS, ...options.delays },
      logger: options.logger ?? console,
      socket: undefined,
      emit: (event) => {
        if (!destroyed) options.onEvent?.(event);
      },
      notify: toasts.notify,
      wait: timers.wait,
      generation,
      history: createGeneration(),
      conversation: createConversationSlot({
        read: () => get().conversationId,
        write: (conversationId) => set({ conversationId }),
        changed: (conversationId, fresh) => conversationChanged(ctx, conversationId, fresh),
        generation,
      }),
      turn: null,
      finishedStreams: new Set(),
      lookup: undefined,
      transcript: undefined,
      queue: Promise.resolve(),
    };

    if (options.socket) {
      ctx.socket = createSocketLink({
        url: options.socket.url,
        WebSocketImpl: options.socket.WebSocketImpl,
        initialDelayMs: ctx.delays.socketConnectMs,
        registerWaitMs: ctx.delays.registerWaitMs,
        logger: ctx.logger,
        onStatus: (socketStatus) => set({ socketStatus }),
        onThinking: (stage) => {
          if (get().pending) set({ thinkingStage: stage });
        },
        onChunk: (chunk) => {
          if (ctx.finishedStreams.has(chunk.messageId)) return;
          if (ctx.turn) ctx.turn.streamedIds.add(chunk.messageId);
          else if (chunk.isComplete) ctx.finishedStreams.add(chunk.messageId);
          set((state) => ({ messages: applyChunk(state.messages, chunk, new Date()) }));
        },
      });
    }

    /** The socket connects (after 2 s) while the panel is open and the user is known. */
    const syncSocket = () => {
      const { isOpen, userId } = get();
      if (isOpen && userId) {
        ctx.socket?.start();
        void ctx.socket?.register(get().conversationId);
      } else ctx.socket?.stop();
    };
    const openSession = () => {
      syncSocket();
      void lookupConversation(ctx).then(() => loadTranscript(ctx));
    };

    const pinnedOpen = options.pinnedOpen ?? false;
    const initialOpen = pinnedOpen || (options.open ?? false);
    if (initialOpen) queueMicrotask(openSession);

    return {
      projectId: options.projectId,
      jobId: options.jobId,
      userId: options.userId,
      isOpen: initialOpen,
      mode: 'text',
      conversationId: null,
      messages: [welcomeMessage()],
      pending: false,
      thinkingStage: null,
      draft: '',
      feedbackFor: null,
      feedbackPending: false,
      toast: null,
      socketStatus: 'idle',
      citationTitles: {},

      setOpen(open) {
        if (destroyed || get().isOpen === open || (pinnedOpen && !open)) return;
        set({ isOpen: open });
        ctx.emit({ type: 'open', open });
        if (open) openSession();
        else syncSocket();
      },
      setMode: (mode) => set({ mode }),
      setDraft: (draft) => set({ draft }),
      setIdentity(identity) {
        const before = get();
        const next = {
          projectId: 'projectId' in identity ? identity.projectId : before.projectId,
          jobId: 'jobId' in identity ? identity.jobId : before.jobId,
          userId: 'userId' in identity ? identity.userId : before.userId,
        };
        const nextToken = 'identityToken' in identity ? identity.identityToken || undefined : identityToken;
        const tokenChanged = nextToken !== identityToken;
        if (next.projectId === before.projectId && next.jobId === before.jobId && next.userId === before.userId && !tokenChanged) return;
        identityToken = nextToken;
        // The client learns who the calls act for before any call of the new identity goes out.
        if (tokenChanged || next.userId !== before.userId) ctx.client.visitor?.setUser({ userId: next.userId, identityToken });
        set(next);
        if (next.userId !== before.userId) {
          ctx.generation.next();
          ctx.history.next();
          ctx.lookup = undefined;
          ctx.transcript = undefined;
          set({ conversationId: null, messages: [welcomeMessage()], pending: false, thinkingStage: null });
          ctx.emit({ type: 'conversation', conversationId: null });
          void ctx.socket?.register(null);
          if (get().isOpen) openSession();
          return;
        }
        if (tokenChanged) {
          // A proven user may have conversations this browser never saw: look again while none is current.
          ctx.lookup = undefined;
          if (get().isOpen && get().conversationId === null) void lookupConversation(ctx).then(() => loadTranscript(ctx));
        }
        const { conversationId } = get();
        if (conversationId && projectKey(next) !== projectKey(before)) {
          ctx.client.patchConversation(conversationId, { projectId: projectKey(next) }).catch((error: unknown) => {
            ctx.logger.warn('energy-advisor: could not move the conversation to the project', error);
          });
        }
      },
      lookupConversation: () => lookupConversation(ctx),
      ensureConversation: () => ensureConversation(ctx),
      loadTranscript: (loadOptions) => loadTranscript(ctx, loadOptions),
      send: (text) => send(ctx, text),
      sendVoice: (audio) => sendVoice(ctx, audio),
      stop: () => stop(ctx),
      transcribe: (audio) => transcribe(ctx, audio),
      newChat: () => newChat(ctx),
      openFeedback: (message) => set({ feedbackFor: message }),
      submitFeedback: (text) => submitFeedback(ctx, text),
      async setBuildingDetails(details) {
        const conversationId = get().conversationId ?? (await lookupConversation(ctx));
        if (!conversationId) {
          ctx.notify(TOASTS.noConversation);
          return;
        }
        try {
          await ctx.client.updateBuildingDetails(conversationId, details);
          ctx.notify(TOASTS.buildingDetailsUpdated);
        } catch (error) {
          ctx.notify(TOASTS.buildingDetailsFailed(reasonOf(error)));
        }
      },
      fetchGreeting: () => {
        const state = get();
        return ctx.client.fetchSpeech({ text: VOICE_GREETING, projectId: projectKey(state), userId: userKey(state) });
      },
      resolveCitations(citations) {
        const known = get().citationTitles;
        for (const { id, title } of citations) {
          if (!id || title || id in known) continue;
          set((state) => ({ citationTitles: { ...state.citationTitles, [id]: id } }));
          ctx.client
            .getKnowledgeArticle(id)
            .then((article) => set((state) => ({ citationTitles: { ...state.citationTitles, [id]: article.title } })))
            .catch((error: unknown) => ctx.logger.warn('energy-advisor: could not resolve a citation', error));
        }
      },
      finishAnimation: (messageId) =>
        set((state) => ({
          messages: state.messages.map((message) =>
            message.id === messageId && message.isAnimating ? { ...message, isAnimating: false } : message,
          ),
        })),
      notify: toasts.notify,
      dismissToast: toasts.dismissToast,
      minimize() {
        get().setOpen(false);
        ctx.emit({ type: 'minimize' });
      },
      destroy() {
        generation.next();
        ctx.socket?.stop();
        destroyed = true;
        timers.clear();
      },
    };
  });
}
