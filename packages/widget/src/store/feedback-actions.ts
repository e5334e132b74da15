import { isApiError } from '@energy-advisor/client';
import type { StoreContext } from './store-context';
import { TOASTS } from './toasts';
import { label } from '../labels/catalogue';

/**
 * Submits feedback on the message the dialog is open for: blank text and a missing
 * conversation are refused with their toasts; success and failure have theirs. Answers whether
 * the feedback was stored.
 */
export async function submitFeedback(ctx: StoreContext, text: string): Promise<boolean> {
  const userFeedback = text.trim();
  if (userFeedback === '') {
    ctx.notify(TOASTS.feedbackRequired);
    return false;
  }
  const { conversationId, feedbackFor, messages } = ctx.get();
  if (!conversationId) {
    ctx.notify(TOASTS.feedbackNoConversation);
    return false;
  }
  const index = feedbackFor ? messages.findIndex((message) => message.id === feedbackFor.id) : -1;
  const previousMessage = messages
    .slice(0, index === -1 ? messages.length : index)
    .findLast((message) => message.sender === 'user')?.content;
  ctx.set({ feedbackPending: true });
  try {
    await ctx.client.submitFeedback({
      conversationId,
      // Only stored (numeric) ids name a message; anything else is sent unattached (0).
      messageId: typeof feedbackFor?.id === 'number' ? feedbackFor.id : 0,
      userFeedback,
      ...(previousMessage !== undefined ? { previousMessage } : {}),
    });
    ctx.notify(TOASTS.feedbackSubmitted);
    ctx.set({ feedbackFor: null });
    return true;
  } catch (error) {
    ctx.logger.warn('energy-advisor: feedback failed', error);
    ctx.notify(TOASTS.feedbackFailed);
    return false;
  } finally {
    ctx.set({ feedbackPending: false });
  }
}

/**
 * Transcribes recorded audio: answers the text, or '' after a 'Transcription Error'
 * toast — no audio, the server's message, a failed request, `success: false` or empty text.
 */
export async function transcribe(ctx: StoreContext, audio: Blob | null | undefined): Promise<string> {
  if (!audio || audio.size === 0) {
    ctx.notify(TOASTS.transcriptionFailed(label('transcriptionNoAudio')));
    return '';
  }
  try {
    const answer = await ctx.client.transcribeAudio(audio);
    const text = answer.success ? (answer.text ?? '').trim() : '';
    if (text === '') {
      ctx.notify(TOASTS.transcriptionFailed(!answer.success && answer.message ? answer.message : label('transcriptionFailed')));
    }
    return text;
  } catch (error) {
    const description = isApiError(error)
      ? (error.userMessage ?? label('transcribeFailedStatus', { status: error.status, statusText: error.response.statusText }))
      : label('transcribeFailed');
    ctx.notify(TOASTS.transcriptionFailed(description));
    return '';
  }
}
