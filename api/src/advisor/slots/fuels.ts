import { denied, stated } from './clause-context';
import type { Words } from './message-words';
import type { Lexicon, PhraseMatch } from './phrase-lexicon';
import { HEATING, HEATING_ANSWERS, HEATING_IS, HOT_WATER, HOT_WATER_ANSWERS, HOT_WATER_IS } from './fuel-lexicons';

/**
 * What follows a fuel that makes the words before it no statement of it: the end of a question ("is a
 * heat pump the way to go"), or a part of the system it powers ("the hot water's electric booster").
 */
const QUESTION_TAIL = /^\s*(?:boost\w*|element|backup|back-up|booster|the way to go|the go|worth it|worth (?:the|getting)|a good (?:idea|option|choice)|any good|better|the best|the answer|a better)\b/;

/** Words before a thing that make it what another is to be swapped for: "ditch the ducted gas for", "replace it with". */
const SWAPPED_FOR = /\b(?:ditch|swap|replace|trade|change|switch)(?:ing)?\b[^.?!]{0,40}\b(?:for|with)\s+(?:(?:a|an|the|some|new)\s+)?$/;

/** A fuel's phrases: mentioned, stated outright ("the hot water is gas"), and bare answers. */
interface FuelLexicons {
  mentions: Lexicon<string>;
  statements: Lexicon<string>;
  answers: Lexicon<string>;
}

/**
 * The fuel a message says the home has or will have: the last mention the visitor states ("we
 * replaced the gas heater with a split system" → the split system; "the hot water is gas"), not one
 * they ask about. Right after the question about it (`answered`), any mention not denied answers it,
 * and so does a bare fuel that is not part of a phrase about something else ("a heat pump for hot water").
 */
function fuelIn(lexicons: FuelLexicons, words: Words, answered: boolean): string | undefined {
  let told: { value: string; start: number } | undefined;
  let mentioned: string | undefined;
  const hidden: { start: number; end: number }[] = [];
  for (const match of lexicons.mentions.find(words)) {
    const refused = denied(words.text, match.start);
    // "we don't have any heating" tells there is none; "heating" alone tells nothing
    if (match.value === 'heating') {
      if (refused) told = { value: 'none', start: match.start };
      continue;
    }
    if (match.value === 'other') {
      hidden.push(match);
      continue;
    }
    if (refused) continue;
    mentioned ??= match.value;
    // (what is to take the place of the one told, "want to ditch the ducted gas for reverse cycle", is a plan: the home has the other)
    if (told && SWAPPED_FOR.test(words.text.slice(Math.max(0, match.start - 60), match.start))) continue;
    if (stated(words.text, match.start, match.end)) told = match;
  }
  for (const match of lexicons.statements.find(words)) {
    // "the tank is a heat pump the way to go": the end of an unpunctuated question, not a statement
    if (QUESTION_TAIL.test(words.text.slice(match.end))) continue;
    if (!denied(words.text, match.start) && (!told || match.start > told.start)) told = match;
  }
  if (told) return told.value;
  if (!answered) return undefined;
  if (mentioned) return mentioned;
  // a fuel named in the answer outweighs "nothing" said in passing ("nothing fancy, just gas")
  const inOther = (start: number) => hidden.some((other) => start >= other.start && start < other.end);
  const answers = lexicons.answers.find(words).filter((match) => !inOther(match.start) && !denied(words.text, match.start));
  return (answers.find((match) => match.value !== 'none') ?? answers[0])?.value;
}

/**
 * One fuel said to run the whole home ("we run everything off bottled gas", "LPG bottles for the lot",
 * "all gas (heating, HWS, cooktop)", "the heating and the hot water are both gas"), or to be left
 * ("ditching the gas altogether", "getting off gas"):
 * the fuel of the heating and the hot water the message names with it.
 */
const ALL_ON_ONE =
  /\b(?:everything'?s?|the (?:whole )?lot|it all|all of it|the whole (?:house|home|place))\b[^.?!]{0,40}?\b(bottled gas|lpg|gas|electricity)\b|\b(bottled gas|lpg|gas|electricity)(?:\s+(?:bottles?|cylinders?))?\s+(?:for|runs|powers|to run)\s+(?:everything|the (?:whole )?lot|it all)\b|\ball(?:[- ]| on |\s+runs on\s+)(bottled gas|lpg|gas)\b|\b(?:ditch\w*|get(?:ting)? (?:off|rid of)|go(?:ing)? off|disconnect\w*)\s+(?:the\s+)?(gas)\b(?!\s+(?:cooktop|stove|oven|bbq|bottle|heater|hot water|hws))|\b(?:are|'re)\s+both\s+(?:on\s+|run\s+on\s+)?(gas|electric)\b|\bboth\b[^.?!]{0,70}?\b(?:run|runs|are|use)\s+(?:on\s+|off\s+)?(gas|electric)\b/;
/** Words before a whole-home fuel that make it a plan or a question, not what the home has. */
const WEIGHED_BEFORE = /\b(?:should|could|would|whether|if|or|switch\w*|go|going|convert\w*)\s+(?:\w+\s+){0,2}$/;

function wholeHomeFuel(words: Words): string | undefined {
  const found = ALL_ON_ONE.exec(words.text);
  if (!found || denied(words.text, found.index) || WEIGHED_BEFORE.test(words.text.slice(Math.max(0, found.index - 40), found.index))) return undefined;
  return found.slice(1).find((group) => group !== undefined)?.startsWith('electric') ? 'electric' : 'gas';
}

/** A heater said to have no flue ("the heater has no flue", "the one in the hall doesn't have a flue", "I don't think it has a flue"), or one that never has one: a portable gas heater off a bottle. */
export const FLUELESS =
  /\b(?:unflued|un-flued|flueless|portable (?:bottled[- ]|lpg |bottle )?gas heaters?|(?:bottled[- ]gas|lpg) heaters?|gas heaters? (?:off|on|from|with|running off) (?:a|the) (?:gas )?bottle|(?:no|without(?: a| any)?) flues?|(?:doesn't|does not|don't|do not|didn't|did not|hasn't|has not|haven't|have not)(?: got| have)?(?: a| any)? flues?|not flued|(?:don't|do not) (?:think|reckon|believe) (?:it|there|they|the \w+)(?:'s| is| has| have| are)?(?: got)?(?: a| any)? flues?)\b/;
/** A word for the heater in the clause: "heater", "heating", "one", "fire", "furnace", "unit". */
const HEATER_WORD = /\b(?:heat\w*|ones?|fires?|furnaces?|units?)\b/;
/** A clause that asks, or weighs a heater or tells of one gone: not the heater the home has. */
const NOT_HELD =
  /^\s*(?:is|are|was|were|do|does|did|should|would|could|can|what|which|how|why|if|whether)\b|\b(?:had|used to|removed|replaced|got rid|ripped out|should|could|would|or|vs|than|buy|buying|get|getting)\b/;
const CLAUSE_END = /[.?!,;]|\s[-–—]\s/g;

/**
 * A heater the visitor has, said to have no flue: a gas heater, since wood heaters always have one
 * ("the heater in the hall doesn't have a flue", "it's one of those unflued ones").
 */
function fluelessHeater(text: string): 'gas' | undefined {
  const found = FLUELESS.exec(text);
  if (!found) return undefined;
  // the clause it is in: from the last stop, comma or dash before it to the next after it
  let from = 0;
  let to = text.length;
  for (const boundary of text.matchAll(CLAUSE_END)) {
    if (boundary.index < found.index) from = boundary.index + boundary[0].length;
    else if (boundary.index >= found.index + found[0].length) {
      to = boundary.index;
      break;
    }
  }
  const clause = text.slice(from, to);
  return HEATER_WORD.test(clause) && text[to] !== '?' && !NOT_HELD.test(clause) ? 'gas' : undefined;
}

/**
 * A gas bill blamed on the heating or on winter ("the gas bill is massive every winter because of the
 * heater", "the heating pushes our gas bill through the roof"), or a gas fitter called to the heating
 * ("the ducted heating is 22 years old and the gas fitter says it's cactus"): the home is heated with gas.
 */
const GAS_BILL_HEATING =
  /\bgas bills?\b[^.?!]{0,60}?\b(?:heater|heaters|heating|winters?)\b|\b(?:heater|heaters|heating|winter)\b[^.?!]{0,40}?\bgas bills?\b|\b(?:heater|heaters|heating|furnace)\b[^.?!]{0,80}?\bgas ?fitters?\b|\bgas ?fitters?\b[^.?!]{0,60}?\b(?:heater|heaters|heating|furnace)\b/;

function gasBillHeating(text: string): 'gas' | undefined {
  const found = GAS_BILL_HEATING.exec(text);
  return found && !denied(text, found.index) ? 'gas' : undefined;
}

/** How the home is heated: gas, reverse-cycle, wood, electric or none. */
export const heatingFuelIn = (words: Words, answered: boolean) =>
  fuelIn({ mentions: HEATING, statements: HEATING_IS, answers: HEATING_ANSWERS }, words, answered) ??
  fluelessHeater(words.text) ??
  gasBillHeating(words.text) ??
  (NAMES_HEATING.test(words.text) || HEATING_SYSTEMS.test(words.text) ? wholeHomeFuel(words) : undefined);

/** What heats the home's water: gas, electric, heat pump or solar. */
export const hotWaterFuelIn = (words: Words, answered: boolean) =>
  fuelIn({ mentions: HOT_WATER, statements: HOT_WATER_IS, answers: HOT_WATER_ANSWERS }, words, answered) ??
  hotWaterByReference(words) ??
  (NAMES_HOT_WATER.test(words.text) ? wholeHomeFuel(words) : undefined);

/** The fuel slot a message is about, when it names one kind of appliance only: its hot water or its heating. */
export function fuelSubject(text: string): 'heating_fuel' | 'hot_water_fuel' | undefined {
  const hotWater = NAMES_HOT_WATER.test(text);
  const heating = NAMES_HEATING.test(text);
  if (hotWater === heating) return undefined;
  return hotWater ? 'hot_water_fuel' : 'heating_fuel';
}

/** The most words of a bare fuel that answers on its own ("gas", "electric, off-peak"); a longer message must state it. */
const BARE_ANSWER_WORDS = 3;
/** What may follow a fuel that answers on its own: when ("gas at the moment", "electric for now") or how sure. */
const ANSWER_TAIL = /^\s*(?:[,.;!-].*)?$|^\s+(?:at the moment|atm|currently|right now|now|for now|these days|i think|i reckon|i believe|probably|unfortunately|sadly|still)\b/;

/**
 * The fuel of the appliance the visitor spoke of just before, given bare ("It's gas at the moment",
 * "the current one runs off gas" after a message about the hot water): a fuel stated, or answering on
 * its own, in a message that names no heater or hot water of its own.
 */
export function fuelOfSubject(words: Words, subject: 'heating_fuel' | 'hot_water_fuel'): string | undefined {
  const answers = (subject === 'heating_fuel' ? HEATING_ANSWERS : HOT_WATER_ANSWERS).find(words);
  const short = words.words.length <= BARE_ANSWER_WORDS;
  const answering = (match: PhraseMatch<string>) =>
    short || (match.start === 0 && ANSWER_TAIL.test(words.text.slice(match.end))) || stated(words.text, match.start, match.end);
  const fuel = answers.find((match) => match.value !== 'none' && !denied(words.text, match.start) && answering(match))?.value;
  return fuel !== undefined && !NAMES_APPLIANCE.some((lexicon) => lexicon.find(words).length > 0) ? fuel : undefined;
}

/** "A gas one", "an old electric unit", "ours is gas": the fuel of the thing just named, by a word that stands for it. */
const ONE_OF_THEM =
  /\b(?:a|an|the|our|my|old|existing|current|one of those|one of them|one of the)\s+(?:(?:old|big|huge|ancient|little|small|original|existing|current)\s+){0,2}(gas|electric|solar|heat pump)\s+(?:ones?|units?|systems?|tanks?)\b|\b(?:ours|mine)\s+(?:is|'s|was|runs on)\s+(?:a |an )?(gas|electric|solar|heat pump)\b/;
const ALL_ELECTRIC = /\b(?:(?<!\b(?:going|go|goes|switch\w*|convert\w*|becom\w*|move|moving|turn\w*) )all[- ]electric|fully electric|everything(?:'s| is) electric|everythings electric|no gas (?:connected|connection|at all|on the property)|zero gas|not connected to (?:the )?gas)\b/;
const NAMES_HOT_WATER = /\b(?:hot water|hws|water heaters?)\b/;
const NAMES_HEATING = /\b(?:heating|(?<!water )heaters?)\b/;
/** Systems that heat a home, named with a whole-home fuel ("ditching the gas: a couple of reverse cycle units"). */
const HEATING_SYSTEMS = /\b(?:reverse[- ]cycle|split systems?|splits|ducted)\b/;

/**
 * In a message about hot water and no other appliance, the fuel of a word that stands for the hot
 * water system ("How much is a heat pump hot water system? Replacing a gas one.", "ours is gas and due
 * for replacing"), when the visitor has it rather than weighs it.
 */
function hotWaterByReference(words: Words): string | undefined {
  const text = words.text;
  if (!NAMES_HOT_WATER.test(text)) return undefined;
  // a home with no gas heats its water with electricity ("no gas at all, everything's electric including an old storage tank")
  const allElectric = ALL_ELECTRIC.exec(text);
  if (allElectric && !denied(text, allElectric.index)) return 'electric';
  if (NAMES_HEATING.test(text)) return undefined;
  const found = ONE_OF_THEM.exec(text);
  if (!found || denied(text, found.index)) return undefined;
  const start = found.index + found[0].indexOf(found[1] ?? found[2] ?? '');
  const value = found[1] ?? found[2];
  return found[2] !== undefined || stated(text, found.index, start) ? value : undefined;
}

/** The lexicons that find a heater or a hot water system named, by its fuel or not. */
const NAMES_APPLIANCE = [HEATING, HEATING_IS, HOT_WATER, HOT_WATER_IS];

