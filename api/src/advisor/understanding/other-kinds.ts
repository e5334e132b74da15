/**
 * The other kinds of a thing asked for when one kind is ruled out ("don't want a heat pump hot water
 * system - what are my other options?"): the kind is ruled out, not the thing it is a kind of.
 */
import type { conceptsIn, Named } from './concepts-in';

/** Things that come in kinds: ruling out one kind ("a heat pump hot water system") asks for the others. */
const CATEGORIES = new Set(['hot-water', 'heating']);
/** The kinds of each: a kind ruled out anywhere in a message asking about its category asks for the others. */
const KINDS_OF: Record<string, ReadonlySet<string>> = {
  'hot-water': new Set(['heat-pump', 'heat-pump-water-heater', 'solar-hot-water', 'gas']),
  heating: new Set(['air-conditioning', 'heat-pump', 'gas', 'wood-heating', 'electric-heaters']),
};
/** Asking for the other kinds: "what are my other options?", "what else is there?", "the next best option". */
const OTHER_KINDS = /\b(other|else|alternatives?|instead|next best)\b/;

type Found = ReturnType<typeof conceptsIn>;

/**
 * The concepts found, with the category of a kind ruled out kept asked about (and marked `otherKinds`)
 * when the message asks for other options: the category stays wanted, its other kinds are the answer.
 */
export function withCategoryKept(text: string, found: Found): Found & { otherKinds?: true } {
  const ruled = found.ruledOut ?? [];
  // (the category ruled out with the kind, or asked about beside it: "not keen on a heat pump for the hot water")
  const category = [...ruled, ...found.wanted].find((item) => CATEGORIES.has(item.concept.id));
  // (the kind named with it, "a heat pump hot water system", not a list of things ruled out)
  const named = (item: Named) => category !== undefined && item.at <= category.at && (item.end >= category.end || /^\s*(?:for (?:the |our |my )?)?$/.test(text.slice(item.end, category.at)));
  // (or a kind of it ruled out anywhere, when the category itself is asked about: "heat pumps are off the list ... what else is there for hot water?")
  const ofIt = (item: Named) => category !== undefined && found.wanted.includes(category) && KINDS_OF[category.concept.id]?.has(item.concept.id) === true;
  const kind = ruled.find((item) => !CATEGORIES.has(item.concept.id) && (named(item) || ofIt(item)));
  if (!category || !kind || !OTHER_KINDS.test(text)) return found;
  if (found.wanted.includes(category)) return { ...found, otherKinds: true };
  return { ...found, wanted: [...found.wanted, category], excluded: found.excluded.filter((concept) => concept !== category.concept), otherKinds: true };
}
