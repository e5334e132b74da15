import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import type { Gazetteer, GazetteerResult } from '../gazetteer/gazetteer-types';
import { placeVariables } from '../gazetteer/place-variables';
import { homeBesideCompared } from '../gazetteer/compared-place';
import type { QuestionSlot } from '../policy';
import { COMMON_WORDS } from '../gazetteer/gazetteer-words';
import { DWELLING_LEXICONS, dwellingTypeIn } from './dwelling-type';
import { FUEL_LEXICONS } from './fuel-lexicons';
import { fuelOfSubject, fuelSubject, heatingFuelIn, hotWaterFuelIn } from './fuels';
import { createWordReader } from './message-words';
import { PROJECT_TYPE_LEXICONS, projectTypeIn } from './project-type';
import {
  BUDGET_AMOUNT,
  BUDGET_ANSWER,
  BUDGET_CONTEXT,
  CURRENT_STARS,
  DIRECTION_ANSWER,
  DIRECTION_SHORT,
  PROJECT_TYPE_ANSWERS,
  ROOF_ORIENTATION,
  STAR_ANSWER,
  STAR_GOAL,
  TARGET_STARS,
  UNKNOWN_ANSWER,
  spelledNumbers,
  type Matcher,
} from './slot-patterns';
import { createRespeller } from './spelling';
import { STATE_LEXICON, stateNamedIn } from './state-named';
import { STOREY_LEXICONS, storeysIn } from './storeys';
import { OWN_HOME_LEXICON, ownHomeIn, TENURE_LEXICON, tenureIn } from './tenure';

/** Words the short-answer patterns and the patterns around a phrase (clause-context.ts) read, beside the lexicons' own. */
const ANSWER_WORDS = [
  'retrofit', 'renovation', 'renovating', 'extension', 'extending', 'existing', 'upgrading', 'construction', 'stars', 'north', 'south', 'east', 'west', 'budget', 'thousand', 'system', 'fitter', 'fitters',
  'swap', 'swaps', 'swapped', 'swapping', 'replaced', 'replacing', 'ditched', 'ditching', 'traded', 'trading',
];
/** A typo in a word the slots read is corrected to it ("retorfit", "singel storey", "heatpump"). */
const LEXICONS = [...PROJECT_TYPE_LEXICONS, TENURE_LEXICON, OWN_HOME_LEXICON, STATE_LEXICON, ...DWELLING_LEXICONS, ...STOREY_LEXICONS, ...FUEL_LEXICONS];
const respell = createRespeller(
  { words: LEXICONS.flatMap((lexicon) => [...lexicon.words]).concat(ANSWER_WORDS), pairs: new Set(LEXICONS.flatMap((lexicon) => [...lexicon.pairs])) },
  COMMON_WORDS,
);
const readSlotWords = createWordReader(LEXICONS, respell);

export interface SlotResult {
  collected: CollectedVariables;
  changed: string[];
  ambiguousPlace?: { name: string; states: string[] };
}

/** A place named as the build's ("Rockhampton build, ...", "Coomera build (Gold Coast)"): a new build. */
const PLACE_BUILD = /^\s*(?:new )?(?:build|new home|house build|home build)\b/i;

/** A unit or flat named by its place ("in our Darwin unit", "my Bondi flat"): an apartment. */
const OWN_BEFORE = /\b(?:our|my|the|this|a)\s+$/i;
const HOME_AFTER = /^\s+(?:unit|flat)\b(?!\s+(?:of|price|cost|rate|roof))/i;
function placeHome(message: string, placeText: string): boolean {
  const at = message.indexOf(placeText);
  return at >= 0 && OWN_BEFORE.test(message.slice(Math.max(0, at - 10), at)) && HOME_AFTER.test(message.slice(at + placeText.length));
}

/** The NCC climate zone a visitor says their home is in: "we're in climate zone 6", "our block is zone 4". */
const TOLD_ZONE =
  /\b(?:we'?re|we are|i'?m|i am|(?:our|my|the) (?:house|home|place|block|land|build|property|site)(?:'s| is)|(?:it|that)'?s|says we'?re|puts us|put us|reckons we'?re) (?:in |at )?['"‘“]?(?:an? )?(?:ncc |bca |building code )?(?:climate )?zone ([1-8])\b/;

/** A message that asks rather than answers: "is a heat pump or gas cheaper?" */
const ASKS_BACK = /^(?:is|are|what|which|should|how|can|do|does|would|could|will|why|when|where|who)\b/;

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
 * Whether the place found is the state's name read as a misspelt town ("Victoria" as Vittoria): a
 * name a letter or two from the words that named the state.
 */
function misreadState(place: GazetteerResult, spelled: string): boolean {
  if (place.kind === 'none') return false;
  const name = (place.kind === 'match' ? place.place.name : place.name).toLowerCase();
  return name !== spelled && Math.abs(name.length - spelled.length) <= 2 && name.slice(0, 2) === spelled.slice(0, 2);
}

/** Words after a star figure that make it a rule: "been required", "is the minimum", "mandatory". */
const RULE_AFTER = /^\s*(?:been |be |is |are |became |become )?(?:(?:actually|actualy|really|now|still|even|officially) )?(?:the law|required|needed|mandatory|compulsory|the minimum|minimum|law|in force|the rule|the standard|the requirement)\b/;

/** Words that give a rating as a result: "came back at", "sitting at", "scored", "says". */
const RESULT = /^(came|comes|coming|sitting|sits|scored|scores|rates?|(only|just) rates?|rated|achieved|assessed|says|said|at \d\.\d|report|certificate|assessment|rating)\b/;

/** A design or plan that has been rated: its rating is the current one, even for a new build. */
const DESIGN_RATED = /\b(design|plans?|drawings|assessor|assessment|came back|comes back|came in|sitting at)\b/;

/** Every amount a message names, as BUDGET_AMOUNT reads one. */
const BUDGET_AMOUNTS = new RegExp(BUDGET_AMOUNT.source, 'g');
/** A bill or a running cost said with an amount: "last quarter's bill was $780", "$300 a month". */
const BILLED = /\b(bills?|quarter\w*|(a|per|each|every) (month|quarter|year|week)|monthly|yearly|annual\w*)\b/;

/** A price someone put on a thing: "the plumber says like for like for about $1,400", "quoted $9k". */
const PRICED = /\b(quot(e|es|ed|ing)|costs?|costing|charg\w*|prices?|priced|pricing|offer\w*|extra|another|(cough|fork|shell)\w* (up|out)|(plumber|sparky|electrician|installer|builder|tradie|supplier|insulator|glazier)s? (says|said|reckons|wants|told))\b/;
/** Money that is not the visitor's to spend on the home: an income, a client's. */
const NOT_OURS = /\b(income|salary|salaries|earn\w*|wages?|take home|(client|customer|owner)s?'?s? (is |are )?(spending|budget|paying|wants?))\b/;
/** Words that make an amount the visitor's own to spend, whatever else the clause says. */
const SPENDING = /\b(budget|spend|spending|afford|saved|savings|kitty|to play with|set aside|put aside|to throw at|to put towards?|to chuck at)\b/;

/**
 * The amount a message gives as its budget: the first said in a clause with a word of budgeting ("we've
 * got about $10,000 to spend"), else the first that is no bill ("last quarter's bill was $780") and no
 * price put on a thing ("the plumber says about $1,400").
 */
function budgetAmount(text: string): Record<string, string | undefined> | undefined {
  let fallback: Record<string, string | undefined> | undefined;
  for (const found of text.matchAll(BUDGET_AMOUNTS)) {
    const at = found.index ?? 0;
    // (its clause, and no further than a few words either side when the text has no stops)
    const clauseStart = Math.max(...['.', '?', '!', ';', ','].map((stop) => text.lastIndexOf(stop, at - 1) + 1));
    const start = Math.max(at - 40, clauseStart);
    const end = at + found[0].length;
    const stop = text.slice(end, end + 30).search(/[.?!;,]/);
    const clause = text.slice(start, stop < 0 ? end + 30 : end + stop);
    // (budgeting words said after it, up to the next amount: "$9,000 which is our whole budget")
    const spentAfter = SPENDING.test(text.slice(end, end + 30).split(/[$\d]/)[0] ?? '');
    // (who priced it may be said further back in the clause: "the plumber says replace like for like for
    // about $1,400"; it is no price when budgeting words are said of it)
    const clauseBefore = text.slice(clauseStart, at);
    // (an income, "household income is around 150k", or a client's money, "client's spending about 120 grand", is no budget of the visitor's)
    if (NOT_OURS.test(text.slice(start, at))) continue;
    const priced = PRICED.test(clauseBefore) && !SPENDING.test(clauseBefore) && !spentAfter;
    // (money to spend said right with the amount is a budget, whatever bill the unpunctuated clause
    // tells before it: "the power bill is ridiculous weve got maybe 15k to throw at it")
    const spendingNear = SPENDING.test(text.slice(start, at)) || spentAfter;
    const billedNear = BILLED.test(text.slice(Math.max(0, at - 15), at)) || BILLED.test(text.slice(end, end + 15));
    if (spendingNear && !billedNear) return found.groups;
    if (BUDGET_CONTEXT.test(clause) && !BILLED.test(clause) && !priced) return found.groups;
    if (!BILLED.test(clause) && !priced) fallback ??= found.groups;
  }
  return fallback;
}

/**
 * The home's current star rating stated in a sentence: the first mention that is not a target
 * ("get it to 7 stars") or a rule ("the minimum is 7 stars"). A new build has no current rating.
 */
function currentStars(text: string, projectType: string | undefined): string | undefined {
  // a design has a rating before it is built ("our design came back at 6.4 stars")
  if (projectType === 'new build' && !DESIGN_RATED.test(text)) return undefined;
  const target = TARGET_STARS.exec(text)?.[5];
  for (const match of text.matchAll(CURRENT_STARS)) {
    const value = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5];
    const clause = text.slice(0, match.index).split(/[.,;!?]|\band\b|\bbut\b/).at(-1) ?? '';
    // a result ("came back at 6.4 stars", "the assessor says 6.4 stars") is no goal, whatever the clause names
    const result = RESULT.test(match[0]);
    // "since when has 7 stars been required": the rule, not the home's rating
    const rule = RULE_AFTER.test(text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 30));
    // "is 6 stars bad?" opening a question asks about a rating, it tells none
    const asked = /^is\b/.test(match[0]) && clause.trim() === '';
    if (value !== undefined && value !== target && !rule && !asked && (result || !STAR_GOAL.test(clause))) return value;
  }
  return undefined;
}

/**
 * The appliance the visitor's last message was about (its hot water or its heating), whose fuel a bare
 * answer now gives: all that {@link fillSlots} reads of the history, but for an answer to "which state?".
 */
export function previousSubject(history: SalesMessage[]): ReturnType<typeof fuelSubject> {
  const last = history.findLast((entry) => entry.role === 'user');
  return last === undefined ? undefined : fuelSubject(last.content.toLowerCase());
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
  // (a place set beside the home, "the same zone as Melbourne", is not where the home is)
  const found = homeBesideCompared(gazetteer, message, findPlace(gazetteer, message, asked, input.history));
  // a place's own words are not typos of slot words: "Tennant Creek" has no tenant
  const placeWords = found.kind === 'match' ? new Set(found.matchedText.toLowerCase().split(/[^a-z0-9']+/)) : undefined;
  const words = readSlotWords(message, placeWords);
  const text = words.text.trim();
  const updates: CollectedVariables = {};
  let ambiguousPlace: SlotResult['ambiguousPlace'];

  const named = stateNamedIn(words);
  const place = named !== undefined && misreadState(found, named.spelled) ? { kind: 'none' as const } : found;
  if (place.kind === 'match') Object.assign(updates, placeVariables(place.place));
  if (place.kind === 'ambiguous') {
    ambiguousPlace = { name: place.name, states: [...new Set(place.candidates.map((candidate) => candidate.state))] };
  }

  // a zone the visitor says they are in, with no place known ("the council letter says we're in climate zone 6")
  const toldZone = place.kind === 'none' && previous.location === undefined ? TOLD_ZONE.exec(text)?.[1] : undefined;
  if (toldZone !== undefined && toldZone !== previous.climate_zone) Object.assign(updates, { climate_zone: toldZone, climate_zone_source: 'the visitor' });

  // a short message right after a question may be its answer ("a gas heater", "two"), unless it asks one back
  const answered = text.length <= 80 && !ASKS_BACK.test(text) ? asked : undefined;
  // a state named in a question about somewhere else ("what about NSW rebates?") leaves a known town
  // alone; said as a statement ("we're in NSW now") it is where the home is
  const asksAboutState = previous.location !== undefined && ASKS_BACK.test(text);
  if (place.kind === 'none' && named !== undefined && named.state !== previous.state && !asksAboutState) updates.state = named.state;
  // (the weaker sign, "our house", only in the visitor's opening message, when nothing is known yet)
  const opening = !input.history.some((entry) => entry.role === 'user');
  const tenure = tenureIn(words) ?? (opening && previous.tenure === undefined ? ownHomeIn(words) : undefined);
  setSlot(updates, 'tenure', tenure);
  const projectKnown = previous.project_type;
  const placeBuild = place.kind === 'match' && PLACE_BUILD.test(message.slice(message.indexOf(place.matchedText) + place.matchedText.length)) ? 'new build' : undefined;
  setSlot(updates, 'project_type', projectTypeIn(words, projectKnown) ?? placeBuild ?? (answered === 'project_type' ? firstMatch(PROJECT_TYPE_ANSWERS, text) : undefined));
  setSlot(updates, 'dwelling_type', dwellingTypeIn(words, answered === 'dwelling_type') ?? (place.kind === 'match' && placeHome(message, place.matchedText) ? 'apartment' : undefined));
  setSlot(updates, 'storeys', storeysIn(words, answered === 'storeys'));
  setSlot(updates, 'heating_fuel', heatingFuelIn(words, answered === 'heating_fuel'));
  setSlot(updates, 'hot_water_fuel', hotWaterFuelIn(words, answered === 'hot_water_fuel'));
  // a bare fuel right after a message about the hot water or the heating is that appliance's ("It's gas at
  // the moment"), unless it answers the advisor's question about a fuel
  const fuelAsked = answered === 'heating_fuel' || answered === 'hot_water_fuel';
  const subject = text.length <= 80 && !fuelAsked && !ASKS_BACK.test(text) && !text.includes('?') ? previousSubject(input.history) : undefined;
  if (subject !== undefined && updates[subject] === undefined) setSlot(updates, subject, fuelOfSubject(words, subject));

  const roof = ROOF_ORIENTATION.exec(text);
  const answeredDirection = answered === 'roof_orientation' ? (DIRECTION_ANSWER.exec(text)?.[2] ?? DIRECTION_SHORT.get(text.replace(/[^a-z]/g, ''))) : undefined;
  const direction = roof ? (roof[4] ?? roof[5] ?? roof.groups?.side ?? roof.groups?.face ?? roof.groups?.facing ?? roof.groups?.panels) : answeredDirection;
  setSlot(updates, 'roof_orientation', direction?.replace(/\s+/, '-').replace(/^(north|south)(east|west)$/, '$1-$2'));

  const mentionsStars = /star|rating|(energy|nathers) report|assessment/.test(text);
  const mentionsBudget = BUDGET_CONTEXT.test(text) || answered === 'budget';
  // stars and budgets may be written in words ("three stars", "fifteen grand")
  const numeric = mentionsStars || mentionsBudget || answered === 'current_star_rating' ? spelledNumbers(text) : text;
  const starsTold = mentionsStars ? currentStars(numeric, updates.project_type ?? previous.project_type) : undefined;
  const stars = starsTold ?? (answered === 'current_star_rating' ? STAR_ANSWER.exec(numeric)?.[2] : undefined);
  if (stars !== undefined && Number(stars) <= 10) setSlot(updates, 'current_star_rating', stars);

  if (mentionsBudget) {
    const groups = budgetAmount(numeric) ?? (answered === 'budget' ? BUDGET_ANSWER.exec(numeric)?.groups : undefined);
    if (groups) {
      const digits = (groups.dollars ?? groups.amount ?? groups.words ?? groups.budget ?? groups.kept ?? '').replaceAll(',', '');
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
