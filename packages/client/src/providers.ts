import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type {
  ChainAnswer,
  PlanResponse,
  ProviderQueryRequest,
  ProviderQueryResult,
  ReasoningPlanRequest,
} from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/** POST /api/{product}/query — one AI back end of the comparison pages. */
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

/** POST /api/chain/query — the chain-of-reasoning agent runs a query. */
export function runChainQuery(http: Http, query: string): Promise<ChainAnswer> {
  return http.post(toInput(API_ROUTES.chainQuery), { json: { query } }).json<ChainAnswer>();
}

/** POST /api/chain/plan — the chain-of-reasoning agent plans a query without running it. */
export function planChainQuery(http: Http, query: string): Promise<ChainAnswer> {
  return http.post(toInput(API_ROUTES.chainPlan), { json: { query } }).json<ChainAnswer>();
}

/** POST /api/reasoning-core/plan — the reasoning model's plan for a message. */
export function planReasoning(http: Http, request: ReasoningPlanRequest): Promise<PlanResponse> {
  return http.post(toInput(API_ROUTES.reasoningPlan), { json: request }).json<PlanResponse>();
}
