import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import type { Gazetteer, GazetteerResult } from '../gazetteer/gazetteer-types';
import { placeVariables } from '../gazetteer/place-variables';
import type { QuestionSlot } from '../policy';
import { dwellingTypeIn } from './dwelling-type';
import { heatingFuelIn, hotWaterFuelIn } from './fuels';
import { readWords } from './phrase-lexicon';
import { projectTypeIn } from './project-type';
import {
  BUDGET_AMOUNT,
  BUDGET_ANSWER,
  BUDGET_CONTEXT,
  CURRENT_STARS,
  DIRECTION_ANSWER,
  DWELLING_ANSWERS,
  HEATING_ANSWERS,
  HOT_WATER_ANSWERS,
  PROJECT_TYPE_ANSWERS,
  ROOF_ORIENTATION,
  STAR_ANSWER,
  STAR_GOAL,
  STOREY_ANSWERS,
  STOREYS,
  TARGET_STARS,
  UNKNOWN_ANSWER,
  type Matcher,
} from './slot-patterns';
import { stateNamedIn } from './state-named';
import { tenureIn } from './tenure';

export interface SlotResult {
  collected: CollectedVariables;
  changed: string[];
  ambiguousPlace?: { name: string; states: string[] };
}

/** The value of the first matcher whose pattern the text matches. */
function firstMatch(matchers: readonly Matcher[], text: string): string | undefined {
  for (const [value, pattern] of matchers) if (pattern.test(text)) return value;
  return undefined;
}

const LOCATION_KEYS = [
  'location',
  'state',
  'postcode',
  'climate_zone',
  'climate_zone_confidence',
  'climate_zone_source',
  'climate_zone_alternatives',
  'nathers_zone',
];

/** The place the message names: in its text, as a bare answer to the location question, or a state for a pending ambiguous name. */
function findPlace(
  gazetteer: Gazetteer,
  message: string,
  asked: QuestionSlot | 'lead_offer' | 'which_state' | undefined,
  history: SalesMessage[],
): GazetteerResult {
  if (asked === 'which_state') {
    const pending = [...history].reverse().find((entry) => entry.role === 'user');
    const earlier = pending ? gazetteer.findInText(pending.content) : { kind: 'none' as const };
    if (earlier.kind === 'ambiguous') {
      const resolved = gazetteer.lookup(`${earlier.name}, ${message}`);
      if (resolved.kind === 'match') return resolved;
    }
  }
  const inText = gazetteer.findInText(message);
  if (inText.kind !== 'none' || asked !== 'location') return inText;
  return message.length <= 60 ? gazetteer.lookup(message) : inText;
}

/**
 * The home's current star rating stated in a sentence: the first mention that is not a target
 * ("get it to 7 stars") or a rule ("the minimum is 7 stars"). A new build has no current rating.
 */
function currentStars(text: string, projectType: string | undefined): string | undefined {
  if (projectType === 'new build') return undefined;
  const target = TARGET_STARS.exec(text)?.[5];
  for (const match of text.matchAll(CURRENT_STARS)) {
    const value = match[1] ?? match[2];
    const clause = text.slice(0, match.index).split(/[.,;!?]|\band\b|\bbut\b/).at(-1) ?? '';
    if (value !== undefined && value !== target && !STAR_GOAL.test(clause)) return value;
  }
  return undefined;
}

/** Records what a message says of a slot, when it says anything. */
function setSlot(updates: CollectedVariables, slot: string, value: string | undefined): void {
  if (value !== undefined) updates[slot] = value;
}

/**
 * Fills the collected variables from one visitor message, said outright or implied ("we bought a
 * block" is a new build, "our landlord" a renter, "down in Tassie" the state). A newly named place
 * replaces the old location ("actually it's in Geelong"), and so does a state other than the known
 * location's; a short answer fills the slot that was just asked about; "not sure" marks that slot
 * unknown so the advisor moves on.
 */
export function fillSlots(input: {
  gazetteer: Gazetteer;
  message: string;
  previous: CollectedVariables;
  asked: QuestionSlot | 'lead_offer' | 'which_state' | undefined;
  history: SalesMessage[];
}): SlotResult {
  const { gazetteer, message, previous, asked } = input;
  const words = readWords(message);
  const text = words.text.trim();
  const updates: CollectedVariables = {};
  let ambiguousPlace: SlotResult['ambiguousPlace'];

  const place = findPlace(gazetteer, message, asked, input.history);
  if (place.kind === 'match') Object.assign(updates, placeVariables(place.place));
  if (place.kind === 'ambiguous') {
    ambiguousPlace = { name: place.name, states: [...new Set(place.candidates.map((candidate) => candidate.state))] };
  }

  // a short message right after a question may be its answer ("a gas heater", "two")
  const answered = text.length <= 80 ? asked : undefined;
  if (place.kind === 'none') {
    const state = stateNamedIn(words, message);
    if (state !== undefined && state !== previous.state) updates.state = state;
  }
  const tenure = tenureIn(words);
  setSlot(updates, 'tenure', tenure);
  const projectKnown = previous.project_type;
  setSlot(updates, 'project_type', projectTypeIn(words, projectKnown) ?? (answered === 'project_type' ? firstMatch(PROJECT_TYPE_ANSWERS, text) : undefined));
  // a renter's home already stands: nothing to build
  if (updates.project_type === undefined && (projectKnown === undefined || projectKnown === 'unknown') && tenure === 'renter') updates.project_type = 'retrofit';
  setSlot(updates, 'dwelling_type', dwellingTypeIn(words) ?? (answered === 'dwelling_type' ? firstMatch(DWELLING_ANSWERS, text) : undefined));
  setSlot(updates, 'storeys', firstMatch(STOREYS, text) ?? (answered === 'storeys' ? firstMatch(STOREY_ANSWERS, text) : undefined));
  setSlot(updates, 'heating_fuel', heatingFuelIn(words, answered === 'heating_fuel') ?? (answered === 'heating_fuel' ? firstMatch(HEATING_ANSWERS, text) : undefined));
  setSlot(updates, 'hot_water_fuel', hotWaterFuelIn(words, answered === 'hot_water_fuel') ?? (answered === 'hot_water_fuel' ? firstMatch(HOT_WATER_ANSWERS, text) : undefined));

  const roof = ROOF_ORIENTATION.exec(text);
  const direction = roof ? (roof[4] ?? roof[5]) : answered === 'roof_orientation' ? DIRECTION_ANSWER.exec(text)?.[2] : undefined;
  setSlot(updates, 'roof_orientation', direction?.replace(/\s+/, '-').replace(/^(north|south)(east|west)$/, '$1-$2'));

  const stars = currentStars(text, updates.project_type ?? previous.project_type) ?? (answered === 'current_star_rating' ? STAR_ANSWER.exec(text)?.[2] : undefined);
  if (stars !== undefined && Number(stars) <= 10) setSlot(updates, 'current_star_rating', stars);

  if (BUDGET_CONTEXT.test(text) || answered === 'budget') {
    const groups = BUDGET_AMOUNT.exec(text)?.groups ?? (answered === 'budget' ? BUDGET_ANSWER.exec(text)?.groups : undefined);
    if (groups) {
      const digits = (groups.dollars ?? groups.amount ?? groups.words ?? groups.budget ?? '').replaceAll(',', '');
      const thousands = groups.dollarsK ?? groups.amountK;
      const value = Number(digits) * (thousands ? 1000 : 1);
      if (digits && Number.isFinite(value) && value > 0) setSlot(updates, 'budget', String(Math.round(value)));
    }
  }

  if (asked && asked !== 'lead_offer' && asked !== 'which_state' && asked !== 'location' && updates[asked] === undefined) {
    if (UNKNOWN_ANSWER.test(text)) updates[asked] = 'unknown';
  }

  const collected = { ...previous };
  // a new place, or a state other than the known one, replaces what was known of the location
  if (updates.location !== undefined || updates.state !== undefined) for (const key of LOCATION_KEYS) delete collected[key];
  Object.assign(collected, updates);
  const changed = Object.keys(updates).filter((key) => previous[key] !== updates[key]);
  return { collected, changed, ...(ambiguousPlace && { ambiguousPlace }) };
}
