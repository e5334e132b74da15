import type { Message, ReasoningAnswer, SalesAdviceAnswer } from '@energy-advisor/contracts';
import { ensureConversation } from './conversation-actions';
import { localId, reconcileReply } from './messages';
import { reasoningReplyText, salesReplyText } from './reply-text';
import { projectKey, userKey, type StoreContext } from './store-context';
import { reasonOf, TOASTS } from './toasts';
import { DEFAULT_LABELS, label } from '../labels/catalogue';
import type { WidgetMessage } from './types';

/** The placeholder of a voice message while it is transcribed (shown in the labels' `voicePlaceholder`). */
export const VOICE_PLACEHOLDER = DEFAULT_LABELS.voicePlaceholder;

/** Nothing intelligible was heard in a voice message: the toast says 'Transcription failed'. */
class BlankTranscriptError extends Error {}

/**
 * Stops the reply being written (the Stop button): the text turn's request is aborted, so the
 * server cancels the reply and keeps what it had said, marked as stopped; the widget keeps the
 * streamed text shown so far, marked the same, and asks no other back end.
 */
export function stop(ctx: StoreContext): void {
  ctx.turn?.stop?.abort();
}

/** Sends a text message. Blank text is ignored; turns run one after another. */
export function send(ctx: StoreContext, text: string): Promise<void> {
  const content = text.trim();
  if (content === '') return Promise.resolve();
  return enqueue(ctx, () => runTextTurn(ctx, content));
}

/**
 * Sends a recorded voice message: the placeholder 'Transcribing voice message...', then the
 * transcript in its place (told to the host), then the reply (with its spoken `audioUrl`) after
 * ~1.5 s. A failure or a blank transcript removes the placeholder and shows the 'Error' toast.
 */
export function sendVoice(ctx: StoreContext, audio: Blob): Promise<void> {
  return enqueue(ctx, () => runVoiceTurn(ctx, audio));
}

function enqueue(ctx: StoreContext, turn: () => Promise<void>): Promise<void> {
  const next = ctx.queue.then(turn, turn);
  ctx.queue = next.catch(() => undefined);
  return next;
}

/**
 * Adds the visitor's message and opens a turn; answers the message, a check that no reset happened
 * since, and the stream ids the turn shows. The host is told about the message unless it is a
 * placeholder (`announce` false: a voice message is told once its transcript is known).
 */
function startTurn(
  ctx: StoreContext,
  content: string,
  announce = true,
  transcribing = false,
): { user: WidgetMessage; current: () => boolean; streamedIds: Set<Message['id']> } {
  const id = localId();
  const user: WidgetMessage = { id, key: id, content, sender: 'user', timestamp: new Date().toISOString(), ...(transcribing && { transcribing }) };
  const turn = { streamedIds: new Set<Message['id']>() };
  ctx.turn = turn;
  ctx.history.next();
  ctx.set((state) => ({ messages: [...state.messages, user], pending: true, thinkingStage: null }));
  if (announce) ctx.emit({ type: 'message', message: user });
  return { user, current: ctx.generation.start(), streamedIds: turn.streamedIds };
}

function endTurn(ctx: StoreContext, streamedIds: Set<Message['id']>): void {
  for (const id of streamedIds) ctx.finishedStreams.add(id);
  if (ctx.turn?.streamedIds === streamedIds) ctx.turn = null;
  ctx.set({ pending: false, thinkingStage: null });
}

/**
 * Changes the visitor's message of a turn (the id the server stored it under, a transcript), or
 * removes it (null). Its React key stays, so the bubble is not mounted again.
 */
function updateUserMessage(ctx: StoreContext, user: WidgetMessage, changes: Partial<WidgetMessage> | null): void {
  ctx.set((state) => ({
    messages: changes
      ? state.messages.map((message) => (message.id === user.id ? { ...message, ...changes } : message))
      : state.messages.filter((message) => message.id !== user.id),
  }));
}

/** A stopped turn: its streamed preview stays as far as it got, finished and marked stopped. */
function showStopped(ctx: StoreContext, streamedIds: Set<Message['id']>): void {
  for (const id of streamedIds) ctx.finishedStreams.add(id);
  ctx.set((state) => ({
    messages: state.messages.map((message) =>
      streamedIds.has(message.id) ? { ...message, isStreaming: false, isAnimating: false, stopped: true } : message,
    ),
    thinkingStage: null,
  }));
}

/** Shows the reply in place of the turn's streamed preview (the HTTP answer is the truth). */
function showReply(ctx: StoreContext, streamedIds: Set<Message['id']>, reply: WidgetMessage): void {
  for (const id of streamedIds) ctx.finishedStreams.add(id);
  ctx.set((state) => ({ messages: reconcileReply(state.messages, streamedIds, reply), thinkingStage: null }));
  ctx.emit({ type: 'message', message: reply });
}

async function conversationForTurn(ctx: StoreContext): Promise<string | null> {
  try {
    const id = await ensureConversation(ctx);
    await ctx.socket?.register(id, { beforeTurn: true });
    return id;
  } catch (error) {
    ctx.logger.warn('energy-advisor: no conversation yet; the advisor will create one', error);
    return null;
  }
}

const replyFromSales = (answer: SalesAdviceAnswer | null): WidgetMessage => ({
  id: answer?.assistant_message_id ?? localId(),
  key: localId(),
  content: salesReplyText(answer),
  sender: 'assistant',
  timestamp: new Date().toISOString(),
  citations: answer?.citations ?? [],
});

const replyFromReasoning = (answer: ReasoningAnswer): WidgetMessage => ({
  id: answer.id ?? localId(),
  key: localId(),
  content: reasoningReplyText(answer),
  sender: 'assistant',
  timestamp: answer.timestamp ?? new Date().toISOString(),
  citations: answer.citations ?? [],
  ...(answer.audioUrl ? { audioUrl: answer.audioUrl } : {}),
  ...(answer.imageUrl ? { imageUrl: answer.imageUrl } : {}),
});

async function runTextTurn(ctx: StoreContext, content: string): Promise<void> {
  const { user, current, streamedIds } = startTurn(ctx, content);
  const stopper = new AbortController();
  if (ctx.turn) ctx.turn.stop = stopper;
  try {
    const conversationId = await conversationForTurn(ctx);
    const state = ctx.get();
    const identity = { projectId: projectKey(state), userId: userKey(state) };
    try {
      if (stopper.signal.aborted) return;
      const answer = await ctx.client.sendSalesChat({ message: content, conversationId, ...identity }, { signal: stopper.signal });
      if (!current()) return;
      if (answer?.conversation_id && ctx.get().conversationId === null) ctx.conversation.adopt(answer.conversation_id, true);
      updateUserMessage(ctx, user, { id: answer?.user_message_id ?? user.id });
      showReply(ctx, streamedIds, replyFromSales(answer));
    } catch (salesError) {
      if (stopper.signal.aborted) {
        if (current()) showStopped(ctx, streamedIds);
        return;
      }
      // When the sales chat fails, the reasoning message answers instead, silently.
      ctx.logger.warn('energy-advisor: sales chat failed, falling back to the reasoning message', salesError);
      const answer = await ctx.client.sendReasoningMessage({
        ...identity,
        projectIdType: state.projectId ? 'project' : state.jobId ? 'job' : 'project',
        content,
        mode: 'chat',
        conversationId,
      });
      await ctx.wait(ctx.delays.reasoningReplyMs);
      if (!current()) return;
      if (answer.conversationId && ctx.get().conversationId === null) ctx.conversation.adopt(answer.conversationId, true);
      updateUserMessage(ctx, user, { id: answer.userMessageId ?? user.id });
      showReply(ctx, streamedIds, replyFromReasoning(answer));
    }
  } catch (error) {
    if (current()) ctx.notify(TOASTS.sendFailed(reasonOf(error)));
  } finally {
    endTurn(ctx, streamedIds);
  }
}

async function runVoiceTurn(ctx: StoreContext, audio: Blob): Promise<void> {
  const { user, current, streamedIds } = startTurn(ctx, VOICE_PLACEHOLDER, false, true);
  try {
    const conversationId = await conversationForTurn(ctx);
    const state = ctx.get();
    const answer = await ctx.client.uploadConversationVoice({
      audio,
      projectId: projectKey(state),
      userId: userKey(state),
      ...(conversationId ? { conversationId } : {}),
    });
    if (!current()) return;
    const transcript = answer.transcript.trim();
    // Nothing intelligible was heard: nothing is passed on.
    if (transcript === '') throw new BlankTranscriptError();
    const { transcribing: _placeholder, ...heard } = user;
    const spoken: WidgetMessage = { ...heard, id: answer.userMessageId ?? user.id, content: transcript };
    updateUserMessage(ctx, user, { id: spoken.id, content: transcript, transcribing: false });
    ctx.emit({ type: 'message', message: spoken });
    await ctx.wait(ctx.delays.voiceReplyMs);
    if (!current()) return;
    if (answer.conversationId && ctx.get().conversationId === null) ctx.conversation.adopt(answer.conversationId, true);
    showReply(ctx, streamedIds, replyFromReasoning(answer));
  } catch (error) {
    if (!current()) return;
    updateUserMessage(ctx, user, null);
    ctx.notify(TOASTS.voiceFailed(error instanceof BlankTranscriptError ? label('transcriptionFailed') : reasonOf(error)));
  } finally {
    endTurn(ctx, streamedIds);
  }
}
