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

/** A back end a page may name, or none: the server's default (ADVISOR_PROVIDER). */
export type BackendChoice = ProviderName | 'default';

/** The choices of a back-end select: the server's default first, then every back end by name. */
export const BACKEND_CHOICES: readonly { value: BackendChoice; label: string }[] = [
  { value: 'default', label: 'Server default' },
  ...BACKEND_NAMES.map((name) => ({ value: name, label: BACKEND_LABELS[name] })),
];

/** The `provider` field of a request for `choice`: absent for the server's default. */
export function providerField(choice: BackendChoice): { provider?: ProviderName } {
  return choice === 'default' ? {} : { provider: choice };
}
