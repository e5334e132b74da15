import { resolvePostcode } from './gazetteer-index';
import { asPostcode } from './gazetteer-text';
import { ZONE_LINKS, ZONE_WORDS, type Mention } from './place-context';
import { adjacentState, type PlaceMessage } from './place-message';
import { POSTCODE_CUES, QUANTITY_LEADS, QUANTITY_UNITS } from './gazetteer-words';

const LOCATION_LEADS = new Set(['in', 'at', 'near', 'is', 'its', 'im', 'were', 'area', 'suburb']);
const POSTCODE_NEXT = new Set(['area', 'region', 'district', 'postcode']);
/** "postcode" typed with a letter missing, swapped or doubled ("postcod", "postocde", "postcde", "posstcode"). */
const MISSPELT_POSTCODE = /^(?:post?c\w{1,4}|pos\w?tc?o?de?s?|postocde)$/;
/** Words before "on" that place the visitor on a postcode ("we're on 6430"). */
const ON_POSTCODE = new Set(['were', 'are', 'am', 'im', 'live', 'living', 'based', 'house', 'home', 'place', 'property', 'block']);

/**
 * A number read as a postcode: one in the postcode table, not a price, year, quantity or phone
 * number; named as a postcode, beside a state, the whole message, or after "in", "we're on".
 */
export function postcodeMention(ctx: PlaceMessage, i: number): Mention | null {
  const tok = ctx.tokens[i];
  const postcode = asPostcode(ctx.norms[i] ?? '');
  if (!tok || !postcode || !ctx.index.byPostcode.has(postcode)) return null;
  const prev = ctx.norms[i - 1] ?? '';
  const prev2 = ctx.norms[i - 2] ?? '';
  const next = ctx.norms[i + 1] ?? '';
  const before = ctx.text.slice(Math.max(0, tok.start - 2), tok.start);
  const after = ctx.text.slice(tok.end, tok.end + 2);
  // prices, decimals, ranges, thousands separators, percentages, phone numbers
  if (/\$|[\d][.,\-–/]$|^[.,\-–/]\d|^%/.test(before) || /^[.,\-–/]\d|^%|^\s*%/.test(after)) return null;
  if (/^\d+$/.test(prev) || /^\d+$/.test(next)) return null;
  if (QUANTITY_UNITS.has(next)) return null;
  // (said after it: "3350 is our postcode", misspelt as a typo may be: "postcde")
  const namedAfter = next === 'is' && ['our', 'my', 'the'].includes(ctx.norms[i + 2] ?? '') && /^post ?c/.test(ctx.norms[i + 3] ?? '');
  // (the place a zone is asked for: "the climate zone for 2340", "zone of 4670")
  const zoneOf = ZONE_WORDS.has(prev2) && ZONE_LINKS.has(prev) && prev !== 'is' && prev !== 'does';
  // (the word misspelt: "postcod", "postocde", "postcde")
  const postcodeWord = (word: string) => POSTCODE_CUES.has(word) || MISSPELT_POSTCODE.test(word);
  const cue = postcodeWord(prev) || (prev === 'code' && prev2 === 'post') || (postcodeWord(prev2) && ['is', 'of', 'its'].includes(prev)) || namedAfter || zoneOf;
  const state = adjacentState(ctx, i, i + 1);
  let score: number;
  if (cue || state) {
    score = 3.5;
  } else {
    const n = Number(postcode);
    const yearLike = tok.raw.length === 4 && n >= 1900 && n <= 2039;
    const poBox = [1000, 8000, 9000].some((lo) => n >= lo && n < lo + 1000);
    if (ctx.tokens.length === 1 && !yearLike) score = 2; // the whole message: "3350", "800"
    else if (tok.raw.length !== 4 || yearLike || poBox || QUANTITY_LEADS.has(prev) || ctx.aboutMoney) return null;
    else if (ctx.tokens.length <= 3) score = 2;
    else if (LOCATION_LEADS.has(prev) || (prev === 'the' && LOCATION_LEADS.has(prev2)) || (prev === 'on' && ON_POSTCODE.has(prev2)) || POSTCODE_NEXT.has(next)) score = 1.5;
    else return null;
  }
  const start = state && state.start < i ? state.start : i;
  const end = state && state.end > i + 1 ? state.end : i + 1;
  const matchedText = ctx.text.slice(ctx.tokens[start]?.start ?? tok.start, ctx.tokens[end - 1]?.end ?? tok.end);
  const result = resolvePostcode(ctx.index, postcode, matchedText, state?.state);
  return result.kind === 'none' ? null : { start, end, score, result };
}
