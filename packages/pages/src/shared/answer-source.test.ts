import { describe, expect, it } from 'vitest';
import { answerSource } from './answer-source';

describe('answerSource', () => {
  it('reads a model that answered itself', () => {
    expect(answerSource({ model_used: 'openai:gpt-4o', offline: false, missingApiKey: false })).toEqual({
      label: 'openai:gpt-4o',
      offline: false,
      keyProblem: false,
      fallbackMessage: undefined,
    });
  });

  it('reads a missing key from missingApiKey, the fallback reason, a refused status or the label', () => {
    expect(answerSource({ missingApiKey: true }).keyProblem).toBe(true);
    expect(answerSource({ fallback: { provider: 'gemini', reason: 'missing_key', message: 'Set GEMINI_API_KEY.' } })).toMatchObject({
      offline: true,
      keyProblem: true,
      fallbackMessage: 'Set GEMINI_API_KEY.',
    });
    expect(answerSource({ fallback: { provider: 'openai', reason: 'http_status', status: 401, message: 'Refused.' } }).keyProblem).toBe(true);
    expect(answerSource({ fallback: { provider: 'openai', reason: 'http_status', status: 429, message: 'Busy.' } }).keyProblem).toBe(false);
    expect(answerSource({ model_used: 'local-advisor (fallback: grok missing_key)' })).toMatchObject({ offline: true, keyProblem: true });
    expect(answerSource({ model_used: 'local-advisor (fallback: openai http_status 403)' }).keyProblem).toBe(true);
    expect(answerSource({ model_used: 'local-advisor (fallback: openai timeout)' })).toMatchObject({ offline: true, keyProblem: false });
  });

  it('marks the offline advisor and the rule-based planner as offline', () => {
    expect(answerSource({ model_used: 'local-advisor' }).offline).toBe(true);
    expect(answerSource({ model_used: 'openai:o4-mini', planner: 'rule-based' }).offline).toBe(true);
    expect(answerSource({ model_used: 'openai:o4-mini', planner: 'model' }).offline).toBe(false);
  });
});
