import type { ApiClient } from '@energy-advisor/client';
import type { ProviderCheckAnswer, ProviderName, ProviderQueryResult, ProvidersAnswer, QueryResult } from '@energy-advisor/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { providerField, type BackendChoice } from '../shared/backend-names';
import type { QueryIdentity } from '../shared/query-identity';
import { requestFailure, type RequestFailure } from '../shared/request-failure';
import { IDLE, RUNNING, type RunState } from '../shared/run-state';

/** The calls of the API test page; `visitor`, when there, is told who the queries are for. */
export type ApiTestClient = Partial<Pick<ApiClient, 'visitor'>> & Pick<ApiClient, 'testSmartApi' | 'queryProduct' | 'listProviders' | 'checkProvider'>;

/** The key status test of one back end: unknown until checked, Checking..., then valid or invalid. */
export type KeyStatus =
  | { state: 'checking' }
  | { state: 'valid'; answer: ProviderCheckAnswer }
  | { state: 'invalid'; answer?: ProviderCheckAnswer; failure?: RequestFailure };

export type ApiTab = 'voice' | 'direct';
export const RESULT_TABS = ['response', 'flow', 'formatted', 'raw'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];


export interface ApiTestState {
  providers: RunState<ProvidersAnswer>;
  keys: Partial<Record<ProviderName, KeyStatus>>;
  apiTab: ApiTab;
  resultTab: ResultTab;
  query: string;
  backend: BackendChoice;
  voice: { run: RunState<QueryResult>; query: string };
  direct: { run: RunState<ProviderQueryResult>; query: string };

  /** Lists the back ends, then checks every key. */
  start(): Promise<void>;
  /** Checks the key of every back end that needs one ('Checking...' until each answers). */
  checkKeys(): Promise<void>;
  setApiTab(tab: ApiTab): void;
  setResultTab(tab: ResultTab): void;
  setQuery(query: string): void;
  setBackend(backend: BackendChoice): void;
  /** Sends the query to the current tab's API; a blank query, or one running there, does nothing. */
  submit(): Promise<void>;
}

export type ApiTestStore = StoreApi<ApiTestState>;

/**
 * The API integration test: the back ends and their key status (GET /api/providers, POST
 * /api/providers/{name}/check), the voice agent's smart API and each back end's direct query.
 */
export function createApiTestStore(client: ApiTestClient, identity: QueryIdentity): ApiTestStore {
  // The smart API test reads the caller's conversation with their visitor token.
  client.visitor?.setUser({ userId: identity.userId });
  return createStore<ApiTestState>()((set, get) => {
    const setKey = (name: ProviderName, status: KeyStatus) => set((state) => ({ keys: { ...state.keys, [name]: status } }));
    const checkKey = async (name: ProviderName) => {
      setKey(name, { state: 'checking' });
      try {
        const answer = await client.checkProvider(name);
        setKey(name, answer.valid ? { state: 'valid', answer } : { state: 'invalid', answer });
      } catch (error) {
        setKey(name, { state: 'invalid', failure: requestFailure(error) });
      }
    };

    return {
      providers: IDLE,
      keys: {},
      apiTab: 'voice',
      resultTab: 'response',
      query: '',
      backend: 'default',
      voice: { run: IDLE, query: '' },
      direct: { run: IDLE, query: '' },

      async start() {
        if (get().providers.status !== 'idle') return;
        set({ providers: RUNNING });
        try {
          const providers = await client.listProviders();
          set({ providers: { status: 'done', data: providers } });
        } catch (error) {
          set({ providers: { status: 'failed', failure: requestFailure(error) } });
          return;
        }
        await get().checkKeys();
      },

      async checkKeys() {
        const { providers } = get();
        if (providers.status !== 'done') return;
        const keyed = providers.data.providers.filter((provider) => provider.kind !== 'offline');
        await Promise.all(keyed.map((provider) => checkKey(provider.name)));
      },

      setApiTab: (apiTab) => set({ apiTab }),
      setResultTab: (resultTab) => set({ resultTab }),
      setQuery: (query) => set({ query }),
      setBackend: (backend) => set({ backend }),

      async submit() {
        const { apiTab, backend } = get();
        const query = get().query.trim();
        if (query === '' || get()[apiTab].run.status === 'running') return;
        const request = { query, projectId: identity.projectId, userId: identity.userId };
        if (apiTab === 'voice') {
          set({ voice: { run: RUNNING, query } });
          try {
            const data = await client.testSmartApi({ ...request, ...providerField(backend) });
            set({ voice: { run: { status: 'done', data }, query } });
          } catch (error) {
            set({ voice: { run: { status: 'failed', failure: requestFailure(error) }, query } });
          }
          return;
        }
        // The direct API names its back end in the path; the server default answers as 'traditional'.
        set({ direct: { run: RUNNING, query } });
        try {
          const data = await client.queryProduct(backend === 'default' ? 'traditional' : backend, request);
          set({ direct: { run: { status: 'done', data }, query } });
        } catch (error) {
          set({ direct: { run: { status: 'failed', failure: requestFailure(error) }, query } });
        }
      },
    };
  });
}
