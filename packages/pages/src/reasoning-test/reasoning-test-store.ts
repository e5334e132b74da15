import type { ApiClient } from '@energy-advisor/client';
import type { PlanResponse } from '@energy-advisor/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { providerField, type BackendChoice } from '../shared/backend-names';
import type { QueryIdentity } from '../shared/query-identity';
import { requestFailure } from '../shared/request-failure';
import { IDLE, RUNNING, type RunState } from '../shared/run-state';
import { REASONING_TEXTS } from './texts';

/** The call of the reasoning test page; `visitor`, when there, is told who the queries are for. */
export type ReasoningTestClient = Partial<Pick<ApiClient, 'visitor'>> & Pick<ApiClient, 'planReasoning'>;

/** The page's view modes. */
export const VIEW_MODES = ['response', 'planning', 'debug'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export interface ReasoningTestState {
  query: string;
  view: ViewMode;
  /** The back end that plans and answers. */
  backend: BackendChoice;
  /** 'Please enter a query' after a blank submit, until the query changes. */
  validation: string | null;
  run: RunState<PlanResponse>;

  setQuery(query: string): void;
  setView(view: ViewMode): void;
  setBackend(backend: BackendChoice): void;
  /** Runs the query through POST /api/reasoning-core/plan; blank: 'Please enter a query'. */
  submit(): Promise<void>;
}

export type ReasoningTestStore = StoreApi<ReasoningTestState>;

/** The reasoning model test: one plan response read three ways (Response, Planning, Debug). */
export function createReasoningTestStore(client: ReasoningTestClient, identity: QueryIdentity): ReasoningTestStore {
  // The agent reads the caller's own conversation, with their visitor token.
  client.visitor?.setUser({ userId: identity.userId });
  return createStore<ReasoningTestState>()((set, get) => ({
    query: '',
    view: 'response',
    backend: 'default',
    validation: null,
    run: IDLE,

    setQuery: (query) => set({ query, validation: null }),
    setView: (view) => set({ view }),
    setBackend: (backend) => set({ backend }),

    async submit() {
      const message = get().query.trim();
      if (message === '') {
        set({ validation: REASONING_TEXTS.queryRequired });
        return;
      }
      if (get().run.status === 'running') return;
      set({ run: RUNNING, validation: null });
      try {
        const data = await client.planReasoning({ message, projectId: identity.projectId, userId: identity.userId, ...providerField(get().backend) });
        set({ run: { status: 'done', data } });
      } catch (error) {
        set({ run: { status: 'failed', failure: requestFailure(error) } });
      }
    },
  }));
}
