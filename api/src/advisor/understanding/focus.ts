/**
 * What a message that tells and asks is about: the clause that asks says the subject and the kind of
 * answer wanted, the told clauses are context ("our gas hot water is dying. Is a heat pump worth it?");
 * and, for a comparison, the two things set against each other.
 */
import { CHECKS_CLAIM, GOAL_BACK, MONEY_TOLD, RATING_GOALS, SPENT, TAG_QUESTION } from './asked-back';
import { ASKS_DIRECTION, questionType, type QuestionType } from './question-type';
import { type Clause, clausesOf, MAY_SPLIT, POINTS_BACK } from './clauses';
import type { Mention, Named } from './concepts-in';
import { GENERAL as GENERAL_CONCEPTS, KINDS } from './subjectless';
import { DISCOMFORT, FAILING } from './told';

/** Concepts that do not make a question narrow: they are the subject of every question here. */
export { GENERAL as GENERAL_CONCEPTS } from './subjectless';

/** Wording that asks for ways, priorities or help rather than about a thing. */
export const BROAD_ASK =
  /\b(how|what|where|ways?|tips|improv\w*|reduce|cut|lower|save|bring down|make|makes|making|keep|priorit\w*|first|start|help|want|need|ideas?|advice|fix|fixes|rundown|run ?down|lowdown|overview|big picture|basics)\b/;

/** What the question is about, when one clause asks and others tell: the concepts it asks about and its type. */
export interface Focus {
  subject: Named[];
  type: QuestionType;
  /** The asking clauses' words. */
  words: string;
}

/**
 * The question's focus in a message that tells and asks ("our gas hot water is dying. Is a heat pump
 * worth it?"): the concepts the asking clauses name are its subject and the told ones its context;
 * when the asking clauses point back ("what should we replace it with?", "is that just marketing?")
 * or name nothing and ask something of a kind (a price, a rebate, a comparison), the told ones are
 * the subject too; when they name nothing and ask broadly ("what can I do?"), the told ones are only
 * context and the question is broad. The type is the asking clauses' ("reno in Sydney's going to
 * come in around $60k, does that trigger BASIX": the rules, not a price), or the whole message's when
 * they say none ("which one?"). Undefined when every clause asks, or none does.
 */
export function focusOf(text: string, wanted: Named[], mentions: Mention[], broadly: boolean, ruledOut: readonly Named[] = []): Focus | undefined {
  // one clause (no stop, comma, dash or line inside it) has nothing told apart from what it asks
  if (!MAY_SPLIT.test(text.replace(/[.?!;,\s]+$/, ''))) return undefined;
  const clauses = clausesOf(text);
  let asking = clauses.filter((clause) => clause.asks);
  // when every clause asks, one that asks only by its "?" ("we're over on whole-of-home??") tells
  // beside one that asks in words ("what does that part even measure")
  if (asking.length === clauses.length && asking.some((clause) => clause.worded)) asking = clauses.filter((clause) => clause.worded);
  if (asking.length === 0 || asking.length === clauses.length) return undefined;
  const inAsking = (at: number, end: number) => asking.some((clause) => at < clause.end && end > clause.start);
  // what is told in a word or two, naming nothing ("Thanks! How much ...?", "Canberra. Heard ..."), changes nothing
  const slight = (clause: Clause) => clause.asks || clause.text.split(' ').length <= SLIGHT_WORDS;
  if (clauses.every(slight) && wanted.every((named) => inAsking(named.at, named.end))) return undefined;
  const words = asking.map((clause) => clause.text).join(' ');
  // a tag question asks the clause before it, whatever that clause denies ("BASIX doesn't come into it, does it?")
  const tagged = TAG_QUESTION.test(words.trim()) ? clauses[clauses.indexOf(asking[0] as Clause) - 1] : undefined;
  if (tagged) {
    const inTagged = [...wanted, ...ruledOut].filter((named) => named.at >= tagged.start && named.at < tagged.end && !GENERAL_CONCEPTS.has(named.concept.id));
    const whole = `${tagged.text} ${words}`;
    if (inTagged.length > 0) return { subject: inTagged, type: questionType(whole, inTagged.length), words: whole };
  }
  const asked = wanted.filter((named) => inAsking(named.at, named.end) || named.concept.names.test(words));
  const askedMentions = mentions.filter((mention) => inAsking(mention.at, mention.at + mention.text.length));
  // (a claim told before, "the builder reckons we only need 6 stars. is that legit?", asks what the claim is of)
  let type = CHECKS_CLAIM.test(words) ? questionType(text, Math.max(wanted.length, mentions.length)) : questionType(words, askedMentions.length);
  const things = new Set(mentions.map((mention) => mention.id).filter((id) => !GENERAL_CONCEPTS.has(id) && !KINDS.has(id)));
  // "..., which costs less?", "..., would splits be any cheaper?", "..., what's the real difference?": the
  // things told are set against the thing asked about, or against each other
  // (a rebate asked after, "the cheapest way to pay for it", compares no things)
  // (two names of one kind of thing are two things too: "a ducted system and a few wall splits")
  const alike = mentions.some((mention) => mentions.some((other) => other.id === mention.id && !other.text.includes(mention.text) && !mention.text.includes(other.text)));
  const comparing = type !== 'comparison' && type !== 'rebate' && (things.size >= 2 || alike) && (WHICH_OF.test(words) || COMPARES_TOLD.test(words));
  if (comparing) type = 'comparison';
  else if (type === 'general') type = questionType(text, Math.max(wanted.length, mentions.length));
  // "is a ceiling fan worth it": a pronoun after the thing the asking clause names is that thing
  // (not "as it is", "the house as it stands": an idiom, pointing back at nothing)
  // (nor "making it more efficient", "get it warmer": the home, not a thing told)
  const pronoun = POINTS_BACK.exec(words.replace(/\bas (it|they|that) (is|are|stands?)\b|\b(mak\w*|get\w*|keep\w*) it (more|less|warmer|cooler|cheaper|better|comfortable)\b/g, (idiom) => ' '.repeat(idiom.length)));
  const firstAsked = Math.min(...asked.map((named) => named.concept.names.exec(words)?.index ?? Number.POSITIVE_INFINITY));
  const pointsBack = pronoun !== null && !(firstAsked < pronoun.index);
  const askedThings = asked.filter((named) => !GENERAL_CONCEPTS.has(named.concept.id) && !KINDS.has(named.concept.id));
  // a comparison names both sides: a side told before the asking clause is part of the subject
  // (the things others put forward are the sides, not the trouble told beside them: "the shop says ducted
  // gas, my brother-in-law swears by splits - which way should we go?")
  const proposed = putForward(text, wanted);
  if (type === 'comparison' && askedThings.length === 0 && proposed) return { subject: proposed, type, words };
  // (so is the thing the home has, asked whether another is still needed: "foil's there already. do I still need batts?")
  if (type === 'comparison' && (new Set(askedThings.map((named) => named.concept.id)).size < 2 || /\bstill need/.test(words))) return { subject: wanted, type, words };
  // "what's going on?", "what's causing it?" after a trouble told: the trouble (mould, condensation) is asked
  // about, the rest is context ("black spots on the frames - what's causing it?" asks of the mould, not the frames)
  const troubles = wanted.filter((named) => named.concept.problem);
  if (askedThings.length === 0 && troubles.length > 0 && ASKS_CAUSE.test(words)) return { subject: troubles, type: type === 'definition' ? 'general' : type, words };
  // "what does that even measure?": the thing named last before it (every thing named by the words
  // that end there: "7 stars" is the 7-star standard and a star rating)
  if (type === 'definition' && pointsBack && askedThings.length === 0) {
    // a thing named as already known beside it ("whole of home as well as the stars") is not it
    const alongside = (named: Named) => ALONGSIDE.test(text.slice(Math.max(0, named.lastAt - 20), named.lastAt));
    const named = [...wanted, ...ruledOut].filter((item) => !GENERAL_CONCEPTS.has(item.concept.id));
    // (so is a name inside one named beside it: "stars" in "on top of the 7 stars")
    const aside = (item: Named) => alongside(item) || named.some((other) => alongside(other) && other.lastAt <= item.lastAt && other.lastEnd >= item.lastEnd);
    const things = named.some((item) => !aside(item)) ? named.filter((item) => !aside(item)) : named;
    // (a name the visitor marks as new to them, "a VPP thing", "this whole-of-home business", is it)
    // (and so is one named by its letters, "COP on the heat pump brochure - what's that?")
    // (or put in quotes, as a word read somewhere: "the bill shows a 'feed-in' credit")
    const quoted = (item: Named) => QUOTES.has(text.charAt(item.at - 1)) && QUOTES.has(text.charAt(item.end));
    const marked = things.filter((item) => MARKED_UNKNOWN.test(text.slice(item.lastEnd)) || quoted(item));
    const lettered = things.filter((item) => item.concept.acronym !== undefined && text.slice(item.lastAt, item.lastEnd) === item.concept.acronym.short.toLowerCase());
    if (marked.length > 0) return { subject: marked, type, words };
    if (lettered.length === 1) return { subject: lettered, type, words };
    const lastEnd = Math.max(...things.map((named) => named.lastEnd));
    const last = things.filter((named) => named.lastEnd === lastEnd);
    if (last.length > 0) return { subject: last, type, words };
  }
  // "if we block all the gaps, what would we save on heating?": the measure in the condition is what
  // is asked about when the asking clause names none
  const inCondition = (named: Named) => clauses.some((clause) => clause.subordinate && named.at >= clause.start && named.at < clause.end);
  if (!askedThings.some((named) => named.concept.measure) && wanted.some((named) => named.concept.measure && inCondition(named))) return { subject: wanted, type, words };
  // (a measure asked of, "what R-value should I be asking for?", is asked of the thing told: "the ceiling insulation")
  const measured = type !== 'definition' && askedThings.length > 0 && askedThings.every((named) => named.concept.scale) ? wanted.filter((named) => !asked.includes(named) && !named.concept.scale && !GENERAL_CONCEPTS.has(named.concept.id)) : [];
  if (!pointsBack && askedThings.length > 0) return { subject: [...asked, ...measured], type, words };
  // "is lower better?" asks which way the measure told is good, not how to lower anything
  if (ASKS_DIRECTION.test(words)) return { subject: wanted, type, words };
  const broadAsk = broadly && (type === 'how_to' || type === 'general' || type === 'worth_it') && BROAD_ASK.test(words);
  // a pronoun points back: a thing told only after the question ("... split system? I'm also thinking
  // about solar down the track") is not what it stands for
  const askedFrom = asking[0]?.start ?? 0;
  const earlier = wanted.filter((named) => asked.includes(named) || named.at < askedFrom);
  // "we've never had solar, is it worth it?": the thing the home lacks is what the pronoun stands for
  const lacked = ruledOut.filter((named) => !GENERAL_CONCEPTS.has(named.concept.id) && LACKING_BEFORE.test(text.slice(Math.max(0, named.at - 30), named.at)));
  const namesThing = earlier.some((named) => !GENERAL_CONCEPTS.has(named.concept.id));
  if (pointsBack && !namesThing && lacked.length > 0) return { subject: lacked, type, words };
  // ("where should that go first?" after money told to spend, "about 8 grand left": the money, not a thing)
  if (pointsBack && askedThings.length === 0 && SPENT.test(words) && MONEY_TOLD.test(text.slice(0, askedFrom))) return { subject: [], type, words };
  // (a way "there" asked naming nothing, after a rating to reach was told ("they need to upgrade the
  // glazing to get it over the line ... is there a cheaper way to get there?"), is the way to reach it)
  const goal = askedThings.length === 0 && GOAL_BACK.test(words) ? wanted.filter((named) => RATING_GOALS.has(named.concept.id)) : [];
  if (goal.length > 0) return { subject: goal, type, words };
  // (a thing told to have given out is what "replace it" stands for: "Gas storage HWS finally carked it ... what should we replace it with?")
  const failed = askedThings.length === 0 && REPLACING.test(words) ? wanted.filter((named) => FAILING.test(text.slice(named.lastEnd, named.lastEnd + 50).split(/[.?!]/)[0] ?? '')) : [];
  if (failed.length > 0) return { subject: failed, type: type === 'worth_it' ? 'general' : type, words };
  // (a trouble told just before, naming nothing: "the lounge faces west and cooks every afternoon. how do we fix it?")
  const before = clauses[clauses.indexOf(asking[0] as Clause) - 1];
  const troubleBefore = before !== undefined && !before.subordinate && DISCOMFORT.test(before.text) && !wanted.some((named) => named.lastAt >= before.start && named.lastAt < before.end);
  if (pointsBack && askedThings.length === 0 && troubleBefore) return { subject: [], type, words };
  // (a "that" or "it" right after a told sentence naming a thing, in a question naming none, is that
  // thing: "a salesman came round pushing a battery. does that make sense for us?")
  const justBefore = pointsBack && askedThings.length === 0 && SINGULAR.test(pronoun[0]) ? toldJustBefore(text, clauses, asking[0], earlier) : [];
  // (two things told as alternatives, "whether we want a slab or stumps", asked "does it make any difference?", are weighed)
  const alternatives = justBefore.length >= 2 && /\bor\b/.test(text.slice(Math.min(...justBefore.map((item) => item.lastEnd)), Math.max(...justBefore.map((item) => item.lastAt))));
  if (justBefore.length > 0) return { subject: justBefore, type: alternatives ? 'comparison' : type, words };
  // (so is a judgement asked naming nothing, "thinking of sealing the lot. good idea?": the plan told just before)
  const plan = !pointsBack && (type === 'worth_it' || type === 'general') && askedThings.length === 0 && BARE_JUDGEMENT.test(words.trim()) ? toldJustBefore(text, clauses, asking[0], earlier) : [];
  if (plan.length > 0) return { subject: plan, type, words };
  if (pointsBack) return { subject: earlier.length > 0 ? earlier : wanted, type, words };
  if (!broadAsk) return { subject: wanted, type, words };
  // (a thing told as wanted, "the kids want panels, where do we start?", is what the broad ask is about)
  const desired = (named: Named) => [named.at, named.lastAt].some((at) => DESIRED_BEFORE.test(text.slice(Math.max(0, at - DESIRE_REACH), at)));
  return { subject: wanted.filter((named) => asked.includes(named) || named.concept.problem || desired(named)), type, words };
}

/** Words that put a thing forward as an option: "the shop says", "swears by", "is pushing", "wants to sell us", "keeps banging on about". */
const PUT_FORWARD =
  /\b(says?|said|reckons?|swears? by|suggests?|suggested|recommends?|recommended|pushing|pushes|wants? (to (sell|put in|install|fit|quote) )?(us |me )?|keeps? (banging|going|harping) on about|is all about|(is|are) keen on|(says|reckons) (we|i) (should|need to) (get|go|put in))\s*(on |for |with )?(put(ting)? in |get(ting)? |going |go )?(an? |the |some |one of those |those )?(new |big |good |proper )?$/;

/** Of the things named, those others put forward as options, when there are two or more ("the shop says ducted gas, my brother-in-law swears by splits"). */
export function putForward<T extends { concept: { id: string }; at: number; lastAt: number }>(text: string, named: readonly T[]): T[] | undefined {
  const proposed = named.filter((item) => !GENERAL_CONCEPTS.has(item.concept.id) && [item.at, item.lastAt].some((at) => PUT_FORWARD.test(text.slice(Math.max(0, at - 30), at))));
  return new Set(proposed.map((item) => item.concept.id)).size >= 2 ? proposed : undefined;
}

/** A judgement asked on its own: "good idea?", "worth it?", "smart move?", "would that be wise?". */
const BARE_JUDGEMENT = /^((is|would|will) (it|that|this) (be )?)?(a |an )?(good|smart|bad|sensible|wise|dumb|silly|decent) (idea|move|call|plan|option|one)( or (not|what))?\??$|^(worth it|any good|wise|sensible|thoughts|yay or nay|legit)\??$|^(legit|sound|good|solid|fair|decent|dodgy) (advice|call|point|claim)\??$|^(are|am) (we|i) (mad|crazy|nuts|dreaming|kidding ourselves|kidding myself)\??$/;

/** A pronoun for one thing. */
const SINGULAR = /^(it|its|it's|that|this|one)$/;

/** The thing a told sentence names last right before the asking clause, when that sentence ends just there. */
function toldJustBefore(text: string, clauses: readonly Clause[], asked: Clause | undefined, named: readonly Named[]): Named[] {
  // (past a clause leading into the question that names nothing: "... quoted $30,000 to double glaze. Before
  // we spend that sort of money, is that the best thing to do first?")
  const namesNothing = (clause: Clause) => !named.some((item) => item.lastAt >= clause.start && item.lastAt < clause.end && !GENERAL_CONCEPTS.has(item.concept.id));
  let at = asked === undefined ? -1 : clauses.indexOf(asked) - 1;
  const endsSentence = (clause: Clause) => /[.!]$/.test(clause.text) || /^\s*[-–—]/.test(text.slice(clause.end));
  while (at > 0 && !endsSentence(clauses[at] as Clause) && !(clauses[at] as Clause).asks && namesNothing(clauses[at] as Clause)) at -= 1;
  const ending = clauses[at];
  // (a sentence, or a clause set off by a dash: "... bragging about their new battery - what would one cost?")
  if (!ending || ending.asks || !endsSentence(ending)) return [];
  // (the whole of that sentence when its last clause names nothing: "quoted $30,000 to double glaze the house, and my husband is keen to sign.")
  let first = at;
  // (and the clause a reason hangs from: "... staple insulation under the floorboards because the house is up on stumps.")
  while (first > 0 && (namesNothing(clauses[first] as Clause) || (clauses[first] as Clause).subordinate) && !endsSentence(clauses[first - 1] as Clause) && !(clauses[first - 1] as Clause).asks) first -= 1;
  const before = { start: (clauses[first] as Clause).start, end: ending.end };
  const inSentence = named.filter((item) => item.lastAt >= before.start && item.lastAt < before.end && !GENERAL_CONCEPTS.has(item.concept.id) && !KINDS.has(item.concept.id));
  // (a thing named only as the reason is not the one judged: "telling me to staple insulation under the
  // floorboards because the house is up on stumps. Is that really where the money should go?")
  const inReason = (item: Named) => clauses.some((clause) => clause.subordinate && REASON.test(clause.text) && item.lastAt >= clause.start && item.lastAt < clause.end);
  const told = inSentence.some((item) => !inReason(item)) ? inSentence.filter((item) => !inReason(item)) : inSentence;
  // (a sentence naming nothing, "He asked what we'd want.", leaves the one before it: "the landlord's agreed to
  // put proper heating in our flat. He asked what we'd want. What should we tell him?")
  if (told.length === 0 && first > 0 && !(clauses[first - 1] as Clause).asks && !named.some((item) => item.lastAt >= before.start && item.lastAt < before.end)) {
    return toldJustBefore(text, clauses, clauses[first], named);
  }
  // (of several, one put in quotes, "the quote says 'low-e' on the double glazed units", else the one named
  // last: "our solar has been going since 2015 and the neighbours have a new battery - what would one cost?")
  const quoted = told.filter((item) => QUOTES.has(text.charAt(item.at - 1)) && QUOTES.has(text.charAt(item.end)));
  if (quoted.length > 0) return quoted;
  // (by where its name ends: "a heat pump for the hot water" is the heat pump water heater as much as the hot water)
  const last = Math.max(...told.map((item) => item.lastEnd));
  const lastNamed = told.filter((item) => item.lastEnd === last);
  // (two told as alternatives, "whether we want a slab or stumps", are both what it stands for)
  const previous = told.filter((item) => item.lastEnd < (lastNamed[0]?.lastAt ?? 0)).sort((a, b) => b.lastEnd - a.lastEnd)[0];
  return previous && /^\W*or\W*$|^\s+or\s+(an?\s+|the\s+)?$/.test(text.slice(previous.lastEnd, lastNamed[0]?.lastAt)) ? [previous, ...lastNamed] : lastNamed;
}

/** Asking what to put in place of a thing: "what should we replace it with?", "swap it for", "instead". */
const REPLACING = /\b(replac\w*|swap\w*|instead)\b/;

/** A clause giving a reason: "because the house is up on stumps", "since it's old". */
const REASON = /^(because|cause|cos|since|as)\b/;

/** Asking for the cause of what was told: "what's going on?", "what's causing it?", "why is this happening?". */
const ASKS_CAUSE = /\b(what'?s|what is|whats) (going on|happening|causing|the cause|behind)\b|\bwhat (causes|caused|is causing)\b|\bwhy (is|does|do|are|would|has|have)\b|\bwhere'?s (it|this|that) coming from\b/;

/** Saying the home lacks a thing, not ruling it out: "we've never had", "we don't have", "no ... yet". */
const LACKING_BEFORE = /\b(never had|never owned|don'?t have|do not have|haven'?t (got|had)|have no|without(?! (running|using|turning on|switching on|paying for|needing)\b)|no)\s+(?:\w+\s+){0,2}$/;

/** Quote marks around a name the visitor has read somewhere. */
const QUOTES = new Set(["'", '"', '“', '”', '‘']);

/** A name followed by a word that marks it as unfamiliar: "a VPP thing", "this SHGC business". */
const MARKED_UNKNOWN = /^\s*(thing|thingy|stuff|business|caper|gizmo|jobby)\b/;

/** Words that say the thing after them is wanted or weighed up: "we want", "keen on", "thinking about". */
const DESIRED_BEFORE =
  /\b((reckon|reckons|says|said|suggests?|suggested|thinks|wants us to|told us to)\b[^.?!]{0,40}\b(put in|get|go with|go for|install|switch to|swap to|change to|replace it with)|want|wants|wanted|wanting|keen on|keen to get|thinking (about|of)( getting)?|considering|looking (at|into)( getting)?|planning (on|to get|to put in)|eyeing( off)?|would like|'d like|hoping (to get|for)|in the market for|saving (up )?for)\s+((a|an|some|the|new|rooftop|more|solar|home|our|own)\s+)*$/;
/** How far back (characters) the words wanting a thing are looked for. */
const DESIRE_REACH = 80;

/** The most words of a told clause that cannot change what a message asks. */
const SLIGHT_WORDS = 2;


/**
 * An asking clause that sets something against what was told ("would splits be any cheaper to run?",
 * "what's the real difference?", "is it worth the extra over the gas one?").
 */
const COMPARES_TOLD =
  /\b(any|much|be|is|are|would|still|even|lot|far|way) (cheaper|dearer|better|worse|more efficient|less efficient|warmer|cooler|quieter|costlier)\b|\b(cheaper|dearer|better|worse) (to run|to heat|to cool|to buy|option|choice|bet|value)\b|\b((?<!\bmak(?:e|es|ing) )(the|a|any|much) (real |actual |big |huge )?(performance |practical |noticeable )?difference|compare\w*|versus|vs)\b/;

/** Words that name a thing as already known beside another ("as well as the stars", "on top of the 7 stars"). */
const ALONGSIDE = /\b(as well as|on top of|besides|apart from|not just|other than|beyond|like|instead of|rather than)( the| a| an| our| my)?\s*$/;

/** Asking which of the things told is better, cheaper or uses less, or whether it matters which. */
const WHICH_OF = /\b(which|what's|whats|what is)\b[^.?!]{0,20}\b(better|best|cheaper|cheapest|less|more|(?<!\b(?:that|this|the) )one|wins)\b(?! (upgrades?|fix(es)?|ways?(?! to go\b)|things?|options?|measures?|changes?|improvements?|steps?|moves?)\b)|\b(matters?|difference) which\b|\bwhich (one |of (them|the two) )?(wins|comes? out (ahead|on top|in front)|gets the nod|would you (back|pick|choose|go with))\b|\bwhich (way|option|route|path) (would|should|do|will) (you|we|i|u|ya) (go|lean|jump|swing|head|pick|choose|take)\b|\bis one (of them )?(kinder|cheaper|better|easier|warmer|cooler)\b|\bwhich (one )?(is|'s) (it|right|correct|true|wrong|the right one)\b|\bwho'?s (got it )?right\b|\bwho is (right|correct)\b/;
