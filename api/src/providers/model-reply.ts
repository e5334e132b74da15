/**
 * The model's final structured answer: parsing it defensively and merging the variables it read
 * in the visitor's words into the ones the offline analysis collected.
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import type { TurnAnalysis } from '../advisor/types';
import { isOpen, MODEL_VARIABLE_KEYS, validModelVariables } from './model-variables';
import { isPlaceVariable, type PlaceLookup } from './place-lookup';

/** The model's answer after validation. */
export interface ModelReply {
  advice: string;
  /** Raw `collected_variables` object (unvalidated values), or {} when absent or not an object. */
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

/** What the merge needs of the turn besides the model's variables. */
export interface MergeContext {
  /** The visitor's new message: a place is only taken when it is written there. */
  message: string;
  /** The gazetteer, which turns a place into location, state, postcode and zones. */
  lookupPlace: PlaceLookup;
}

/**
 * Merges the variables the model read into the offline analysis's. The offline analysis ran first
 * and wins every conflict:
 * - a variable is only filled when the analysis has no value for it, or "unknown" ("not sure")
 *   from an earlier turn; a value it holds (read in this message or stored before) is never
 *   replaced, so a keyed back end always knows at least what the offline advisor knows;
 * - only values in the variable's value set count (see `validModelValue`); anything else the
 *   model returns (other keys, a zone, garbage) is dropped;
 * - a place counts only when the analysis has no location, the place is written in the visitor's
 *   message, and the gazetteer finds it (only in the state the analysis knows, if it knows one;
 *   in the model's state first, if the model gave one): then the gazetteer's location, state,
 *   postcode and zones are stored, never the model's;
 * - a state alone fills `state` when no location and no state are known;
 * - an off-topic turn changes nothing, as in the offline analysis.
 */
export function mergeCollectedVariables(
  analysis: Pick<TurnAnalysis, 'collected' | 'changed' | 'intent'>,
  reported: Record<string, unknown>,
  context: MergeContext,
): CollectedVariables {
  const merged: CollectedVariables = { ...analysis.collected };
  if (analysis.intent === 'out_of_scope') return merged;
  const valid = validModelVariables(reported);

  for (const key of MODEL_VARIABLE_KEYS) {
    const value = valid[key];
    if (value === undefined || key === 'place' || key === 'state') continue;
    if (isOpen(merged, key) && !analysis.changed.includes(key)) merged[key] = value;
  }

  if (valid.place !== undefined && merged['location'] === undefined && writtenIn(context.message, valid.place)) {
    const knownState = merged['state'];
    // the state the analysis knows binds the lookup; the model's own state is only a hint
    const place =
      knownState !== undefined
        ? context.lookupPlace(valid.place, knownState)
        : (valid.state !== undefined ? context.lookupPlace(valid.place, valid.state) : undefined) ?? context.lookupPlace(valid.place);
    if (place !== undefined) {
      for (const key of Object.keys(merged)) if (isPlaceVariable(key)) delete merged[key];
      Object.assign(merged, place);
    }
  }
  if (valid.state !== undefined && merged['location'] === undefined && merged['state'] === undefined) merged['state'] = valid.state;
  return merged;
}

/** Whether the text holds the phrase as whole words, ignoring case, spacing and punctuation. */
function writtenIn(text: string, phrase: string): boolean {
  const words = (value: string) => ` ${value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
  const wanted = words(phrase);
  return wanted.trim() !== '' && words(text).includes(wanted);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
