import type { ApiClient } from '@energy-advisor/client';
import type { ProviderQueryRequest, ProviderQueryResult } from '@energy-advisor/contracts';
import { toastActions, type ShownToast, type ToastActions } from '@energy-advisor/widget/parts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { QueryIdentity } from '../shared/query-identity';
import { requestFailure } from '../shared/request-failure';
import { IDLE, RUNNING, type RunState } from '../shared/run-state';
import { MODEL_COMPARE_TEXTS } from './texts';

/** The calls of the three-way comparison. */
export type ModelCompareClient = Pick<ApiClient, 'queryProduct' | 'queryLangchain' | 'queryGemini'>;

/** The three columns, in order. */
export const COMPARED_MODELS = ['openai', 'langchain', 'gemini'] as const;
export type ComparedModel = (typeof COMPARED_MODELS)[number];

export interface ModelCompareState extends ToastActions {
  query: string;
  columns: Record<ComparedModel, RunState<ProviderQueryResult>>;
  /** The toast on screen ('Query is required'). */
  toast: ShownToast | null;
  /** The 'Google API Key Required' modal is open. */
  keyModalOpen: boolean;

  setQuery(query: string): void;
  /**
   * Asks all three at once. A blank query shows 'Query is required' and asks nothing; while a
   * comparison runs another does nothing. Each column settles on its own.
   */
  compare(): Promise<void>;
  closeKeyModal(): void;
}

export type ModelCompareStore = StoreApi<ModelCompareState>;

/**
 * The three-way comparison: OpenAI (POST /api/openai/query), LangChain on the same OpenAI model
 * (POST /api/langchain/query, provider openai) and Gemini (POST /api/gemini/query). When the
 * Gemini answer says its key is missing, the 'Google API Key Required' modal opens.
 */
export function createModelCompareStore(client: ModelCompareClient, identity: QueryIdentity): ModelCompareStore {
  const ask: Record<ComparedModel, (request: ProviderQueryRequest) => Promise<ProviderQueryResult>> = {
    openai: (request) => client.queryProduct('openai', request),
    langchain: (request) => client.queryLangchain({ ...request, provider: 'openai' }),
    gemini: (request) => client.queryGemini(request),
  };
  return createStore<ModelCompareState>()((set, get) => ({
    ...toastActions(set),
    query: '',
    columns: { openai: IDLE, langchain: IDLE, gemini: IDLE },
    toast: null,
    keyModalOpen: false,

    setQuery: (query) => set({ query }),
    closeKeyModal: () => set({ keyModalOpen: false }),

    async compare() {
      const query = get().query.trim();
      if (query === '') {
        get().notify(MODEL_COMPARE_TEXTS.queryRequired);
        return;
      }
      if (COMPARED_MODELS.some((model) => get().columns[model].status === 'running')) return;
      set({ columns: { openai: RUNNING, langchain: RUNNING, gemini: RUNNING }, toast: null });
      const request: ProviderQueryRequest = { query, projectId: identity.projectId, userId: identity.userId };
      await Promise.all(
        COMPARED_MODELS.map(async (model) => {
          let run: RunState<ProviderQueryResult>;
          try {
            run = { status: 'done', data: await ask[model](request) };
          } catch (error) {
            run = { status: 'failed', failure: requestFailure(error, MODEL_COMPARE_TEXTS.columns[model].implementation) };
          }
          set((state) => ({ columns: { ...state.columns, [model]: run } }));
          if (model === 'gemini' && run.status === 'done' && run.data.missingApiKey) set({ keyModalOpen: true });
        }),
      );
    },
  }));
}
