import { DEFAULT_ASSISTANT_REPLY } from '@energy-advisor/contracts/constants';
import type { ReasoningAnswer, SalesAdviceAnswer } from '@energy-advisor/contracts';

/** The reply when the advisor answered but gave neither advice nor a next question. */
export const NO_ADVICE_REPLY = 'I understand. How else can I help you today?';

const present = (text: string | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The assistant text of a sales answer: the advice joined with the next question, or
 * NO_ADVICE_REPLY; the default reply when nothing came back at all.
 */
export function salesReplyText(answer: Partial<SalesAdviceAnswer> | null | undefined): string {
  if (answer === null || answer === undefined || typeof answer !== 'object') return DEFAULT_ASSISTANT_REPLY;
  const parts = [answer.advice, answer.next_question].filter(present);
  return parts.length > 0 ? parts.join('\n\n') : NO_ADVICE_REPLY;
}

/** The assistant text of a reasoning answer: its content, or the default reply when empty. */
export function reasoningReplyText(answer: Partial<ReasoningAnswer> | null | undefined): string {
  return present(answer?.content) ? answer.content : DEFAULT_ASSISTANT_REPLY;
}
