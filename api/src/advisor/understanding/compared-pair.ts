/**
 * The two things a comparison sets against each other ("ceiling fans ... or ... the aircon"), by where
 * they are named around the word that compares them.
 */
import type { Mention } from './concepts-in';
import { GENERAL as GENERAL_CONCEPTS } from './subjectless';

/** The words that set two things against each other. */
const SETS_AGAINST = /\b(or|vs\.?|versus|than|compared (to|with)|instead of|rather than|against|and|as \w+ as)\b/g;
/** How far (characters) a thing compared may be from the word that compares it. */
const COMPARED_REACH = 45;

/**
 * The two concepts a comparison sets against each other: one named just before a comparing word and
 * another just after it ("ceiling fans ... or ... the aircon"), in the order named. Two names of one
 * kind of thing ("polyester or glasswool", "the polyester batts and the itchy fibreglass ones") are
 * the pair before two kinds.
 */
export function comparedPair(text: string, mentioned: Mention[]): [string, string] | undefined {
  // (a new house or energy in general is no side: "slab or a raised floor for a new house")
  const named = mentioned.filter((mention) => !GENERAL_CONCEPTS.has(mention.id));
  // a name inside a longer name of another thing is that thing ("ducted gas" is gas heating, not the "ducted" air conditioner)
  // (a name that itself spans two things, "heat pump or solar hot water", contains neither)
  const mentions = named.filter(
    (mention) =>
      !named.some(
        (other) =>
          other.id !== mention.id &&
          other.text.length > mention.text.length &&
          other.at <= mention.at &&
          other.at + other.text.length >= mention.at + mention.text.length &&
          !/\b(or|vs|versus|than|and)\b/.test(other.text) &&
          // (a thing and where it goes, "batts in the roof", is still the thing compared)
          !(other.at === mention.at && PLACED_AFTER.test(other.text.slice(mention.text.length))),
      ),
  );
  if (mentions.length < 2) return undefined;
  // (a plain "and" sets things side by side only when no word compares them: "the foil under the tin roof and
  // nothing in the ceiling ... reckons that's as good as pink batts" compares with "as good as")
  let byAnd: [string, string] | undefined;
  SETS_AGAINST.lastIndex = 0;
  for (let found = SETS_AGAINST.exec(text); found; found = SETS_AGAINST.exec(text)) {
    const pair = pairAround(found, mentions);
    if (pair && found[0] !== 'and') return pair;
    byAnd ??= pair;
  }
  if (byAnd) return byAnd;
  // two names of one kind of thing with nothing between them setting them against each other ("two
  // prices, one polyester, one glasswool"): still the two compared
  const alike = mentions.find((mention) => mentions.some((other) => other.id === mention.id && other.text !== mention.text && !other.text.includes(mention.text) && !mention.text.includes(other.text)));
  return alike ? [alike.id, alike.id] : undefined;
}

/**
 * Of two names at one place, whether `longer` names the thing more specifically ("an oil column heater",
 * not "heater"); a name that only adds where the thing goes ("batts in the roof") does not.
 */
function longerNames(longer: Mention, other: Mention): boolean {
  return longer.text.length > other.text.length && !PLACED_AFTER.test(longer.text.slice(other.text.length));
}

/** Where a thing goes, said after its name: "in the roof", "under the floor". */
const PLACED_AFTER = /^\s+((up|down|out) )?(in|on|under|for|at|through|into)\b/;

/** The two things named either side of a comparing word, nearest first. */
function pairAround(found: RegExpExecArray, mentions: readonly Mention[]): [string, string] | undefined {
  const at = found.index;
  const after = at + found[0].length;
  const before = mentions.filter((mention) => mention.at + mention.text.length <= at && at - (mention.at + mention.text.length) <= COMPARED_REACH);
  const next = mentions.filter((mention) => mention.at >= after && mention.at - after <= COMPARED_REACH);
  const alike = before.find((first) => next.some((second) => second.id === first.id && second.text !== first.text));
  if (alike) return [alike.id, alike.id];
  // the nearest thing each side, and of two names there the longer, more specific one ("an oil column heater", not "heater")
  const first = before.reduce<Mention | undefined>(
    (best, mention) => (!best || mention.at + mention.text.length > best.at + best.text.length || (mention.at + mention.text.length === best.at + best.text.length && mention.text.length > best.text.length) ? mention : best),
    undefined,
  );
  const second = next
    .filter((mention) => mention.id !== first?.id)
    .reduce<Mention | undefined>((best, mention) => (!best || mention.at < best.at || (mention.at === best.at && longerNames(mention, best)) ? mention : best), undefined);
  return first && second ? [first.id, second.id] : undefined;
}
