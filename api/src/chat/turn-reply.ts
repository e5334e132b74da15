import type { CollectedVariables } from '@energy-advisor/contracts';
import type { AdvisorReply } from '../advisor/types';
import type { TurnWrite } from './turn-tables';

/** The parts of the assistant message's text: the advice, then the next question, those not blank. */
export const replyParts = (reply: Pick<AdvisorReply, 'advice' | 'next_question'>) =>
  [reply.advice, reply.next_question].filter((part) => part.trim() !== '');

/** The assistant message's text: its parts with a blank line between them. */
export const joinReply = (reply: Pick<AdvisorReply, 'advice' | 'next_question'>) => replyParts(reply).join('\n\n');

/** The variables of `after` that differ from `before`. */
function changedVariables(before: CollectedVariables, after: CollectedVariables): CollectedVariables {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
}

/**
 * What a turn stores: the visitor's message, the reply (its text, citations and model), the
 * variables it changed and, when it opened the lead form, that mark. Without a reply (no advisor
 * could answer) only the visitor's message.
 */
export function turnWrite(
  conversationId: string,
  visitor: { content: string; timestamp: string },
  answer?: { reply: AdvisorReply; collected: CollectedVariables; answeredAt: string },
): TurnWrite {
  const userMessage = { sender: 'user' as const, ...visitor };
  if (!answer) return { conversationId, messages: [userMessage] };
  const { reply, collected, answeredAt } = answer;
  return {
    conversationId,
    messages: [
      userMessage,
      { sender: 'assistant', content: joinReply(reply), timestamp: answeredAt, citations: reply.citations, modelUsed: reply.model_used },
    ],
    variables: changedVariables(collected, reply.collected_variables),
    source: 'advisor',
    leadFormAt: reply.is_lead_form ? answeredAt : null,
  };
}
