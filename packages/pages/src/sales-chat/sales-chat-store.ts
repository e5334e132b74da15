import type { ApiClient } from '@energy-advisor/client';
import type { CollectedVariables } from '@energy-advisor/contracts';
import { WIDGET_CONSTANTS, salesReplyText, type WidgetMessage } from '@energy-advisor/widget/parts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { localMessage, toSalesHistory } from '../shared/messages';
import { cannedReply } from './canned-reply';
import { SALES_TEXTS } from './texts';

/**
 * How a sales chat opens: `canned` (/sales-chat) with the local canned reply after
 * about 1 s; `greeting` (/optimized-sales-chat) with the greeting at once.
 */
export type SalesOpening = 'canned' | 'greeting';

export interface SalesChatOptions {
  /** The API calls of a sales chat; `visitor`, when there, is told who is chatting. */
  client: Partial<Pick<ApiClient, 'visitor'>> & Pick<ApiClient, 'sendSalesChat' | 'submitLead'>;
  opening: SalesOpening;
  /** Variables known before the chat starts (e.g. from the page's query). */
  collected?: CollectedVariables;
  /** Who is chatting; the server falls back to 'anonymous' and 'sales-lead'. */
  userId?: string | undefined;
  projectId?: string | undefined;
  /** The canned reply's delay (1000 ms); tests may shorten it. */
  cannedReplyMs?: number;
}

export interface SalesChatState {
  messages: WidgetMessage[];
  draft: string;
  /** True while a reply is awaited (and during the canned reply's delay). */
  busy: boolean;
  /** Unset until the first server reply names it, then reused. */
  conversationId: string | null;
  collected: CollectedVariables;
  /** The server flagged a lead form (is_lead_form). */
  leadForm: boolean;
  leadBusy: boolean;
  /** Terminal: the lead was stored; the input stays disabled. */
  leadSubmitted: boolean;

  /** Starts the opening: schedules the canned reply (again after `destroy`, until it has shown). */
  open(): void;
  setDraft(draft: string): void;
  /** Sends a message; blank text, a busy chat and a submitted lead send nothing. */
  send(text: string): Promise<void>;
  /** Submits the lead form; answers whether the lead was stored. */
  submitLead(name: string, email: string): Promise<boolean>;
  /** Cancels the canned reply's timer. */
  destroy(): void;
}

export type SalesChatStore = StoreApi<SalesChatState>;

/**
 * The state of a sales chat: the opening, chat turns through
 * POST /api/optimized-sales/chat with the earlier messages, the conversation id adopted from the
 * first reply, the collected variables, and the lead flow (chatting → lead form → lead submitted).
 */
export function createSalesChatStore(options: SalesChatOptions): SalesChatStore {
  const { client, opening } = options;
  const identity = {
    ...(options.userId ? { userId: options.userId } : {}),
    ...(options.projectId ? { projectId: options.projectId } : {}),
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The chat and the lead carry this browser's visitor token, so the conversation is the visitor's.
  client.visitor?.setUser({ userId: options.userId });

  return createStore<SalesChatState>()((set, get) => {
    const append = (message: WidgetMessage) => set((state) => ({ messages: [...state.messages, message] }));

    let opened = false;

    return {
      messages: opening === 'greeting' ? [{ ...localMessage('assistant', SALES_TEXTS.greeting), local: true }] : [],
      draft: '',
      busy: opening === 'canned',
      conversationId: null,
      collected: { ...options.collected },
      leadForm: false,
      leadBusy: false,
      leadSubmitted: false,

      open() {
        if (opening !== 'canned' || opened || timer !== undefined) return;
        timer = setTimeout(() => {
          timer = undefined;
          opened = true;
          append(localMessage('assistant', cannedReply(get().collected)));
          set({ busy: false });
        }, options.cannedReplyMs ?? WIDGET_CONSTANTS.simulatedSalesReplyMs);
      },
      setDraft: (draft) => set({ draft }),

      async send(text) {
        const message = text.trim();
        const before = get();
        if (message === '' || before.busy || before.leadSubmitted) return;
        const conversation = toSalesHistory(before.messages);
        set({ messages: [...before.messages, localMessage('user', message)], draft: '', busy: true });
        try {
          const answer = await client.sendSalesChat({
            message,
            ...(before.conversationId ? { conversationId: before.conversationId } : {}),
            ...identity,
            conversation,
          });
          set((state) => ({
            conversationId: state.conversationId ?? answer.conversation_id ?? null,
            collected: { ...state.collected, ...answer.collected_variables },
            leadForm: state.leadSubmitted ? false : state.leadForm || answer.is_lead_form === true,
          }));
          append(localMessage('assistant', salesReplyText(answer), answer.citations));
        } catch {
          append(localMessage('assistant', SALES_TEXTS.sendFailed));
        } finally {
          set({ busy: false });
        }
      },

      async submitLead(rawName, rawEmail) {
        const name = rawName.trim();
        const email = rawEmail.trim();
        const { conversationId, leadBusy, leadSubmitted } = get();
        if (name === '' || email === '' || conversationId === null || leadBusy || leadSubmitted) return false;
        set({ leadBusy: true });
        let stored = false;
        try {
          const answer = await client.submitLead({ name, email, conversationId });
          stored = answer.success === true;
        } catch {
          stored = false;
        }
        if (stored) {
          set((state) => ({ leadSubmitted: true, leadForm: false, leadBusy: false, collected: { ...state.collected, name, email } }));
          append(localMessage('assistant', SALES_TEXTS.leadSaved));
        } else {
          set({ leadBusy: false });
          append(localMessage('assistant', SALES_TEXTS.leadFailed));
        }
        return stored;
      },

      destroy() {
        if (timer !== undefined) clearTimeout(timer);
        timer = undefined;
      },
    };
  });
}
