/**
 * What a message tells besides what it asks: a trouble with the home, which asks what to do about it
 * even said as a statement, and things named only as where the thing asked about goes.
 */
import type { Concept } from './lexicon';
import { POINTS_BACK } from './clauses';

/**
 * Saying the home is uncomfortably cold or hot ("it's freezing", "upstairs is an oven", "the west
 * bedrooms bake"): a complaint asks what to do about it, even said as a statement.
 */
export const DISCOMFORT =
  /\b(freezing|frozen|icy|ice ?box|like a fridge|perishing|bitterly cold|(so|too|really|bloody|damn|very|super|always|freezing|icy) (cold|chilly)|cold as|(standing|walking|stepping) on ice|like ice|draughty|drafty|(like )?an? ((absolute|total|real|proper|complete|literal|actual|utter|bloody|damn|flamin\w*|friggin\w*|freaking|giant|massive) )?(oven|sauna|furnace|hothouse|greenhouse)|(like )?an? (absolute|total|real|proper|complete|literal|actual|utter|bloody|damn|flamin\w*|friggin\w*|freaking|giant|massive) (ice ?box|fridge|freezer)|bak(e|es|ing)|roast(s|ing)|swelter\w*|boiling|stifling|unbearabl\w*|(so|too|really|bloody|damn|very|super|always) (hot|stuffy|muggy)|cook(s|ing) (in|every|all|alive)|sweat ?box|hot ?box|blast(ed|ing) by|unliveable|unlivable|can'?t sleep|stinking (hot|cold)|(hot|cold) as (in|all|during|every|by|at|from)\b|still (so |really |too |bloody )?(hot|cold|freezing|boiling)|scorching|(hot|cold) as (hell|anything|buggery|an oven|a fridge)|too (hot|cold) to (sleep|sit|live|use)|(gets?|getting|turns?|turning) (so |really |way too |too |unbearably )?(hot|cold|stuffy|damp|humid))\b/;

/** Being charged a sum that hurts: "slugged $900", "stung nine hundred bucks for the quarter". */
export const BILL_SHOCK = /\b(slugged|stung|whacked|hammered)\b[^.?!]{0,40}(\b(bills?|quarter|bucks|dollars|grand)\b|\$\s?\d)/;

/** Bills told as a trouble: "the power bill is insane", "costing us a bomb", "through the roof". */
const BILL_TROUBLE =
  /\b(bills?|electricity|power|gas|energy)\b[^.?!]{0,30}\b(insane|crazy|ridiculous|huge|massive|killing (us|me)|through the roof|a bomb|a fortune|doubled|tripled|sky[- ]?high|out of control)\b/;

/** A heater, hot water system or other appliance failing: "on its last legs", "finally carked it", "packed it in". */
export const FAILING =
  /\b(on (its|their|it's) last legs|(has |have |just |finally |now )*(died|dying|dead|carked it|cark(ed|ing)|kicked the bucket|packed (it )?in|packed up|given up|gave up|conked out|broke down|broken down|stopped working|is stuffed|is rooted|is shot|blew up|rusted (out|through)|on the way out|about to go|not long for this world)|(no|lost (the|our)?) hot water (this morning|today|again|since)|luke ?warm|runs? out of hot water|running out of hot water|cold showers?|not (getting )?hot enough)\b/;

/** The words of the troubles above, for the speller: a misspelt one ("unbearible") is still heard. */
export const TROUBLE_WORDS = `carked conked rusted furnaces ovens saunas unbearable unbearably unliveable unlivable sweltering stifling freezing boiling draughty slugged ${DISCOMFORT.source} ${BILL_TROUBLE.source} ${BILL_SHOCK.source}`;

/** Whether the text tells of a trouble with the home: discomfort, a bill out of hand, or a named problem (condensation). */
export function tellsTrouble(text: string, named: readonly { concept: Concept }[]): boolean {
  return DISCOMFORT.test(text) || BILL_TROUBLE.test(text) || BILL_SHOCK.test(text) || FAILING.test(text) || named.some(({ concept }) => concept.problem);
}

/** A thing named as one the visitor already has, that another is added to ("adding a battery to our solar", "with our existing panels", "we already have 6.6kW of solar"). */
const OWNED_BEFORE =
  /\b(to|onto|on to|with|alongside|into) (our|my|the) (existing |current |old )?$|\b(to|onto|on to|with|alongside|into) (the )?(existing|current) $|\b(already (have|got|has)|(we|i) (have|'ve|ve) (already )?got|(we|i) already|(?<!\b(can|could|should|would|will|shall|might|to|do|did) )(we|i)( have|'ve|ve)? (had|put|installed|got put)( in| on)?) (a |an |some |our |the )?(\d+(\.\d+)? ?kw )?(of )?$/;
/** Words after a thing that say the home has had it a while: "panels have been up five years", "the solar went on in 2019". */
const OWNED_AFTER = /^\s*(?:(?:on|up on) (?:the|our) roof\s+)?(?:have|has|'ve|'s) been (?:up|on|in|there|going|running)\b|^\s*(?:went|were put|was put|got put) (?:up|on|in)\b/;
/** How far back (characters) the words owning a thing are looked for. */
const OWNED_REACH = 30;

/** Words that put a thing beside another ("beside next door's bedroom", "under the eaves"), ending where the other is named. */
const PLACED_BY =
  /\b(beside|next to|alongside|near|close to|right by|outside|under(neath)?|below|against|behind|opposite|across from|in front of)\s+((the|a|an|our|my|their|next door's|(the )?neighbou?rs?'?s?)\s+)?([a-z']+\s+){0,2}$/;
/** How far back (characters) the words placing a thing are looked for. */
const PLACE_REACH = 45;
/** Saying where something goes: a spot, a place, putting or mounting it. */
const WHERE_IT_GOES = /\b(spot|place[ds]?|placing|put|putting|go|goes|going|sit|sits|sitting|site[ds]?|siting|mount\w*|install\w*|position\w*|locat\w*)\b/;

/**
 * Of the things a question names, those named only as where another goes: the thing the visitor
 * already has that another is added to ("adding a battery to our solar", "we've had solar five years,
 * would a battery be worth it?"), and, when the message
 * places a thing pointed back at, the things it is put beside ("the only spot is right beside next
 * door's bedroom window, is that ok?"), which are also left out of the retrieval query.
 */
export function whereThingsGo<T extends { at: number; end: number }>(text: string, things: readonly T[]): { addedTo: T[]; placed: T[] } {
  const before = (item: T, reach: number) => text.slice(Math.max(0, item.at - reach), item.at);
  const owned = things.filter((item) => OWNED_BEFORE.test(before(item, OWNED_REACH)) || OWNED_AFTER.test(text.slice(item.end, item.end + OWNED_REACH)));
  const placing = POINTS_BACK.test(text) && WHERE_IT_GOES.test(text);
  return {
    addedTo: owned.length > 0 && owned.length < things.length ? owned : [],
    placed: placing ? things.filter((item) => PLACED_BY.test(before(item, PLACE_REACH))) : [],
  };
}

/** Concepts of a home's rating, the rules that set it or what it is built of: said beside a complaint, they are context. */
/** The way a home faces, said of the home or a room: "a west-facing place", "our north facing lounge". */
export const FACING_HOME = /\b(north|south|east|west)(-| )?(east|west)?(-| )?facing (place|house|home|unit|flat|apartment|townhouse|rental|lounge|living( room| area)?|bedrooms?|rooms?|kitchen|side)\b/;

export const RATINGS = new Set(['seven-stars', 'star-rating', 'star-steps', 'improve-rating', 'rating-check', 'ncc', 'basix', 'nathers-zones', 'thermal-mass']);

/** A heater or cooler working hard without effect: "runs all day", "flat out", "even with the heater on". */
export const STRAINING = /\b(runs? all day|on all day|going all day|(runs?|running|on|going|has|have|leaves?|leaving)( (it|(the|his|her|their|our|my) [\w ]{1,15}?))?( (on|going))? (all|every) night|all night long|(a|the) ?round the clock|day and night|night and day|(from )?bedtime (to|till|until) (morning|breakfast)|flat out|non-?stop|constantly|24\/7|never (turns|switches) off|can'?t keep up|even with (the |our )?\w+ on|despite (the |our )?\w+)\b/;
/** The heaters and coolers a straining complaint names. */
export const APPLIANCES = new Set(['heating', 'gas', 'electric-heaters', 'air-conditioning', 'reverse-cycle', 'heat-pump']);

/**
 * "Through the roof" said as an idiom ("the bills are through the roof"), not of heat going out
 * through it ("warmth escapes through the roof"): a pattern's source, put into others.
 */
export const ROOF_IDIOM = String.raw`(?<!\b(?:escap\w*|lost|lose|loses|losing|goes|going|leaks?|leaking|gets out|comes in|straight|right|out) )through the roof`;

/** Heat said to be lost through a part of the house. */
export const LOST_THROUGH = /\b(heat|warmth)\b[^.?!]{0,30}\b(lost|loses|losing|escap\w*|goes|going|leaks?|gets out)\b[^.?!]{0,12}\b(through|throught|thru|out of|via)\b/;

/** The top floor of a house of two storeys or more. */
export const TOP_FLOOR = /\b(upstairs|top floor|top storey|top story|upper (floor|storey|story|level)|first floor|second (floor|storey|story)|attic (room|bedroom)s?|loft (room|bedroom)s?)\b/;
