import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type { KnowledgeArticleSummary } from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/** GET /api/knowledge/{id} — what a citation resolves to: title, summary, sources. */
export function getKnowledgeArticle(http: Http, id: string): Promise<KnowledgeArticleSummary> {
  return http.get(toInput(API_ROUTES.knowledgeArticle(id))).json<KnowledgeArticleSummary>();
}
