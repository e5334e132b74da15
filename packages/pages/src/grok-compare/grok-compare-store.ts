import type { ApiClient } from '@energy-advisor/client';
import type { CollectedVariables, SalesAdviceAnswer, SalesMessage } from '@energy-advisor/contracts';
import { salesReplyText, type WidgetMessage } from '@energy-advisor/widget/parts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { localMessage, toSalesHistory } from '../shared/messages';
import type { QueryIdentity } from '../shared/query-identity';
import { requestFailure, type RequestFailure } from '../shared/request-failure';
import { GROK_COMPARE_TEXTS } from './texts';

/** The calls of the two-model comparison; `visitor`, when there, is told who is chatting. */
export type GrokCompareClient = Partial<Pick<ApiClient, 'visitor'>> & Pick<ApiClient, 'sendSalesChat' | 'sendGrokChat'>;

/** The two advisors, in column order. */
export const SIDES = ['gpt', 'grok'] as const;
export type Side = (typeof SIDES)[number];

/** One advisor's conversation. */
export interface ChatSide {
  messages: WidgetMessage[];
  /** Unset until its first reply names it, then reused. */
  conversationId: string | null;
  collected: CollectedVariables;
  /** Who wrote the latest reply (the server's `model_used`). */
  modelUsed: string | null;
  pending: boolean;
  /** The latest turn's failure, until the next message. */
  failure: RequestFailure | null;
}

export type CompareTab = 'split' | 'variables';

export interface GrokCompareState {
  tab: CompareTab;
  draft: string;
  sides: Record<Side, ChatSide>;

  setTab(tab: CompareTab): void;
  setDraft(draft: string): void;
  /** Sends the message to both advisors; blank text, or a reply still awaited on either side, sends nothing. */
  send(text: string): Promise<void>;
}

export type GrokCompareStore = StoreApi<GrokCompareState>;

const emptySide = (): ChatSide => ({ messages: [], conversationId: null, collected: {}, modelUsed: null, pending: false, failure: null });

/**
 * GPT-4o against Grok: each message goes to POST /api/optimized-sales/chat on the OpenAI back
 * end and to POST /api/grok-chat/chat, each with its own history and conversation id.
 */
export function createGrokCompareStore(client: GrokCompareClient, identity: Partial<QueryIdentity>): GrokCompareStore {
  client.visitor?.setUser({ userId: identity.userId });
  const ask: Record<Side, (message: string, conversation: SalesMessage[], conversationId: string | null) => Promise<SalesAdviceAnswer>> = {
    gpt: (message, conversation, conversationId) =>
      client.sendSalesChat({ message, conversation, ...(conversationId ? { conversationId } : {}), ...identity, provider: 'openai' }),
    grok: (message, conversation, conversationId) =>
      client.sendGrokChat({ message, conversation, ...(conversationId ? { conversationId } : {}), ...identity }),
  };

  return createStore<GrokCompareState>()((set, get) => {
    const update = (side: Side, change: (current: ChatSide) => Partial<ChatSide>) =>
      set((state) => ({ sides: { ...state.sides, [side]: { ...state.sides[side], ...change(state.sides[side]) } } }));

    return {
      tab: 'split',
      draft: '',
      sides: { gpt: emptySide(), grok: emptySide() },

      setTab: (tab) => set({ tab }),
      setDraft: (draft) => set({ draft }),

      async send(text) {
        const message = text.trim();
        const { sides } = get();
        if (message === '' || SIDES.some((side) => sides[side].pending)) return;
        set({ draft: '' });
        await Promise.all(
          SIDES.map(async (side) => {
            const before = get().sides[side];
            const conversation = toSalesHistory(before.messages);
            update(side, (current) => ({ messages: [...current.messages, localMessage('user', message)], pending: true, failure: null }));
            try {
              const answer = await ask[side](message, conversation, before.conversationId);
              update(side, (current) => ({
                messages: [...current.messages, localMessage('assistant', salesReplyText(answer), answer.citations)],
                conversationId: current.conversationId ?? answer.conversation_id ?? null,
                collected: { ...current.collected, ...answer.collected_variables },
                modelUsed: answer.model_used || current.modelUsed,
                pending: false,
              }));
            } catch (error) {
              update(side, () => ({ pending: false, failure: requestFailure(error, GROK_COMPARE_TEXTS.sides[side].implementation) }));
            }
          }),
        );
      },
    };
  });
}
