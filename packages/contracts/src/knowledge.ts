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
