/**
 * Words around a place name that say whose place it is: a capital city after a suburb as the city it
 * is in ("Newtown, Sydney", "Ringwood, Melbourne's east", "Ringwood out in the eastern suburbs of
 * Melbourne"), and "our", "my" or "the" before a name and the project after it ("our Werribee build").
 */
import type { StateCode, Token } from './gazetteer-text';
import { isCommonWord } from '../common-words';

/** The part of a message's reading these cues look at. */
export interface CueContext {
  text: string;
  tokens: Token[];
  norms: string[];
  /** capital letters carry meaning (the text is not all caps or Title Case Everywhere) */
  capsMeaningful: boolean;
}

/** Words that may sit inside a multi-word name without a capital ("Isle of Wight"). */
export const MINOR = new Set(['of', 'the', 'on', 'and', 'upon', 'by']);

/** Whether a word starts with a capital letter. */
export function isCapitalised(raw: string): boolean {
  const code = raw.charCodeAt(0);
  // ASCII without making strings: only A-Z are capitals
  if (code < 128) return code >= 65 && code <= 90;
  const c = raw.charAt(0);
  return c !== c.toLowerCase() && c === c.toUpperCase();
}

/** Capital cities used as a qualifier after a suburb: "Newtown, Sydney". */
export const CAPITAL_QUALIFIERS: ReadonlyMap<string, StateCode> = new Map([
  ['sydney', 'NSW'], ['melbourne', 'VIC'], ['brisbane', 'QLD'], ['perth', 'WA'], ['adelaide', 'SA'],
  ['hobart', 'TAS'], ['darwin', 'NT'], ['canberra', 'ACT'],
]);

/** Words between a suburb and the city it is in: "Ringwood, out in the eastern suburbs of Melbourne", "our Hawthorn place in Melbourne". */
const QUALIFIER_LINKS = new Set(['out', 'in', 'the', 'of', 'suburbs', 'suburb', 'side', 'part', 'outer', 'inner', 'eastern', 'western', 'northern', 'southern', 'east', 'west', 'north', 'south', 'metro', 'greater', 'place', 'house', 'home', 'block', 'build', 'property', 'reno', 'just', 'near', 'up', 'down', 'close', 'to', 'from', 'outside']);
/** Words before "to" that make it "near" ("close to Melbourne"), not a journey's end ("from Perth to Hobart"). */
const CLOSE_WORDS = new Set(['close', 'closer', 'near', 'nearer', 'next']);
/** How many linking words may stand between a suburb and its city. */
const QUALIFIER_REACH = 6;

/**
 * A capital city named right after a suburb as the city it is in: "Newtown, Sydney", "Ringwood,
 * Melbourne's east", "Ringwood out in the eastern suburbs of Melbourne" (a possessive allowed;
 * only linking words between, in the same sentence).
 */
export function cityQualifierAfter(ctx: CueContext, end: number): { state: StateCode; start: number; end: number } | null {
  for (let j = end; j < ctx.tokens.length && j <= end + QUALIFIER_REACH; j++) {
    const token = ctx.tokens[j];
    if (!token || (j > end && /[.!?;]/.test(ctx.text.slice(ctx.tokens[j - 1]?.end ?? 0, token.start)))) return null;
    const norm = ctx.norms[j] ?? '';
    // "Melbourne's", or "melbournes" typed without its apostrophe
    const city = CAPITAL_QUALIFIERS.get(norm) ?? (norm.endsWith('s') ? CAPITAL_QUALIFIERS.get(norm.slice(0, -1)) : undefined);
    if (city) return { state: city, start: end, end: j + 1 };
    if (!QUALIFIER_LINKS.has(norm)) return null;
    // "from Perth to Hobart" is a journey; "close to Hobart" places a suburb
    if (norm === 'to' && !CLOSE_WORDS.has(ctx.norms[j - 1] ?? '')) return null;
  }
  return null;
}

/** The weather of a place, said after its name to open a message ("Smithton winters - the windows drip"). */
const LOCAL_NOUNS = new Set(['winters', 'winter', 'summers', 'summer', 'frosts', 'frost', 'weather', 'heat', 'humidity', 'mornings', 'nights', 'arvos']);

/** The weather said right after a place: "Orange gets bloody cold", "Mildura's hot as". */
const WEATHER_AFTER = /^\s*(gets?|goes|can get|is|'s)\s+(bloody |really |so |very |pretty |super |absolutely |damn |bitterly )*(cold|hot|frosty|freezing|humid|icy|snowy|chilly|warm)\b/;

/** Nouns for the visitor's home or project, after which a capitalised name is where it is ("our Werribee build"). */
const PROJECT_NOUNS = new Set(['build', 'reno', 'renovation', 'extension', 'place', 'house', 'home', 'property', 'block', 'unit', 'apartment', 'townhouse', 'rental', 'project', 'site', 'land']);

/**
 * A name written between "our", "my" or "the" and a word for the home or project ("our Werribee
 * build", "the Mount Eliza place"), or opening the message before one ("Pakenham townhouse - ..."),
 * is where the home is: a cue as strong as "near", if capitalised (or, in a message typed all in lower
 * case, if no English word).
 */
export function ownedPlaceCue(ctx: CueContext, i: number, len: number): number {
  const owner = ctx.norms[i - 1] ?? '';
  // at the start of the message the owner goes unsaid ("Pakenham townhouse - old electric HWS ...")
  // (or theirs, a relative's project asked about: "an extension on their Glen Innes place")
  // (a sentence's start will do for its weather: "... Orange gets bloody cold.")
  const opensSentence = i === 0 || /[.!?]\s*$/.test(ctx.text.slice(0, ctx.tokens[i]?.start ?? 0));
  const owned = ['our', 'my', 'the', 'their', 'his', 'her'].includes(owner);
  if (!owned && !opensSentence) return 0;
  const next = ctx.norms[i + len] ?? '';
  const weather = LOCAL_NOUNS.has(next) || WEATHER_AFTER.test(ctx.text.slice(ctx.tokens[i + len - 1]?.end ?? 0).toLowerCase());
  if (!(PROJECT_NOUNS.has(next) && (owned || i === 0)) && !(opensSentence && weather)) return 0;
  const span = ctx.tokens.slice(i, i + len);
  // (typed all in lower case, a name that is no English word will do: "the mickleham build")
  if (!/[A-Z]/.test(ctx.text)) return span.every((token) => MINOR.has(token.norm) || !isCommonWord(token.norm)) ? 0.75 : 0;
  return ctx.capsMeaningful && span.every((token) => MINOR.has(token.norm) || isCapitalised(token.raw)) ? 0.75 : 0;
}

/**
 * Words before a place that put the visitor there in the past ("grew up in Darwin", "used to Darwin
 * houses", "moved from Sydney", "originally from") or now ("but now in Alice Springs", "we've moved
 * down to Alice Springs", "currently in", "we're off to Hobart"): a message naming two places is about the one the visitor
 * lives in now ("up here in Brisbane"), not someone else's ("a mate in Melbourne").
 */
const PAST_BEFORE = /\b(grew up|raised|born|brought up|used to (live |be )?(in )?|lived|originally|formerly|previously|(sold|selling) (up|out|the (house|place|home))?|left|leaving|(moved|moving|relocating|relocated|shifting) (away |over |down |up )?from|came (over |down |up )?from|ex|from|after (\w+ ){1,2}(years|months|decades))\s*(in |at |near |on )?(the )?$/;
const NOW_BEFORE = /\b(now|currently|these days|at the moment|were (?=(?:up|down|out|over|based|living|located) )|(moved|moving|move|off|heading|headed|relocating|shifting|retired|retiring|downsized|downsizing) (down |up |over |out |across )?to|relocated to|live|living|based|we're|we are|i'm|i am|here|(our|my|the) (new )?(build|reno|renovation|extension|block|site)|building( new)?|(swapping|swapped|trading|traded|swap|trade) [a-z ]{2,30} for)\s*(actually |really |just )?(in |at |near |to |on |out at |up in |down in |over in )?(the )?$/;
/** A distance and a direction before a place: "an hour north of", "200 km west of", "a couple of hours out of". */
const MEASURED_FROM = /(?<![a-z])(hours?|hrs?|minutes|mins|km|kms|k|kilometres|kilometers|drive|klicks)\s+(?:(?:north|south|east|west|north-?east|north-?west|south-?east|south-?west|inland|out)\s+)?(?:of|from)\s*(the )?$/;
/** A distance short enough to share the place's climate: minutes, or up to 30 km ("20 minutes from Geelong", "15 km out of Ballarat"). */
const NEAR_DISTANCE = /\b(\d{1,2}|ten|fifteen|twenty|thirty|few|couple of|half an?)\s*(minutes|mins|min)\b|\b([1-9]|[12]\d|30)\s*(km|kms|k|kilometres|kilometers|klicks)\b/;
/**
 * Whether the place starting at `start` is named as where a distance is measured from, far from the
 * home ("two hours west of Sydney", "200 km out of Perth"): hours, or more than 30 km. A short way
 * ("20 minutes from Geelong") shares the place's climate, so it stays the home's place.
 */
export function measuredFarFrom(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 30), start).toLowerCase();
  return MEASURED_FROM.test(before) && !NEAR_DISTANCE.test(before);
}
/** Someone else's place: "a mate in Melbourne swears by it", "my sister's place in Perth". */
const OTHERS_BEFORE = /\b(mates?|friends?|sister|sis|brother|bro|mum|mom|dad|nan|nanna|parents|kids?|son|daughter|cousins?|neighbou?rs?|colleagues?|boss|uncle|aunt|auntie|in-?laws|someone|people|folks|bloke|guy)('s)?\s+((place |house |home )?(in|at|from|down in|up in|over in|out in)|(used|did|has|had|put|built|got) [^.?!,;]{0,25}\b(in|at))\s*(the )?$/;

/** How the words just before a place (same clause) weigh it: below zero for a past home, above for the present one. */
export function timeCue(ctx: CueContext, i: number): number {
  const start = ctx.tokens[i]?.start ?? 0;
  const before = ctx.text.slice(Math.max(0, start - 30), start).toLowerCase().split(/[.,;!?]|\bbut\b/).at(-1) ?? '';
  // "from" alone only beside another place ("moved from Sydney to Kalgoorlie"): that one is counted there
  if (PAST_BEFORE.test(before) && !/^\s*from\s*$/.test(before)) return -2;
  if (OTHERS_BEFORE.test(before)) return -1.5;
  // "but we're actually in Ballarat": a correction outweighs what came before it
  if (NOW_BEFORE.test(before)) return /\b(actually|really)\b/.test(before) ? 1.5 : 1;
  return 0;
}

/**
 * Words that keep a place against another the visitor set aside: "not in Sydney proper, more like
 * Blacktown", "closer to Penrith", "not the city but Blacktown", "out Blacktown way". Worth a cue as
 * strong as "near" (the place set aside takes "not", "than" as a negative cue). A place asked of
 * instead ("what about Darwin?") is cued as a place after "in" is.
 */
const KEPT_BEFORE = /\b(more like|more|closer to|nearer to|nearer|rather)\s*$/;
const KEPT_AFTER_NOT = /\bnot\b[^.?!;]*\bbut\s*(actually |really )?(in |at |near |out )?(the )?$/;
/** A place asked of in place of the one before: "what about Darwin?", "how about Cairns?". */
const ASKED_INSTEAD = /(?:^|[,.;!?]\s*|\band\s+|\bso\s+)(what|how) about\s*$/;
/** Words after a place's name that make the visitor one of its people: "Gong local", "Geelong based". */
const RESIDENT_AFTER = new Set(['local', 'locals', 'based', 'resident', 'residents']);
/** Words after "Blacktown way" that make "way" a manner, not a direction ("the Ballarat way of building"). */
const WAY_OF = new Set(['of', 'to', 'is', 'they']);

/** A distance said right after a place: "Caboolture, an hour north of Brisbane", "Bathurst (about 200 km west)". */
const DISTANCE_AFTER = /^[\s,(–-]*(which is |it's |its |is |that's )?(about |around |roughly |just |only |maybe )?(an?|one|two|three|four|five|six|\d+|a couple of|a few|half an?)\s*(hours?|hrs?|minutes|mins|km|kms|kilometres|kilometers)\s+(drive\s+)?(north|south|east|west|north-?east|north-?west|south-?east|south-?west|inland|out|away|from|of)\b/;

export function contrastCue(ctx: CueContext, i: number, len: number): number {
  // a place whose distance from another follows it: the home, told by where it lies
  const last = ctx.tokens[i + len - 1];
  if (last && DISTANCE_AFTER.test(ctx.text.slice(last.end, last.end + 60).toLowerCase())) return 1;
  if (ctx.norms[i + len] === 'way' && !WAY_OF.has(ctx.norms[i + len + 1] ?? '')) return 1;
  // a person of the place: "Gong local", "Ballarat based", "a Launceston resident"
  if (RESIDENT_AFTER.has(ctx.norms[i + len] ?? '')) return 1;
  const start = ctx.tokens[i]?.start ?? 0;
  const before = ctx.text.slice(Math.max(0, start - 60), start).toLowerCase();
  const clause = before.split(/[.;!?]/).at(-1) ?? '';
  if (KEPT_BEFORE.test(clause) || KEPT_AFTER_NOT.test(clause)) return 1;
  if (ASKED_INSTEAD.test(clause)) return 0.75;
  return 0;
}
