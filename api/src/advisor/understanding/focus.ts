/**
 * What a message that tells and asks is about: the clause that asks says the subject and the kind of
 * answer wanted, the told clauses are context ("our gas hot water is dying. Is a heat pump worth it?");
 * and, for a comparison, the two things set against each other.
 */
import { ASKS_DIRECTION, questionType, type QuestionType } from './question-type';
import { type Clause, clausesOf, MAY_SPLIT, POINTS_BACK } from './clauses';
import type { Mention, Named } from './concepts-in';

/** Concepts that do not make a question narrow: they are the subject of every question here. */
export const GENERAL_CONCEPTS = new Set(['energy', 'new-build']);
/** Concepts that say the kind of answer wanted rather than its subject ("any rebates for that?"). */
const KINDS = new Set(['rebates']);

/** Wording that asks for ways, priorities or help rather than about a thing. */
export const BROAD_ASK =
  /\b(how|what|where|ways?|tips|improv\w*|reduce|cut|lower|save|bring down|make|keep|priorit\w*|first|start|help|want|need|ideas?|advice)\b/;

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
  if (!MAY_SPLIT.test(text.slice(0, -1))) return undefined;
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
  const asked = wanted.filter((named) => inAsking(named.at, named.end) || named.concept.names.test(words));
  const askedMentions = mentions.filter((mention) => inAsking(mention.at, mention.at + mention.text.length));
  let type = questionType(words, askedMentions.length);
  const things = new Set(mentions.map((mention) => mention.id).filter((id) => !GENERAL_CONCEPTS.has(id) && !KINDS.has(id)));
  // "..., which costs less?", "..., would splits be any cheaper?", "..., what's the real difference?": the
  // things told are set against the thing asked about, or against each other
  // (a rebate asked after, "the cheapest way to pay for it", compares no things)
  const comparing = type !== 'comparison' && type !== 'rebate' && things.size >= 2 && (WHICH_OF.test(words) || COMPARES_TOLD.test(words));
  if (comparing) type = 'comparison';
  else if (type === 'general') type = questionType(text, Math.max(wanted.length, mentions.length));
  // "is a ceiling fan worth it": a pronoun after the thing the asking clause names is that thing
  const pronoun = POINTS_BACK.exec(words);
  const firstAsked = Math.min(...asked.map((named) => named.concept.names.exec(words)?.index ?? Number.POSITIVE_INFINITY));
  const pointsBack = pronoun !== null && !(firstAsked < pronoun.index);
  const askedThings = asked.filter((named) => !GENERAL_CONCEPTS.has(named.concept.id) && !KINDS.has(named.concept.id));
  // a comparison names both sides: a side told before the asking clause is part of the subject
  if (type === 'comparison' && new Set(askedThings.map((named) => named.concept.id)).size < 2) return { subject: wanted, type, words };
  // "what does that even measure?": the thing named last before it (every thing named by the words
  // that end there: "7 stars" is the 7-star standard and a star rating)
  if (type === 'definition' && pointsBack && askedThings.length === 0) {
    // a thing named as already known beside it ("whole of home as well as the stars") is not it
    const aside = (named: Named) => ALONGSIDE.test(text.slice(Math.max(0, named.lastAt - 20), named.lastAt));
    const named = [...wanted, ...ruledOut].filter((item) => !GENERAL_CONCEPTS.has(item.concept.id));
    const things = named.some((item) => !aside(item)) ? named.filter((item) => !aside(item)) : named;
    const lastEnd = Math.max(...things.map((named) => named.lastEnd));
    const last = things.filter((named) => named.lastEnd === lastEnd);
    if (last.length > 0) return { subject: last, type, words };
  }
  // "if we block all the gaps, what would we save on heating?": the measure in the condition is what
  // is asked about when the asking clause names none
  const inCondition = (named: Named) => clauses.some((clause) => clause.subordinate && named.at >= clause.start && named.at < clause.end);
  if (!askedThings.some((named) => named.concept.measure) && wanted.some((named) => named.concept.measure && inCondition(named))) return { subject: wanted, type, words };
  if (!pointsBack && askedThings.length > 0) return { subject: asked, type, words };
  // "is lower better?" asks which way the measure told is good, not how to lower anything
  if (ASKS_DIRECTION.test(words)) return { subject: wanted, type, words };
  const broadAsk = broadly && (type === 'how_to' || type === 'general' || type === 'worth_it') && BROAD_ASK.test(words);
  if (!broadAsk || pointsBack) return { subject: wanted, type, words };
  // (a thing told as wanted, "the kids want panels, where do we start?", is what the broad ask is about)
  const desired = (named: Named) => [named.at, named.lastAt].some((at) => DESIRED_BEFORE.test(text.slice(Math.max(0, at - DESIRE_REACH), at)));
  return { subject: wanted.filter((named) => asked.includes(named) || named.concept.problem || desired(named)), type, words };
}

/** Words that say the thing after them is wanted or weighed up: "we want", "keen on", "thinking about". */
const DESIRED_BEFORE =
  /\b(want|wants|wanted|wanting|keen on|keen to get|thinking (about|of)( getting)?|considering|looking (at|into)( getting)?|planning (on|to get|to put in)|eyeing( off)?|would like|'d like|hoping (to get|for)|in the market for|saving (up )?for)\s+((a|an|some|the|new|rooftop|more|solar|home|our|own)\s+)*$/;
/** How far back (characters) the words wanting a thing are looked for. */
const DESIRE_REACH = 40;

/** The words that set two things against each other. */
const SETS_AGAINST = /\b(or|vs\.?|versus|than|compared (to|with)|instead of|rather than|and|as \w+ as)\b/g;
/** How far (characters) a thing compared may be from the word that compares it. */
const COMPARED_REACH = 45;

/**
 * The two concepts a comparison sets against each other: one named just before a comparing word and
 * another just after it ("ceiling fans ... or ... the aircon"), in the order named. Two names of one
 * kind of thing ("polyester or glasswool", "the polyester batts and the itchy fibreglass ones") are
 * the pair before two kinds.
 */
export function comparedPair(text: string, named: Mention[]): [string, string] | undefined {
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
          !/\b(or|vs|versus|than|and)\b/.test(other.text),
      ),
  );
  if (mentions.length < 2) return undefined;
  SETS_AGAINST.lastIndex = 0;
  for (let found = SETS_AGAINST.exec(text); found; found = SETS_AGAINST.exec(text)) {
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
      .reduce<Mention | undefined>((best, mention) => (!best || mention.at < best.at || (mention.at === best.at && mention.text.length > best.text.length) ? mention : best), undefined);
    if (first && second) return [first.id, second.id];
  }
  return undefined;
}

/** The most words of a told clause that cannot change what a message asks. */
const SLIGHT_WORDS = 2;


/**
 * An asking clause that sets something against what was told ("would splits be any cheaper to run?",
 * "what's the real difference?", "is it worth the extra over the gas one?").
 */
const COMPARES_TOLD =
  /\b(any|much|be|is|are|would|still|even|lot|far|way) (cheaper|dearer|better|worse|more efficient|less efficient|warmer|cooler|quieter|costlier)\b|\b(cheaper|dearer|better|worse) (to run|to heat|to cool|to buy|option|choice|bet|value)\b|\b((?<!\bmak(?:e|es|ing) )(the|a|any|much) (real |actual |big |huge )?difference|compare\w*|versus|vs)\b/;

/** Words that name a thing as already known beside another ("as well as the stars", "on top of the 7 stars"). */
const ALONGSIDE = /\b(as well as|on top of|besides|apart from|not just|other than|beyond|like|instead of|rather than)( the| a| an| our| my)?\s*$/;

/** Asking which of the things told is better, cheaper or uses less. */
const WHICH_OF = /\b(which|what's|whats|what is)\b[^.?!]{0,20}\b(better|best|cheaper|cheapest|less|more|one|wins)\b/;
