/**
 * The lookup step both comparison pipelines share: when the query names a place or a postcode, our
 * own API is asked for its climate zone (GET /api/climate-zones/{postcode} or /api/localities?q=),
 * and the answer is what the pipeline reports as `apiData`.
 */
import type { AdvisorEngine } from '../advisor/engine';
import type { ToolRequest, ToolResult, ToolRunner } from './tools';

/** What the lookup step did. */
export interface PlaceLookup {
  /** The query names a place or postcode, so the lookup should run. */
  shouldUseApi: boolean;
  /** The call that ran, when one did. */
  result?: ToolResult;
}

/** The lookup a query calls for, or undefined when it names no place. */
export function placeLookupFor(engine: AdvisorEngine, query: string): ToolRequest | undefined {
  const analysis = engine.analyse({ message: query, history: [], collected: {} });
  if (analysis.intent === 'out_of_scope') return undefined;
  const { postcode, location } = analysis.collected;
  if (analysis.changed.includes('location') && postcode && new RegExp(`\\b0?${Number(postcode)}\\b`).test(query)) {
    return { tool: 'climate_zone_lookup', args: { postcode }, why: `the query names postcode ${postcode}` };
  }
  if (analysis.changed.includes('location') && location) {
    return { tool: 'locality_search', args: { q: location.split(',')[0]?.trim() ?? location }, why: `the query names ${location}` };
  }
  if (analysis.ambiguousPlace) return { tool: 'locality_search', args: { q: analysis.ambiguousPlace.name }, why: `${analysis.ambiguousPlace.name} is in several states` };
  return undefined;
}

/** Runs the lookup the query calls for, if any. */
export async function lookUpPlace(engine: AdvisorEngine, run: ToolRunner, query: string, signal?: AbortSignal): Promise<PlaceLookup> {
  const request = placeLookupFor(engine, query);
  if (!request) return { shouldUseApi: false };
  return { shouldUseApi: true, result: await run(request, signal) };
}

/** The error message of a lookup that failed, for `apiError`. */
export function lookupError(lookup: PlaceLookup): string | undefined {
  if (!lookup.result || lookup.result.ok) return undefined;
  const message = (lookup.result.response as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : `${lookup.result.query} failed`;
}
