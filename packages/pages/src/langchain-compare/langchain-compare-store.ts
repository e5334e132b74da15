import type { ApiClient } from '@energy-advisor/client';
import type { ProviderQueryRequest, ProviderQueryResult } from '@energy-advisor/contracts';
import { providerField, type BackendChoice } from '../shared/backend-names';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { QueryIdentity } from '../shared/query-identity';
import { requestFailure } from '../shared/request-failure';
import { IDLE, RUNNING, type RunState } from '../shared/run-state';
import { LANGCHAIN_COMPARE_TEXTS } from './texts';

/** The calls of the approach comparison. */
export type LangchainCompareClient = Pick<ApiClient, 'queryProduct' | 'queryLangchain'>;

/** The two pipelines, in column order. */
export const APPROACHES = ['traditional', 'chain'] as const;
export type Approach = (typeof APPROACHES)[number];


export interface LangchainCompareState {
  query: string;
  backend: BackendChoice;
  columns: Record<Approach, RunState<ProviderQueryResult>>;

  setQuery(query: string): void;
  setBackend(backend: BackendChoice): void;
  /** Runs both pipelines at once on the chosen back end; a blank query, or a comparison running, does nothing. */
  compare(): Promise<void>;
}

export type LangchainCompareStore = StoreApi<LangchainCompareState>;

/**
 * Traditional (POST /api/traditional/query) against the LangChain.js chain (POST
 * /api/langchain/query), both on the same back end.
 */
export function createLangchainCompareStore(client: LangchainCompareClient, identity: QueryIdentity): LangchainCompareStore {
  const ask: Record<Approach, (request: ProviderQueryRequest) => Promise<ProviderQueryResult>> = {
    traditional: (request) => client.queryProduct('traditional', request),
    chain: (request) => client.queryLangchain(request),
  };
  return createStore<LangchainCompareState>()((set, get) => ({
    query: '',
    backend: 'default',
    columns: { traditional: IDLE, chain: IDLE },

    setQuery: (query) => set({ query }),
    setBackend: (backend) => set({ backend }),

    async compare() {
      const { backend, columns } = get();
      const query = get().query.trim();
      if (query === '' || APPROACHES.some((approach) => columns[approach].status === 'running')) return;
      set({ columns: { traditional: RUNNING, chain: RUNNING } });
      const request: ProviderQueryRequest = {
        query,
        projectId: identity.projectId,
        userId: identity.userId,
        ...providerField(backend),
      };
      await Promise.all(
        APPROACHES.map(async (approach) => {
          let run: RunState<ProviderQueryResult>;
          try {
            run = { status: 'done', data: await ask[approach](request) };
          } catch (error) {
            run = { status: 'failed', failure: requestFailure(error, LANGCHAIN_COMPARE_TEXTS.columns[approach].implementation) };
          }
          set((state) => ({ columns: { ...state.columns, [approach]: run } }));
        }),
      );
    },
  }));
}

/** Which pipeline was faster once both have answered, and by how much; undefined before. */
export function fasterApproach(columns: LangchainCompareState['columns']): { faster: Approach; savedMs: number; ratio: number } | 'same' | undefined {
  const { traditional, chain } = columns;
  if (traditional.status !== 'done' || chain.status !== 'done') return undefined;
  const a = traditional.data.processingTimeMs;
  const b = chain.data.processingTimeMs;
  if (a === b) return 'same';
  const faster: Approach = a < b ? 'traditional' : 'chain';
  const [quick, slow] = a < b ? [a, b] : [b, a];
  return { faster, savedMs: slow - quick, ratio: quick > 0 ? slow / quick : Number.POSITIVE_INFINITY };
}
