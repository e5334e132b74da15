import { randomUUID } from 'node:crypto';
import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import type { App } from '../types';
import type { ConversationRow } from '../db/conversation.table';
import type { MessageRow } from '../db/message.table';
import type { AdvisorProvider, AdvisorReply } from '../advisor/types';
import { writeTransaction } from '../db/database';
import { insertMessage, listRecentMessages } from '../repositories/messages.repository';
import { getCollectedVariables, setCollectedVariables } from '../repositories/collected-variables.repository';
import { parseJson } from '../routes/present';

/** How many earlier messages the advisor sees: enough for the question policy and context. */
export const HISTORY_LIMIT = 24;

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
 * One chat turn, end to end: run the advisor (publishing thinking stages and reply chunks on the
 * conversation's sockets), then store the visitor's message, the reply, the collected variables and
 * the lead-form mark in one transaction. If the advisor throws, the visitor's message is still stored.
 */
export async function runChatTurn(
  app: App,
  input: { conversation: ConversationRow; message: string; provider?: AdvisorProvider },
): Promise<ChatTurnResult> {
  const { conversation, message } = input;
  const provider = input.provider ?? app.advisor.provider;
  const [earlier, collected] = await Promise.all([
    listRecentMessages(app.db, conversation.id, HISTORY_LIMIT),
    getCollectedVariables(app.db, conversation.id),
  ]);
  const history: SalesMessage[] = earlier.map((row) => ({ role: row.sender, content: row.content }));
  const sentAt = new Date().toISOString();
  const storeUserMessage = (db: typeof app.db) =>
    insertMessage(db, { conversationId: conversation.id, sender: 'user', content: message, timestamp: sentAt });

  const streamId = `stream-${randomUUID()}`;
  let reply: AdvisorReply;
  try {
    reply = await provider.reply(
      { message, history, collected, buildingDetails: parseJson(conversation.building_details, {}) },
      {
        onStage: (stage) => app.hub.publishThinking(conversation.id, stage),
        onChunk: (text) => app.hub.publishChunk(conversation.id, { messageId: streamId, content: text, isComplete: false }),
      },
    );
  } catch (error) {
    // The visitor's words are kept even when no advisor could answer.
    await writeTransaction(app.db, storeUserMessage);
    throw error;
  }
  const content = joinReply(reply);

  const { userMessage, assistantMessage } = await writeTransaction(app.db, async (trx) => {
    const userMessage = await storeUserMessage(trx);
    const stored = await insertMessage(trx, {
      conversationId: conversation.id,
      sender: 'assistant',
      content,
      citations: reply.citations,
      modelUsed: reply.model_used,
    });
    await setCollectedVariables(trx, conversation.id, changedVariables(collected, reply.collected_variables), 'advisor');
    if (reply.is_lead_form && conversation.lead_form_at === null) {
      await trx.updateTable('conversations').set({ lead_form_at: stored.timestamp }).where('id', '=', conversation.id).execute();
    }
    return { userMessage, assistantMessage: stored };
  });
  app.hub.publishChunk(conversation.id, { messageId: streamId, content: '', isComplete: true, citations: reply.citations });
  return { reply, content, userMessage, assistantMessage };
}
