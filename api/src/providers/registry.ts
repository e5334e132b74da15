/**
 * The advisor back ends by name. The offline advisor is a provider like the others; every LLM
 * provider (OpenAI, Grok, Gemini: the same OpenAI-compatible code with other endpoints, models and
 * keys) is wrapped with the offline advisor as its fallback.
 */
import type { AdvisorProvider, AdvisorTurnInput, TurnAnalysis } from '../advisor/types';
import { withFallback } from './fallback';
import { createOpenAICompatibleProvider } from './openai-compatible';
import type { ProviderError } from './provider-error';
import { type LlmProviderName, PROVIDER_NAMES, type ProviderName, type ProviderSettings } from './settings';

/** Options of {@link createProviderRegistry}. */
export interface ProviderRegistryOptions {
  settings: ProviderSettings;
  /** The offline advisor: answers 'local' and is the fallback of every LLM provider. */
  local: AdvisorProvider;
  /** The offline analysis of a turn (the advisor engine's `analyse`), shared by the LLM providers. */
  analyse: (input: AdvisorTurnInput) => TurnAnalysis;
  /** Called when an LLM provider fails and the offline advisor answers instead (for logging). */
  onFallback?: (error: ProviderError) => void;
}

/** One back end as the test pages and health reports show it. */
export interface ProviderInfo {
  name: ProviderName;
  model: string;
  configured: boolean;
  /** The environment variable to set when not configured. */
  missingKey?: string | undefined;
}

/** The back ends by name. */
export interface ProviderRegistry {
  /** The back end of that name; LLM back ends fall back to the offline advisor. */
  get(name: ProviderName): AdvisorProvider;
  /** The back end named by ADVISOR_PROVIDER. */
  readonly defaultProvider: AdvisorProvider;
  /** Every back end with its model and whether its key is set. */
  list(): ProviderInfo[];
}

const LLM_PROVIDER_NAMES: readonly LlmProviderName[] = ['openai', 'grok', 'gemini'];

/** Builds every back end once from the settings. */
export function createProviderRegistry(options: ProviderRegistryOptions): ProviderRegistry {
  const { settings, local, analyse, onFallback } = options;

  const llm = new Map<LlmProviderName, AdvisorProvider>();
  for (const name of LLM_PROVIDER_NAMES) {
    const endpoint = settings.endpoints[name];
    llm.set(
      name,
      createOpenAICompatibleProvider({
        name,
        model: endpoint.model,
        apiKey: endpoint.apiKey,
        apiKeyVariable: endpoint.apiKeyVariable,
        baseURL: endpoint.baseURL,
        analyse,
        deadlineMs: settings.deadlineMs,
        idleTimeoutMs: settings.idleTimeoutMs,
      }),
    );
  }

  const wrapped = new Map<ProviderName, AdvisorProvider>([['local', local]]);
  for (const [name, provider] of llm) wrapped.set(name, withFallback(provider, local, { onFallback }));

  const get = (name: ProviderName): AdvisorProvider => {
    const provider = wrapped.get(name);
    if (provider === undefined) throw new Error(`Unknown advisor provider "${name}"`);
    return provider;
  };

  return {
    get,
    defaultProvider: get(settings.provider),
    list: () =>
      PROVIDER_NAMES.map((name) => {
        const provider = name === 'local' ? local : (llm.get(name) ?? local);
        return { name, model: provider.model, configured: provider.configured, missingKey: provider.missingKey };
      }),
  };
}
