import type { conceptsIn, Named } from './concepts-in';
import { BILL_SHOCK, ROOF_IDIOM } from './told';

/**
 * What a broad question about the home is after, and the words that say it: a theme (warmth,
 * cooling, bills, efficiency), what to do first, the cheapest things, how many.
 */

/** What a broad question is after: a warmer home, a cooler one, lower bills or efficiency in general. */
export type Theme = 'warmth' | 'cooling' | 'bills' | 'efficiency';

/** The heating named as what it costs: "heating costs", "the heating bill", "the cost of heating", "cheaper to heat and cool". */
export const HEATING_BILL = /\bheating (bills?|costs?)\b|\b(costs?|bills?) (of|for) heating\b|\b(cheaper|cheap|less) to (heat|cool|run)( and (heat|cool))?\b/;

/** Wanting a warmer home, or saying it is cold. */
export const WARMTH = /\b(warm(er|th)?|cold(er)?(?! (showers?|water|taps?|starts?|drinks?|beers?))|freezing|chilly|frosty|icy|ice|icebox|fridge|winter|july|heating (bills?|costs?)|keep (the )?heat in|heat (escaping|loss)|(heat|warm) (the|our|my) (house|home|place))\b/;

export const THEMES: ReadonlyArray<readonly [Theme, RegExp]> = [
  // what running the home costs, said before anything of warmth or cooling it names ("cheaper to heat
  // and cool", "electricity's costing us a bomb")
  ['bills', BILL_SHOCK],
  ['bills', /\b(cheaper|cheap|less expensive|more affordable|less costly) to (run|heat|cool|warm|power)\b|\b(costs? (us |me )?less to (run|heat|cool|power))\b|\bcost(ing|s)? (us |me )?(an? )?(bomb|fortune|small fortune|packet|motza|mint|heaps|arm and a leg|the earth|bucketload|truckload)\b/],
  ['warmth', WARMTH],
  ['cooling', /\b((for|handle|handles|handling|beat|beating|in|against|with|from|escape|block|blocking|survive|surviving|manage|managing|stand|bear) the heat|cool(er)?|keep (it |the house |the home )?cool|hot(ter)?(?! water)|summer|heat ?waves?|overheat\w*|stuffy|sticky|muggy|humid|too hot|oven|sauna|furnace|hothouse|hot ?box|bak(e|es|ing)|roast(s|ing)|swelter\w*|boiling|cook(s|ing|ed) (in|every|all|alive)|cops the (arvo |afternoon |western )?sun|(runs?|running|has|have|had|leaves?|leaving) (the |his |her |their |our |my )?(air ?con\w*|a\/c|split( system)?)\b[^.?!]{0,25}\b(all night|all day|flat out|non-?stop|24\/7|going|on))\b/],
  ['bills', new RegExp(String.raw`\b(bills?|running costs?|save (money|on)|saving money|cheaper to run|spend(ing)? (less|a fortune)|${ROOF_IDIOM}|costs? (less|too much))\b`)],
  ['efficiency', /\b(efficien\w*|improve\w*|upgrade\w*|greener|sustainab\w*|emissions|carbon|comfort\w*|better|(save|saving|use less|using less|waste|wasting) (energy|power|electricity)|cheap (things|fixes|jobs|wins|upgrades)|quick wins|easy wins|weekend (jobs|projects))\b/],
];
/**
 * What a broad message is after: of warmth, cooling and bills, the one said first ("35 inside on summer
 * afternoons ... last quarter's bill was $780" is cooling; "the bills are killing us, the bedrooms
 * freeze" is bills), else efficiency.
 */
export function themeOf(text: string): Theme | undefined {
  let first: { theme: Theme; at: number } | undefined;
  for (const [theme, pattern] of THEMES) {
    if (theme === 'efficiency') continue;
    const found = pattern.exec(text);
    if (found && (!first || found.index < first.at)) first = { theme, at: found.index };
  }
  return first?.theme ?? (THEMES.find(([theme, pattern]) => theme === 'efficiency' && pattern.test(text))?.[0]);
}

/** Asking what to do first: a broad question about the home even with no domain word ("where do we start?"). */
export const PRIORITIES =
  /\b(what (should|do|would|can) (we|i|you) (do|fix|tackle|change|upgrade) first|(sensible|right|best|smart|logical) order|(in )?what order|order (to|in which to) (tackle|do|fix)|(fix|do|tackle|upgrade|change) first|(what|what's|whats|where|which)\b[^.?!,]{0,30}\b(first|to start with|to begin with)\s*\??$|(look at|focus on|spend on|put (it|the money|our money) into|doing|tackling|fixing|start with|begin with) first|wh?ere (do|should|would|can) (we|i|you) (even )?(start|begin)|first (thing|step|steps|priority)|priorit(y|ies|ise|ize)|most important (thing|upgrade|change)|biggest (difference|bang for)|best bang|step (one|1)|first (move|port of call|cab off the rank)|(game|action|battle) plan|plan of (attack|action)|(what'?s|what is) (the|our|your) plan\b(?! for)|(give|show|make) (me |us )?(a|the) plan|road ?map|(where|how) (to|do (we|i)|should (we|i)) (go from here|get started|kick off)|starting point|top (\d+|one|two|three|four|five|few|couple( of)?) (things|upgrades|jobs|priorities|changes|fixes|steps|moves|improvements)|(\d+|two|three|four|five|few|couple of) (things|upgrades|jobs|changes|fixes|improvements|projects)\b[^.?!,]{0,20}\b(do|tackle|start with)|(do|manage|afford|tackle|fit in|get done) (only |just )?(\d+|two|three|four|five|a few|a couple of) (things|upgrades|jobs|changes|fixes|improvements|projects)|(big|biggest|main|major) (things|wins|jobs|upgrades|changes|moves)|to-?do list)\b/;

/**
 * Asking for the cheapest things to do ("which fixes cost the least", "we're on a shoestring", "a
 * hundred bucks"): a question about cheap measures, broad, not a price.
 */
export const CHEAP_MEASURES =
  /\b(costs? (the )?least|cheap(est)? (fix|fixes|things|upgrades|wins|ways?|options|jobs|changes|stuff)|(anything|something|things) cheap|on the cheap|cheap (and|n|'n') cheerful|tight with (money|cash|a dollar)|(on a|tight|small|low|limited|shoe ?string) (shoe ?string|budget)|(a|few) hundred (bucks|dollars)|not much (money|cash)|(little|no) (money|cash) to spend)\b/;

/** How many things a broad question asks for ("top three things", "2 upgrades we should do"). */
const COUNT_ASKED = /\b(two|three|four|five|[2-5]) (things|upgrades|jobs|priorities|changes|fixes|steps|moves|improvements|projects|tips)\b/;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

export function askedCount(text: string): number | undefined {
  const word = COUNT_ASKED.exec(text)?.[1];
  return word === undefined ? undefined : (COUNTS[word] ?? Number(word));
}

/** The season a text is after, warmth or cooling, if it names one ("and the flip side, when it's cold?"). */
export function seasonOf(text: string): 'warmth' | 'cooling' | undefined {
  const found = THEMES.find(([theme, pattern]) => (theme === 'warmth' || theme === 'cooling') && pattern.test(text))?.[0];
  return found === 'warmth' || found === 'cooling' ? found : undefined;
}

/**
 * The home made cheaper to run, heat or cool ("make our home cheaper to heat and cool", "get the place
 * cheaper to heat"): what it asks about is the home's running costs, so the heating or cooling named in
 * it is not the subject.
 */
export const RUNNING_GOAL =
  /\b((for|of|on) )?keep(ing)? (the (house|home|place) |us |ourselves |it )?warm\b|\b(house|home|place|it|unit|apartment|flat|rooms?) ((a )?(lot|bit|much|heaps|way) )?(cheaper|cheap|less expensive|more affordable|less costly) to (run|heat|cool|warm)( (and|or|&) (heat|cool|warm))?\b/;

/** The concepts named, without those named only in what the home is to be made cheaper to do. */
export function withoutGoal(text: string, found: ReturnType<typeof conceptsIn>): ReturnType<typeof conceptsIn> {
  const goal = RUNNING_GOAL.exec(text);
  if (!goal) return found;
  const start = goal.index;
  const end = start + goal[0].length;
  const inGoal = (named: Named) => named.at >= start && named.lastEnd <= end;
  const dropped = new Set(found.wanted.filter(inGoal).map((named) => named.concept.id));
  if (dropped.size === 0) return found;
  return {
    ...found,
    wanted: found.wanted.filter((named) => !dropped.has(named.concept.id)),
    mentions: found.mentions.filter((mention) => !dropped.has(mention.id)),
  };
}
