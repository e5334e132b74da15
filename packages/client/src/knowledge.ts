import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type { KnowledgeArticleSummary, KnowledgeSearchAnswer } from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/** GET /api/knowledge/{id} — what a citation resolves to: title, summary, sources. */
export function getKnowledgeArticle(http: Http, id: string): Promise<KnowledgeArticleSummary> {
  return http.get(toInput(API_ROUTES.knowledgeArticle(id))).json<KnowledgeArticleSummary>();
}

/** GET /api/knowledge?q= — the knowledge base searched as the advisor retrieves, best articles first. */
export function searchKnowledge(http: Http, q: string, limit?: number): Promise<KnowledgeSearchAnswer> {
  const searchParams: Record<string, string | number> = { q };
  if (limit !== undefined) searchParams['limit'] = limit;
  return http.get(toInput(API_ROUTES.knowledgeSearch), { searchParams }).json<KnowledgeSearchAnswer>();
}
