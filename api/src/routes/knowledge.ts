import { ErrorBodySchema, KnowledgeArticleSummarySchema, KnowledgeParamsSchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import { notFound } from '../errors';

/** GET /api/knowledge/{id}: what a citation resolves to (title, summary, sources, date checked). */
export default async function knowledgeRoutes(app: App) {
  app.get(
    '/api/knowledge/:id',
    {
      schema: {
        params: KnowledgeParamsSchema,
        response: { 200: KnowledgeArticleSummarySchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const article = app.engine.article(request.params.id);
      if (!article) throw notFound('Article');
      return { id: article.id, title: article.title, summary: article.summary, sources: article.sources, checked: article.checked };
    },
  );
}
