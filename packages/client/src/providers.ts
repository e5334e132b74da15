import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type {
  ChainAnswer,
  ChainRequest,
  PlanResponse,
  ProviderCheckAnswer,
  ProviderName,
  ProviderQueryRequest,
  ProviderQueryResult,
  ProvidersAnswer,
  ReasoningPlanRequest,
} from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/** GET /api/providers — every AI back end with its model and whether it is configured (never a key). */
export function listProviders(http: Http): Promise<ProvidersAnswer> {
  return http.get(toInput(API_ROUTES.providers)).json<ProvidersAnswer>();
}

/**
 * POST /api/providers/{name}/check — one cheap authenticated call (list models) on that back end:
 * `status` valid, invalid, missing_key or unreachable (the key status badge).
 */
export function checkProvider(http: Http, name: ProviderName): Promise<ProviderCheckAnswer> {
  return http.post(toInput(API_ROUTES.providerCheck(name))).json<ProviderCheckAnswer>();
}

/**
 * POST /api/{product}/query — one query through one pipeline of the comparison pages: a back end by
 * name (local, openai, grok, gemini) or `traditional` (our pipeline calling the model), or
 * `langchain` (the LangChain.js pipeline); the last two on `request.provider` or the default.
 */
export function queryProduct(http: Http, product: string, request: ProviderQueryRequest): Promise<ProviderQueryResult> {
  return http.post(toInput(API_ROUTES.productQuery(product)), { json: request }).json<ProviderQueryResult>();
}

/** POST /api/langchain/query — the chain-library back end. */
export function queryLangchain(http: Http, request: ProviderQueryRequest): Promise<ProviderQueryResult> {
  return queryProduct(http, 'langchain', request);
}

/** POST /api/gemini/query — the Gemini-type back end. */
export function queryGemini(http: Http, request: ProviderQueryRequest): Promise<ProviderQueryResult> {
  return queryProduct(http, 'gemini', request);
}

/**
 * POST /api/chain/query — the chain-of-reasoning agent plans, runs its tools and answers (`result`
 * is a ChainResponse). `options` adds the caller's ids, a conversation of theirs and the back end.
 */
export function runChainQuery(http: Http, query: string, options: Omit<ChainRequest, 'query'> = {}): Promise<ChainAnswer> {
  return http.post(toInput(API_ROUTES.chainQuery), { json: { ...options, query } }).json<ChainAnswer>();
}

/** POST /api/chain/plan — the chain-of-reasoning agent plans a query without running it (`result` is a ChainPlanResult). */
export function planChainQuery(http: Http, query: string, options: Omit<ChainRequest, 'query'> = {}): Promise<ChainAnswer> {
  return http.post(toInput(API_ROUTES.chainPlan), { json: { ...options, query } }).json<ChainAnswer>();
}

/** POST /api/reasoning-core/plan — the reasoning model's plan for a message, run, with its answer and debug view. */
export function planReasoning(http: Http, request: ReasoningPlanRequest): Promise<PlanResponse> {
  return http.post(toInput(API_ROUTES.reasoningPlan), { json: request }).json<PlanResponse>();
}
