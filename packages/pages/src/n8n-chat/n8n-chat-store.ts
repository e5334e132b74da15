import type { ApiClient } from '@energy-advisor/client';
import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type { WidgetMessage } from '@energy-advisor/widget/parts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { localMessage } from '../shared/messages';
import { randomUuid } from '../shared/random-uuid';
import { N8N_DEFAULTS, N8N_TEXTS } from './texts';
import { webhookOutput } from './webhook-output';

export interface N8nChatOptions {
  client: Pick<ApiClient, 'postWebhook'>;
  /** The webhook to start with; by default the product's own POST /api/n8n/webhook on the page's origin. */
  webhookUrl?: string;
  /** Makes session ids (tests); a random UUID by default. */
  newSessionId?: () => string;
}

export interface N8nChatState {
  webhookUrl: string;
  userId: string;
  projectId: string;
  sessionId: string;
  messages: WidgetMessage[];
  draft: string;
  /** True while a reply is pending: further sends are ignored. */
  busy: boolean;

  /** 'Update Webhook': a blank entry keeps the current URL; no other check. */
  updateWebhook(url: string): void;
  setUserId(userId: string): void;
  setProjectId(projectId: string): void;
  /** 'New Session': a fresh UUID and the conversation back to the greeting. */
  newSession(): void;
  setDraft(draft: string): void;
  /** Posts `{ chatInput, sessionId }` to the webhook and shows its `output`. */
  send(text: string): Promise<void>;
}

export type N8nChatStore = StoreApi<N8nChatState>;

/** The product's own webhook, as an absolute URL on the page's origin. */
export function defaultWebhookUrl(): string {
  return new URL(API_ROUTES.n8nWebhook, globalThis.location?.href ?? 'http://localhost/').href;
}

const greeting = (): WidgetMessage => ({ ...localMessage('assistant', N8N_TEXTS.greeting), local: true });

/** The state of the workflow-webhook chat. */
export function createN8nChatStore(options: N8nChatOptions): N8nChatStore {
  const newSessionId = options.newSessionId ?? randomUuid;
  return createStore<N8nChatState>()((set, get) => ({
    webhookUrl: options.webhookUrl ?? defaultWebhookUrl(),
    userId: N8N_DEFAULTS.userId,
    projectId: N8N_DEFAULTS.projectId,
    sessionId: newSessionId(),
    messages: [greeting()],
    draft: '',
    busy: false,

    updateWebhook(url) {
      const next = url.trim();
      if (next !== '') set({ webhookUrl: next });
    },
    setUserId: (userId) => set({ userId }),
    setProjectId: (projectId) => set({ projectId }),
    newSession: () => set({ sessionId: newSessionId(), messages: [greeting()], draft: '', busy: false }),
    setDraft: (draft) => set({ draft }),

    async send(text) {
      const chatInput = text.trim();
      const { busy, sessionId, webhookUrl } = get();
      if (chatInput === '' || busy) return;
      set((state) => ({ messages: [...state.messages, localMessage('user', chatInput)], draft: '', busy: true }));
      let reply: string;
      try {
        reply = webhookOutput(await options.client.postWebhook(webhookUrl, { chatInput, sessionId }));
      } catch {
        reply = N8N_TEXTS.error;
      }
      // A reply to a session that 'New Session' has replaced is dropped.
      if (get().sessionId !== sessionId) return;
      set((state) => ({ messages: [...state.messages, localMessage('assistant', reply)], busy: false }));
    },
  }));
}
