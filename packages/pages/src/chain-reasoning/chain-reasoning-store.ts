import type { ApiClient } from '@energy-advisor/client';
import type { ChainAnswer, ChainPlanResult, ChainResponse } from '@energy-advisor/contracts';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { requestFailure } from '../shared/request-failure';
import { IDLE, RUNNING, type RunState } from '../shared/run-state';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';

/** The calls of the chain-of-reasoning page. */
export type ChainReasoningClient = Pick<ApiClient, 'runChainQuery' | 'planChainQuery'>;

/** The page's two modes, one tab each. */
export type ChainMode = 'execute' | 'plan';

export interface ChainReasoningState {
  mode: ChainMode;
  /** The query, shared by both tabs. */
  query: string;
  execute: RunState<ChainResponse>;
  plan: RunState<ChainPlanResult>;

  setMode(mode: ChainMode): void;
  setQuery(query: string): void;
  /** Runs the query in the current mode; a blank query, or one already running in that mode, does nothing. */
  submit(): Promise<void>;
}

export type ChainReasoningStore = StoreApi<ChainReasoningState>;

const isChainResponse = (result: NonNullable<ChainAnswer['result']>): result is ChainResponse => 'content' in result;

/**
 * The chain-of-reasoning page: 'Execute Query' runs POST /api/chain/query, 'Create Plan' POST
 * /api/chain/plan. An answer with `success: false` shows its `error` (or 'Failed to get response').
 */
export function createChainReasoningStore(client: ChainReasoningClient): ChainReasoningStore {
  return createStore<ChainReasoningState>()((set, get) => ({
    mode: 'execute',
    query: '',
    execute: IDLE,
    plan: IDLE,

    setMode: (mode) => set({ mode }),
    setQuery: (query) => set({ query }),

    async submit() {
      const { mode, query: raw } = get();
      // The answer lands in the mode it was asked in, even if the visitor has switched tabs since.
      const setRun = (state: RunState<ChainResponse> | RunState<ChainPlanResult>) =>
        set(mode === 'execute' ? { execute: state as RunState<ChainResponse> } : { plan: state as RunState<ChainPlanResult> });
      const query = raw.trim();
      if (query === '' || get()[mode].status === 'running') return;
      setRun(RUNNING);
      try {
        const answer = mode === 'execute' ? await client.runChainQuery(query) : await client.planChainQuery(query);
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
