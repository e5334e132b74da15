/**
 * What an LLM advisor sends to the model: the instructions, the retrieved articles as the only
 * source of facts, the conversation so far, and the structured-output format of the answer.
 */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import type { KnowledgeArticle } from '../advisor/knowledge/knowledge-base';
import type { AdvisorTurnInput, TurnAnalysis } from '../advisor/types';
import { MODEL_VARIABLES_SCHEMA } from './model-variables';

/** How many retrieved articles the model sees. */
export const CONTEXT_ARTICLE_LIMIT = 4;
/** Longest article body handed to the model, in characters. */
export const CONTEXT_BODY_LIMIT = 1_800;
/** How many earlier messages the model sees (the newest ones). */
export const HISTORY_LIMIT = 12;

const SYSTEM_PROMPT = [
  'You are the Energy Advisor, an Australian home energy efficiency advisor for homeowners and builders',
  '(NCC climate zones, NatHERS star ratings, insulation, glazing, heating, cooling, hot water, solar).',
  'Answer ONLY from the knowledge base articles given below. If they do not cover the question, say so',
  'briefly and offer what they do cover; if the question is not about home energy, steer back politely.',
  'Never invent figures, prices, rebates, ratings or sources. When you give a figure, say it is indicative.',
  "Be specific to the visitor's climate zone and location when they are known.",
  'Write short, plain English for a homeowner: two to five sentences or a few bullet points, Australian spelling.',
  'Do not ask the visitor a follow-up question: the app asks the next question itself.',
  'Reply as JSON: "advice" is your answer (Markdown allowed, no links other than the articles\' sources);',
  '"collected_variables" holds the details of the home and project the visitor gives or clearly implies in their NEW',
  'message (each from its list of values; the place copied as they wrote it), every other one null: never guess, and',
  'never repeat a detail from earlier messages or from what we know so far.',
].join(' ');

/**
 * The articles the model is given as context, best first; a second question in the message ("..., and
 * how much does it cost?") has its best article among them too.
 */
export function contextArticles(analysis: TurnAnalysis): KnowledgeArticle[] {
  const first = analysis.articles.map((retrieved) => retrieved.article);
  const second = analysis.also?.articles[0]?.article;
  if (!second || first.slice(0, CONTEXT_ARTICLE_LIMIT).includes(second)) return first.slice(0, CONTEXT_ARTICLE_LIMIT);
  return [...first.slice(0, CONTEXT_ARTICLE_LIMIT - 1), second];
}

/** The chat messages of one turn: instructions, visitor profile and articles, history, new message. */
export function buildAdvisorMessages(input: AdvisorTurnInput, analysis: TurnAnalysis): ChatCompletionMessageParam[] {
  const profile = Object.entries(analysis.collected)
    .filter(([key]) => key !== 'name' && key !== 'email')
    .map(([key, value]) => `- ${key}: ${value}`);
  const articles = contextArticles(analysis).map((article) =>
    [`### ${article.title} (id: ${article.id})`, trimBody(article.body)].join('\n'),
  );
  const context = [
    '## What the visitor told us so far',
    profile.length > 0 ? profile.join('\n') : '- nothing yet',
    '## Knowledge base articles (your only source of facts)',
    articles.length > 0 ? articles.join('\n\n') : 'No article matched this message.',
  ].join('\n\n');

  const history: ChatCompletionMessageParam[] = input.history
    .slice(-HISTORY_LIMIT)
    .map((message) => ({ role: message.role, content: message.content }));

  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'system', content: context },
    ...history,
    { role: 'user', content: input.message },
  ];
}

/**
 * Structured output: `advice` first (so it streams first), then the variables the model read in
 * the visitor's words, each from its value set or null (`model-variables.ts`). Strict mode requires
 * every property to be listed and required. A server that ignores the format and still answers a
 * JSON object with `advice` is served; its variables are checked like any other.
 */
export const ADVISOR_REPLY_FORMAT: ResponseFormatJSONSchema = {
  type: 'json_schema',
  json_schema: {
    name: 'advisor_reply',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['advice', 'collected_variables'],
      properties: {
        advice: { type: 'string', description: "The answer to the visitor's message." },
        collected_variables: MODEL_VARIABLES_SCHEMA,
      },
    },
  },
};

/** Cuts a Markdown body to the limit at a paragraph or sentence end where possible. */
function trimBody(body: string): string {
  const text = body.trim();
  if (text.length <= CONTEXT_BODY_LIMIT) return text;
  const cut = text.slice(0, CONTEXT_BODY_LIMIT);
  const boundary = Math.max(cut.lastIndexOf('\n\n'), cut.lastIndexOf('. ') + 1);
  return `${boundary > CONTEXT_BODY_LIMIT / 2 ? cut.slice(0, boundary) : cut}…`;
}
