import type { ProviderFallback } from '@energy-advisor/contracts';

/** The labelling fields the server sends with every answer of the test pages' back ends. */
export interface LabelledAnswer {
  model_used?: string | undefined;
  offline?: boolean | undefined;
  missingApiKey?: boolean | undefined;
  fallback?: ProviderFallback | undefined;
  planner?: string | undefined;
}

/** What answered, as a test page shows it. */
export interface AnswerSource {
  /** The server's label, e.g. 'openai:gpt-4o' or 'local-advisor (fallback: gemini missing_key)'. */
  label: string | undefined;
  /** The offline advisor wrote the answer (no key, or the back end asked for failed). */
  offline: boolean;
  /** The back end asked for has no key, or refused it: 'API key seems to be invalid or missing.' */
  keyProblem: boolean;
  /** Why the back end asked for did not answer, in words safe to show. */
  fallbackMessage: string | undefined;
}

const FALLBACK_KEY_LABEL = /\(fallback: \S+ (?:missing_key|http_status 40[13])\)/;

/**
 * Reads who answered from an answer's labels. A key is a problem when the answer says
 * `missingApiKey`, or when the back end fell back because its key was missing or refused (401/403),
 * as its `fallback` or its label says.
 */
export function answerSource(answer: LabelledAnswer): AnswerSource {
  const { fallback } = answer;
  const label = answer.model_used ?? '';
  const keyRefused = fallback?.status === 401 || fallback?.status === 403;
  // Answers without the structured fields (the sales answer) say it in their label only:
  // 'local-advisor (fallback: grok missing_key)', '… (fallback: openai http_status 401)'.
  const labelSaysKey = FALLBACK_KEY_LABEL.test(label);
  const offline = answer.offline ?? (fallback !== undefined || answer.planner === 'rule-based' || /^local\b|\(fallback: /.test(label));
  return {
    label: answer.model_used,
    offline,
    keyProblem: answer.missingApiKey === true || fallback?.reason === 'missing_key' || keyRefused || labelSaysKey,
    fallbackMessage: fallback?.message,
  };
}
