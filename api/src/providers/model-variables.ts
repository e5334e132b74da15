/**
 * The visitor details a model reads from the visitor's words: their names, the value sets the
 * offline engine's slot filling uses, the structured-output schema that asks for them, and the
 * check every value the model returns must pass before it is merged (see `model-reply.ts`).
 *
 * A place is asked for as the visitor wrote it (`place`), never as a zone: the gazetteer turns it
 * into location, state, postcode and zones. "unknown" is not offered: a model answers null for a
 * detail the visitor did not give, and the offline engine alone records "not sure".
 */
import type { CollectedVariables } from '@energy-advisor/contracts';
import { VARIABLE_VALUES } from '../advisor/variables';

/** Each enumerated variable and the values the offline engine stores for it. */
export const MODEL_VALUE_SETS = VARIABLE_VALUES;

type EnumeratedVariable = keyof typeof MODEL_VALUE_SETS;

/** Every variable a model may report, in the order the schema lists them; anything else is ignored. */
export const MODEL_VARIABLE_KEYS = [
  'place',
  'state',
  'project_type',
  'tenure',
  'dwelling_type',
  'storeys',
  'current_star_rating',
  'heating_fuel',
  'hot_water_fuel',
  'roof_orientation',
  'budget',
] as const;

export type ModelVariable = (typeof MODEL_VARIABLE_KEYS)[number];

/** Longest place name taken from a model (the gazetteer reads a bare answer of up to 60 characters). */
export const MAX_PLACE_LENGTH = 60;
/** Largest budget taken from a model, in dollars: a larger figure is a misreading, not a budget. */
const MAX_BUDGET = 100_000_000;

const DESCRIPTIONS: Record<ModelVariable, string> = {
  place: 'The Australian town, suburb or postcode of the home, copied exactly as the visitor wrote it (typos included).',
  state: 'The state or territory of the home, when the visitor names or clearly implies it.',
  project_type:
    'new build (building, a bought block, designing, plans drawn up, knock-down rebuild); retrofit (upgrading a home they live in or own); renovation; extension (adding a room, enclosing a deck).',
  tenure: 'owner when the visitor owns the home; renter when they rent it (a landlord, a lease).',
  dwelling_type: 'The kind of dwelling.',
  storeys: 'How many storeys the home has or will have ("3" for three or more).',
  current_star_rating: "The existing home's current NatHERS star rating as a number 0 to 10, e.g. \"5.5\"; not a target.",
  heating_fuel: 'How the home is heated.',
  hot_water_fuel: 'The hot water system.',
  roof_orientation: 'The direction the main roof faces.',
  budget: 'The budget for energy upgrades in whole Australian dollars, digits only, e.g. "15000".',
};

/**
 * The `collected_variables` member of the structured answer: every variable listed and required
 * (strict mode), each a value of its set or null.
 */
export const MODEL_VARIABLES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [...MODEL_VARIABLE_KEYS],
  properties: Object.fromEntries(
    MODEL_VARIABLE_KEYS.map((key) => {
      const values: readonly string[] | undefined = isEnumerated(key) ? MODEL_VALUE_SETS[key] : undefined;
      const schema = values
        ? { type: ['string', 'null'], enum: [...values, null], description: DESCRIPTIONS[key] }
        : { type: ['string', 'null'], description: DESCRIPTIONS[key] };
      return [key, schema];
    }),
  ),
};

/**
 * The value a model reported for a variable, normalised to how the offline engine stores it, or
 * undefined when it is not valid for that variable: a value outside the variable's set, a place
 * too long to be one, a star rating outside 0–10, a budget that is not a positive amount. Case and
 * spacing are forgiven ("Heat Pump", "north east"); nothing else is guessed.
 */
export function validModelValue(key: ModelVariable, raw: unknown): string | undefined {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || text === '' || text.toLowerCase() === 'null') return undefined;
  if (isEnumerated(key)) return enumeratedValue(key, text);
  if (key === 'place') return text.length <= MAX_PLACE_LENGTH && /\p{L}|\d{3,4}/u.test(text) ? text : undefined;
  if (key === 'current_star_rating') return starRating(text);
  return budget(text);
}

/** The variables a model reported that pass {@link validModelValue}, normalised. */
export function validModelVariables(reported: Record<string, unknown>): Partial<Record<ModelVariable, string>> {
  const valid: Partial<Record<ModelVariable, string>> = {};
  for (const key of MODEL_VARIABLE_KEYS) {
    if (!Object.hasOwn(reported, key)) continue;
    const value = validModelValue(key, reported[key]);
    if (value !== undefined) valid[key] = value;
  }
  return valid;
}

/** Whether a collected variable still waits for a value: never given, or recorded as "not sure". */
export function isOpen(collected: CollectedVariables, key: string): boolean {
  const value = collected[key];
  return value === undefined || value === 'unknown';
}

function isEnumerated(key: ModelVariable): key is EnumeratedVariable {
  return Object.hasOwn(MODEL_VALUE_SETS, key);
}

function enumeratedValue(key: EnumeratedVariable, text: string): string | undefined {
  const wanted = key === 'state' ? text.toUpperCase() : text.toLowerCase().replace(/[\s_]+/g, ' ');
  const values: readonly string[] = MODEL_VALUE_SETS[key];
  return values.find((value) => value === wanted || value === wanted.replace(/ /g, '-'));
}

function starRating(text: string): string | undefined {
  if (!/^\d{1,2}(?:\.\d)?$/.test(text)) return undefined;
  const stars = Number(text);
  return stars <= 10 ? String(stars) : undefined;
}

function budget(text: string): string | undefined {
  const match = /^(?:aud\s*)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?\s*(k)?$/i.exec(text);
  if (match === null) return undefined;
  const dollars = Number(match[1]?.replaceAll(',', '')) * (match[2] ? 1000 : 1);
  return dollars > 0 && dollars <= MAX_BUDGET ? String(Math.round(dollars)) : undefined;
}
