/**
 * The model's final structured answer: parsing it defensively and merging the variables it
 * reports into the ones the offline analysis collected.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';

/** The variables a model may report; anything else it returns is ignored. */
export const MODEL_VARIABLE_KEYS = [
  'location',
  'climate_zone',
  'project_type',
  'dwelling_type',
  'storeys',
  'budget',
  'current_star_rating',
  'heating_fuel',
  'hot_water_fuel',
  'roof_orientation',
] as const;

/** Variables the gazetteer owns: once the analysis has them, the model cannot change them. */
const GAZETTEER_KEYS = new Set<string>(['location', 'climate_zone']);
const MAX_VALUE_LENGTH = 120;

/** The model's answer after validation. */
export interface ModelReply {
  advice: string;
  /** Raw `collected_variables` object (unvalidated values), or {} when absent. */
  variables: Record<string, unknown>;
}

/**
 * Parses the complete content of a structured answer. Returns undefined when it is not a JSON
 * object with a non-empty `advice` string (the caller treats that as a malformed answer).
 */
export function parseModelReply(content: string): ModelReply | undefined {
  const json = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const advice = value['advice'];
  if (typeof advice !== 'string' || advice.trim() === '') return undefined;
  const variables = value['collected_variables'];
  return { advice: advice.trim(), variables: isRecord(variables) ? variables : {} };
}

/**
 * Merges the model's variables into the analysis: only known keys with a non-empty string value
 * (at most 120 characters) count; location and climate_zone never replace what the analysis has, a
 * climate zone must be 1–8, and variables the analysis set from this very message win.
 */
export function mergeCollectedVariables(
  analysis: { collected: CollectedVariables; changed: string[] },
  modelVariables: Record<string, unknown>,
): CollectedVariables {
  const merged: CollectedVariables = { ...analysis.collected };
  for (const key of MODEL_VARIABLE_KEYS) {
    const raw = modelVariables[key];
    if (typeof raw !== 'string') continue;
    const value = raw.trim();
    if (value === '' || value.length > MAX_VALUE_LENGTH || value.toLowerCase() === 'null') continue;
    if (GAZETTEER_KEYS.has(key) && analysis.collected[key] !== undefined) continue;
    if (key === 'climate_zone' && !/^[1-8]$/.test(value)) continue;
    if (analysis.changed.includes(key)) continue;
    merged[key] = value;
  }
  return merged;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
