import { API_ROUTES, ErrorBodySchema, KnowledgeSearchAnswerSchema, KnowledgeSearchQuerySchema } from '@energy-advisor/contracts';
import type { App } from '../types';

/** GET /api/knowledge?q=: the knowledge base searched as the advisor retrieves (the agents' knowledge tool). */
export default async function knowledgeSearchRoutes(app: App) {
  app.get(
    API_ROUTES.knowledgeSearch,
    { schema: { querystring: KnowledgeSearchQuerySchema, response: { 200: KnowledgeSearchAnswerSchema, 400: ErrorBodySchema } } },
    async (request) => {
      const { q, limit = 5 } = request.query;
      const articles = app.engine.searchKnowledge(q, { limit });
      return {
        query: q,
        articles: articles.map(({ article, score }) => ({ id: article.id, title: article.title, summary: article.summary, score: Math.round(score * 100) / 100 })),
      };
    },
  );
}
