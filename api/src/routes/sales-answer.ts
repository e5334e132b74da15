import type { SalesAdviceAnswer } from '@energy-advisor/contracts';
import type { AdvisorReply } from '../advisor/types';
import { joinReply, replyParts } from '../chat/turn-reply';

/**
 * The chat answer, field by field as the schema lists them (citations too, whatever else a back
 * end put in them). `content` is what the assistant message says, the advice joined with the next
 * question ({@link joinReply}): the chat turn's own, or else joined here.
 */
export function salesAnswer(reply: AdvisorReply, conversationId: string, content = joinReply(reply)): SalesAdviceAnswer {
  return {
    advice: reply.advice,
    next_question: reply.next_question,
    content,
    citations: reply.citations.map(({ id, type, title }) => ({ id, type, title })),
    conversation_id: conversationId,
    collected_variables: reply.collected_variables,
    model_used: reply.model_used,
    is_lead_form: reply.is_lead_form,
  };
}

/** A JSON string literal's text between its quotes. */
const unquoted = (json: string) => json.slice(1, -1);

/**
 * The chat answer as JSON text: exactly what `JSON.stringify(answer)` writes (tested), with the
 * advice escaped once although the answer carries it twice, on its own and in `content`. The
 * advice is most of the answer's 3 KB, and V8 escapes a string character by character (about
 * 10 µs an answer on this project's machine, on the hottest route; see README, Performance).
 * Escaping text piece by piece gives what escaping it whole gives: JSON escapes each character on
 * its own, and the blank line between the pieces keeps a surrogate pair from forming across them.
 */
export function salesAnswerText(answer: SalesAdviceAnswer): string {
  const advice = JSON.stringify(answer.advice);
  const question = JSON.stringify(answer.next_question);
  return (
    `{"advice":${advice},"next_question":${question},"content":${contentText(answer, advice, question)},` +
    `"citations":${JSON.stringify(answer.citations)},"conversation_id":${JSON.stringify(answer.conversation_id)},` +
    `"collected_variables":${JSON.stringify(answer.collected_variables)},"model_used":${JSON.stringify(answer.model_used)},` +
    `"is_lead_form":${JSON.stringify(answer.is_lead_form)}}`
  );
}

/** `content` as JSON, from the escaped advice and question when it is their join (as the chat turn makes it). */
function contentText(answer: SalesAdviceAnswer, advice: string, question: string): string {
  if (answer.content !== joinReply(answer)) return JSON.stringify(answer.content);
  // the join's parts as escaped above: a part equal to the advice has its text, the other is the question
  const escaped = replyParts(answer).map((part) => unquoted(part === answer.advice ? advice : question));
  return `"${escaped.join('\\n\\n')}"`;
}
