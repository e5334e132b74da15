import type { ProviderName } from '@energy-advisor/contracts';

/** Each back end's name as the pages show it. */
export const BACKEND_LABELS: Record<ProviderName, string> = {
  local: 'Offline advisor',
  openai: 'OpenAI',
  grok: 'Grok',
  gemini: 'Gemini',
};

/** Every back end, in the order the pages list them. */
export const BACKEND_NAMES = Object.keys(BACKEND_LABELS) as ProviderName[];
