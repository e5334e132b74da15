import type { SalesAdviceAnswer } from '@energy-advisor/contracts';
import type { ChatTurnResult } from '../chat/chat-turn';

/**
 * The chat answer of a turn. Fastify writes it from the answer's schema, so whatever else a back
 * end put in its reply (a citation's score, say) never reaches the visitor.
 */
export function salesAnswer(turn: ChatTurnResult): SalesAdviceAnswer {
  const { reply } = turn;
  return {
    advice: reply.advice,
    next_question: reply.next_question,
    content: turn.content,
    citations: reply.citations,
    conversation_id: turn.conversationId,
    collected_variables: reply.collected_variables,
    model_used: reply.model_used,
    is_lead_form: reply.is_lead_form,
    user_message_id: turn.userMessage.id,
    assistant_message_id: turn.assistantMessage.id,
  };
}
