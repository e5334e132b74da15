import { BaseRetriever } from '@langchain/core/retrievers';
import { Document } from '@langchain/core/documents';
import type { RetrievedArticle } from '../../advisor/types';

/** Search the knowledge base: the engine's `searchKnowledge`, bound to a limit and the visitor's zone. */
export type KnowledgeSearch = (query: string) => RetrievedArticle[];

/** Longest article body handed on as a document, in characters. */
const BODY_CHARS = 1_800;

/**
 * Our knowledge base as a LangChain retriever: the same BM25 retrieval the advisor uses, each
 * article a Document (its title and body; id, title, score and sources as metadata).
 */
export class KnowledgeBaseRetriever extends BaseRetriever {
  lc_namespace = ['energy_advisor', 'retrievers', 'knowledge_base'];

  constructor(private readonly search: KnowledgeSearch) {
    super();
  }

  override async _getRelevantDocuments(query: string): Promise<Document[]> {
    return this.search(query).map(
      ({ article, score }) =>
        new Document({
          pageContent: `${article.title}\n\n${article.body.length > BODY_CHARS ? `${article.body.slice(0, BODY_CHARS)}…` : article.body}`,
          metadata: { id: article.id, title: article.title, score, sources: article.sources },
          id: article.id,
        }),
    );
  }
}

/** The documents as the prompt's context: each under its title and id. */
export function formatDocuments(documents: Document[]): string {
  if (documents.length === 0) return 'No article matched this question.';
  return documents.map((document) => `### ${String(document.metadata['title'])} (id: ${String(document.metadata['id'])})\n${document.pageContent}`).join('\n\n');
}
