import Type, { type Static } from 'typebox';

export const KnowledgeParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }),
});
export type KnowledgeParams = Static<typeof KnowledgeParamsSchema>;

/** GET /api/knowledge/{id}: what a citation resolves to. */
export const KnowledgeArticleSummarySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  sources: Type.Array(Type.String()),
  checked: Type.String({ description: 'the date the facts were checked (YYYY-MM-DD)' }),
});
export type KnowledgeArticleSummary = Static<typeof KnowledgeArticleSummarySchema>;

/** GET /api/knowledge?q=: the knowledge base searched (BM25, as the advisor retrieves). */
export const KnowledgeSearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 2, maxLength: 200, pattern: '\\S' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 5 })),
});
export type KnowledgeSearchQuery = Static<typeof KnowledgeSearchQuerySchema>;

export const KnowledgeSearchAnswerSchema = Type.Object({
  query: Type.String(),
  articles: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      summary: Type.String(),
      /** BM25 relevance, higher is better. */
      score: Type.Number(),
    }),
  ),
});
export type KnowledgeSearchAnswer = Static<typeof KnowledgeSearchAnswerSchema>;
