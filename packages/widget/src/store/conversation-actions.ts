import type { ConversationList } from '@energy-advisor/contracts';
import { WIDGET_CONSTANTS } from '../constants';
import { sortByTimestamp, welcomeMessage } from './messages';
import { projectKey, userKey, type StoreContext } from './store-context';
import { reasonOf, TOASTS } from './toasts';

/** The newest conversation of a list, by createdAt. */
export function newestConversation(list: ConversationList): ConversationList[number] | undefined {
  return list.reduce<ConversationList[number] | undefined>(
    (newest, row) => (newest === undefined || Date.parse(row.createdAt) > Date.parse(newest.createdAt) ? row : newest),
    undefined,
  );
}

/**
 * After the current conversation changed: tells the host, follows it on the socket and loads its
 * transcript, unless it is fresh (just created: nothing to load yet).
 */
export function conversationChanged(ctx: StoreContext, id: string | null, fresh: boolean): void {
  if (fresh && id) ctx.transcript = { id, at: Date.now() };
  ctx.emit({ type: 'conversation', conversationId: id });
  void ctx.socket?.register(id);
  if (!fresh) void loadTranscript(ctx);
}

/**
 * Looks up the user's conversations, adopts the most recent by createdAt and moves it to
 * the current project when its project differs. Runs once per user; a failed lookup is retried
 * on the next call. Resolves with the current conversation id, or null.
 */
export function lookupConversation(ctx: StoreContext): Promise<string | null> {
  const { userId, conversationId } = ctx.get();
  if (!userId) return Promise.resolve(conversationId);
  if (ctx.lookup?.userId === userId) return ctx.lookup.promise;
  let promise!: Promise<string | null>;
  promise = (async () => {
    let list: ConversationList;
    try {
      list = await ctx.client.listConversations(userId);
    } catch (error) {
      ctx.logger.warn('energy-advisor: conversation lookup failed', error);
      if (ctx.lookup?.promise === promise) ctx.lookup = undefined;
      return ctx.get().conversationId;
    }
    const state = ctx.get();
    const newest = newestConversation(list);
    if (state.userId !== userId || state.conversationId !== null || newest === undefined) return state.conversationId;
    const project = projectKey(state);
    if (newest.projectId !== project) {
      await ctx.client.patchConversation(newest.id, { projectId: project }).catch((error: unknown) => {
        ctx.logger.warn('energy-advisor: could not move the conversation to the project', error);
      });
    }
    if (ctx.get().userId !== userId || ctx.get().conversationId !== null) return ctx.get().conversationId;
    ctx.conversation.adopt(newest.id);
    return newest.id;
  })();
  ctx.lookup = { userId, promise };
  return promise;
}

/** The current conversation; after the lookup, one is created when there is none. */
export async function ensureConversation(ctx: StoreContext): Promise<string> {
  const found = await lookupConversation(ctx);
  const current = ctx.get().conversationId ?? found;
  if (current) return current;
  const state = ctx.get();
  return ctx.conversation.create(() => ctx.client.createConversation({ projectId: projectKey(state), userId: userKey(state) }));
}

/**
 * With a conversation set and the panel expanded, loads the transcript; when it has
 * messages they replace the history, sorted by timestamp ascending. A load started before a turn
 * or a reset changed the history is dropped. Skipped while the last load is fresh (10 s).
 */
export async function loadTranscript(ctx: StoreContext, options: { force?: boolean } = {}): Promise<void> {
  const { conversationId, isOpen } = ctx.get();
  if (!conversationId || !isOpen) return;
  const last = ctx.transcript;
  const fresh = last?.id === conversationId && Date.now() - last.at < WIDGET_CONSTANTS.conversationStaleMs;
  if (fresh && !options.force) return;
  const started = { id: conversationId, at: Date.now() };
  ctx.transcript = started;
  const unchanged = ctx.history.start();
  try {
    const messages = await ctx.client.getTranscript(conversationId);
    const state = ctx.get();
    if (state.conversationId !== conversationId || !unchanged() || state.pending) return;
    if (Array.isArray(messages) && messages.length > 0) ctx.set({ messages: sortByTimestamp(messages) });
  } catch (error) {
    if (ctx.transcript === started) ctx.transcript = undefined;
    ctx.logger.warn('energy-advisor: could not load the transcript', error);
  }
}

/** 'New Chat': creates a conversation, resets to the welcome message, tells the host. */
export async function newChat(ctx: StoreContext): Promise<void> {
  const state = ctx.get();
  try {
    const created = await ctx.client.createConversation({ projectId: projectKey(state), userId: userKey(state) });
    ctx.generation.next();
    ctx.history.next();
    ctx.set({ messages: [welcomeMessage()], pending: false, thinkingStage: null, conversationId: null });
    ctx.conversation.adopt(created.id, true);
    ctx.notify(TOASTS.newConversation);
  } catch (error) {
    ctx.notify(TOASTS.newConversationFailed(reasonOf(error)));
  }
}
