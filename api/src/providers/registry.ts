/**
 * The advisor back ends by name, built once at start (in `app.ts`). The offline advisor is a back
 * end like the others; every LLM back end (OpenAI, Grok, Gemini: the same OpenAI-compatible code
 * with other endpoints, models and keys) is wrapped with the offline advisor as its fallback.
 */
import type { AdvisorTurnInput, TurnAnalysis } from '../advisor/types';
import type { AdvisorBackend } from './backend';
import { withFallback } from './fallback';
import { createOpenAICompatibleBackend } from './openai-compatible';
import type { ProviderError } from './provider-error';
import { LLM_PROVIDER_NAMES, PROVIDER_NAMES, type ProviderName, type ProviderSettings } from './settings';

/** Options of {@link createBackendRegistry}. */
export interface BackendRegistryOptions {
  settings: ProviderSettings;
  /** The offline advisor: answers under its own name and is the fallback of every LLM back end. */
  offline: AdvisorBackend;
  /** The offline analysis of a turn (the advisor engine's `analyse`), shared by the LLM back ends. */
  analyse: (input: AdvisorTurnInput) => TurnAnalysis;
  /** Called when an LLM back end fails and the offline advisor answers instead (for logging). */
  onFallback?: (error: ProviderError) => void;
}

/** One back end as the test pages and health reports show it. */
export interface BackendInfo {
  name: ProviderName;
  model: string;
  configured: boolean;
  /** The environment variable to set when not configured. */
  missingKey?: string | undefined;
}

/** The back ends by name. */
export interface BackendRegistry {
  /** The back end of that name (LLM back ends fall back to the offline advisor); the default without one. */
  get(name?: ProviderName): AdvisorBackend;
  /** The back end named by ADVISOR_PROVIDER. */
  readonly default: AdvisorBackend;
  /** Every back end with its model and whether its key is set. */
  list(): BackendInfo[];
}

/** Builds every back end once from the settings. */
export function createBackendRegistry(options: BackendRegistryOptions): BackendRegistry {
  const { settings, offline, analyse, onFallback } = options;

  /** Each back end as it is, for reports: an LLM one's own model, key and configuration. */
  const bare = new Map<string, AdvisorBackend>([[offline.name, offline]]);
  /** Each back end as turns use it: the LLM ones behind the offline fallback. */
  const serving = new Map<string, AdvisorBackend>([[offline.name, offline]]);
  for (const name of LLM_PROVIDER_NAMES) {
    const endpoint = settings.endpoints[name];
    const backend = createOpenAICompatibleBackend({
      name,
      model: endpoint.model,
      apiKey: endpoint.apiKey,
      apiKeyVariable: endpoint.apiKeyVariable,
      baseURL: endpoint.baseURL,
      analyse,
      deadlineMs: settings.deadlineMs,
      idleTimeoutMs: settings.idleTimeoutMs,
    });
    bare.set(name, backend);
    serving.set(name, withFallback(backend, offline, { onFallback }));
  }

  const lookup = (from: Map<string, AdvisorBackend>, name: string): AdvisorBackend => {
    const backend = from.get(name);
    if (backend === undefined) throw new Error(`Unknown advisor back end "${name}"`);
    return backend;
  };
  const fallbackDefault = lookup(serving, settings.provider);

  return {
    get: (name) => (name === undefined ? fallbackDefault : lookup(serving, name)),
    default: fallbackDefault,
    list: () =>
      PROVIDER_NAMES.map((name) => {
        const backend = lookup(bare, name);
        return { name, model: backend.model, configured: backend.configured, missingKey: backend.missingKey };
      }),
  };
}
