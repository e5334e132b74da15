import { randomUUID } from 'node:crypto';
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { App } from '../types';
import type { ConversationRow } from '../db/conversation.table';
import type { MessageRow } from '../db/message.table';
import type { AdvisorProvider, AdvisorReply } from '../advisor/types';
import { parseJson } from '../routes/present';
import type { TurnContext } from './turn-store';

export interface ChatTurnResult {
  reply: AdvisorReply;
  /** The advice joined with the next question: what the assistant message says. */
  content: string;
  userMessage: MessageRow;
  assistantMessage: MessageRow;
}

/** The assistant message's text: advice, then the next question. */
export const joinReply = (reply: Pick<AdvisorReply, 'advice' | 'next_question'>) =>
  [reply.advice, reply.next_question].filter((part) => part.trim() !== '').join('\n\n');

function changedVariables(before: CollectedVariables, after: CollectedVariables): CollectedVariables {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key] !== value));
}

/**
 * One chat turn, end to end (from `context` when the caller has just read it, see TurnStore.open): run the advisor (publishing thinking stages and reply chunks on the
 * conversation's sockets), then store the visitor's message, the reply, the collected variables and
 * the lead-form mark in one transaction (shared with concurrent turns, see `db/group-commit.ts`).
 * If the advisor throws, the visitor's message is still stored.
 */
export async function runChatTurn(
  app: App,
  input: { conversation: ConversationRow; message: string; provider?: AdvisorProvider; context?: TurnContext },
): Promise<ChatTurnResult> {
  const { conversation, message } = input;
  const provider = input.provider ?? app.advisor.provider;
  const { history, collected } = input.context ?? (await app.turns.context(conversation.id, provider.history));
  const userMessage = { sender: 'user' as const, content: message, timestamp: new Date().toISOString() };

  const streamId = `stream-${randomUUID()}`;
  let reply: AdvisorReply;
  try {
    reply = await provider.reply(
      { message, history, collected, buildingDetails: parseJson(conversation.building_details, {}) },
      {
        onStage: (stage) => app.hub.publishThinking(conversation.id, stage),
        onChunk: (text) => app.hub.publishChunk(conversation.id, { messageId: streamId, content: text, isComplete: false }),
        streaming: () => app.hub.socketCount(conversation.id) > 0,
      },
    );
  } catch (error) {
    // The visitor's words are kept even when no advisor could answer.
    await app.turns.save({ conversationId: conversation.id, messages: [userMessage] });
    throw error;
  }
  const content = joinReply(reply);
  const answeredAt = new Date().toISOString();
  const [storedUser, storedAssistant] = await app.turns.save({
    conversationId: conversation.id,
    messages: [
      userMessage,
      { sender: 'assistant', content, timestamp: answeredAt, citations: reply.citations, modelUsed: reply.model_used },
    ],
    variables: changedVariables(collected, reply.collected_variables),
    source: 'advisor',
    leadFormAt: reply.is_lead_form ? answeredAt : null,
  });
  app.hub.publishChunk(conversation.id, { messageId: streamId, content: '', isComplete: true, citations: reply.citations });
  return { reply, content, userMessage: storedUser as MessageRow, assistantMessage: storedAssistant as MessageRow };
}
