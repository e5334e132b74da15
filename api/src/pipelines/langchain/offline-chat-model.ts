import { SimpleChatModel, type BaseChatModelParams } from '@langchain/core/language_models/chat_models';
import type { BaseMessage } from '@langchain/core/messages';
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { AdvisorBackend, AdvisorReply } from '../../providers/backend';

/**
 * The offline advisor as a LangChain chat model (a Runnable), so the LangChain pipeline runs with
 * no key: it answers the last human message (the visitor's question) with the offline engine, which
 * retrieves from the same knowledge base itself; the system context is not read. The reply it wrote
 * last is kept for its citations.
 */
export class OfflineAdvisorChatModel extends SimpleChatModel {
  /** The reply of the last call. */
  lastReply: AdvisorReply | undefined;

  constructor(
    private readonly offline: AdvisorBackend,
    private readonly collected: CollectedVariables = {},
    params: BaseChatModelParams = {},
  ) {
    super(params);
  }

  override _llmType(): string {
    return 'offline-advisor';
  }

  override async _call(messages: BaseMessage[], options: this['ParsedCallOptions']): Promise<string> {
    const question = [...messages].reverse().find((message) => message.getType() === 'human');
    const text = typeof question?.content === 'string' ? question.content : (question?.text ?? '');
    const reply = await this.offline.reply({ message: text, history: [], collected: this.collected }, options.signal ? { signal: options.signal } : {});
    this.lastReply = reply;
    return reply.advice;
  }
}
