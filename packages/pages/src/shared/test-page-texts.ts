/** The texts every developer test page shares, word for word (spec §8, test pages). */
export const TEST_PAGE_TEXTS = {
  failed: 'Failed to get response',
  networkError: 'Network error',
  missingApiKey: 'API key seems to be invalid or missing.',
  /** A column's failure on the comparison pages: 'Failed to get response from OpenAI implementation'. */
  failedFrom: (implementation: string) => `Failed to get response from ${implementation} implementation`,
  exampleQueries: 'Example queries',
  answeredBy: 'Answered by',
  processingTime: 'Processing time',
  steps: 'Steps',
  sources: 'Sources',
  usedLookupApi: 'Used the lookup API',
  callFailed: 'Failed',
  lookupFailed: (error: string) => `The lookup API failed: ${error}`,
  /** A duration in milliseconds as the pages show it: '0.3 ms', '412 ms', '1.25 s'. */
  duration: (ms: number) => (ms < 10 ? `${Number(ms.toFixed(1))} ms` : ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`),
} as const;
