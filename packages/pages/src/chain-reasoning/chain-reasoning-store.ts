import type { ApiClient } from '@energy-advisor/client';
import type { ChainAnswer, ChainPlanResult, ChainResponse } from '@energy-advisor/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { providerField, type BackendChoice } from '../shared/backend-names';
import type { QueryIdentity } from '../shared/query-identity';
import { requestFailure } from '../shared/request-failure';
import { IDLE, RUNNING, type RunState } from '../shared/run-state';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';

/** The calls of the chain-of-reasoning page; `visitor`, when there, is told who the queries are for. */
export type ChainReasoningClient = Partial<Pick<ApiClient, 'visitor'>> & Pick<ApiClient, 'runChainQuery' | 'planChainQuery'>;

/** The page's two modes, one tab each. */
export type ChainMode = 'execute' | 'plan';

export interface ChainReasoningState {
  mode: ChainMode;
  /** The query, shared by both tabs. */
  query: string;
  /** The back end that plans and answers, shared by both tabs. */
  backend: BackendChoice;
  execute: RunState<ChainResponse>;
  plan: RunState<ChainPlanResult>;

  setMode(mode: ChainMode): void;
  setQuery(query: string): void;
  setBackend(backend: BackendChoice): void;
  /** Runs the query in the current mode; a blank query, or one already running in that mode, does nothing. */
  submit(): Promise<void>;
}

export type ChainReasoningStore = StoreApi<ChainReasoningState>;

const isChainResponse = (result: NonNullable<ChainAnswer['result']>): result is ChainResponse => 'content' in result;

/**
 * The chain-of-reasoning page: 'Execute Query' runs POST /api/chain/query, 'Create Plan' POST
 * /api/chain/plan, for the page's project and user on the chosen back end. An answer with `success: false` shows its `error` (or 'Failed to get response').
 */
export function createChainReasoningStore(client: ChainReasoningClient, identity: QueryIdentity): ChainReasoningStore {
  // The agent reads the caller's own conversation, with their visitor token.
  client.visitor?.setUser({ userId: identity.userId });
  return createStore<ChainReasoningState>()((set, get) => ({
    mode: 'execute',
    query: '',
    backend: 'default',
    execute: IDLE,
    plan: IDLE,

    setMode: (mode) => set({ mode }),
    setQuery: (query) => set({ query }),
    setBackend: (backend) => set({ backend }),

    async submit() {
      const { mode, query: raw, backend } = get();
      // The answer lands in the mode it was asked in, even if the visitor has switched tabs since.
      const setRun = (state: RunState<ChainResponse> | RunState<ChainPlanResult>) =>
        set(mode === 'execute' ? { execute: state as RunState<ChainResponse> } : { plan: state as RunState<ChainPlanResult> });
      const query = raw.trim();
      if (query === '' || get()[mode].status === 'running') return;
      setRun(RUNNING);
      try {
        const options = { projectId: identity.projectId, userId: identity.userId, ...providerField(backend) };
        const answer = mode === 'execute' ? await client.runChainQuery(query, options) : await client.planChainQuery(query, options);
        const result = answer.result;
        if (!answer.success || result === undefined) {
          setRun({ status: 'failed', failure: { message: answer.error || TEST_PAGE_TEXTS.failed } });
        } else if (mode === 'execute' && isChainResponse(result)) {
          set({ execute: { status: 'done', data: result } });
        } else if (mode === 'plan' && !isChainResponse(result)) {
          set({ plan: { status: 'done', data: result } });
        } else {
          setRun({ status: 'failed', failure: { message: TEST_PAGE_TEXTS.failed, detail: 'The answer is not a result of this mode.' } });
        }
      } catch (error) {
        setRun({ status: 'failed', failure: requestFailure(error) });
      }
    },
  }));
}
