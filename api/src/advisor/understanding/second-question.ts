/**
 * A message that asks two different things ("Is double glazing worth it in Hobart, and how much does
 * it cost?", "what's a heat pump hot water system and do I get a rebate for one?"): the first question
 * is answered first and the second after it, each from its own articles, rather than one answer to a
 * blend of both.
 */
import { clausesOf, type Clause, POINTS_BACK } from './clauses';
import { continued, hasSubject } from './follow-up';
import { standsFor } from './pronoun-reference';
import { GENERAL, KINDS } from './subjectless';
import { conceptById } from './lexicon';
import type { QuestionType } from './question-type';
import type { Understanding } from './understand';

/** Kinds of answer a second question may want of its own (a general or how-to clause carries on the first). */
const OWN_ANSWER: ReadonlySet<QuestionType> = new Set(['definition', 'worth_it', 'comparison', 'cost', 'rebate', 'compliance']);

/** Kinds of question that, asked twice of different things, are two questions ("what's a U-value and what's SHGC?"). */
const ASKED_OF_EACH: ReadonlySet<QuestionType> = new Set(['definition', 'worth_it', 'cost', 'rebate']);

/** Kinds of question that want no particular kind of answer. */
const OPEN_KINDS: ReadonlySet<QuestionType> = new Set(['general', 'how_to']);

/** A word or two leading into a question: "ballpark,", "quick one:", "roughly". */
const LEAD_IN = /^(ballpark|roughly|quick (one|question)|honestly|seriously|genuine question|question)[,.:!-]?$/;

/** Where a second question starts after "and", "also" or "plus" in one clause ("... system and do I get a rebate"). */
const JOINED_QUESTION =
  /\s(?:and|also|plus|and also)\s+(?=(?:is|are|do|does|can|could|should|will|would|how|what|what's|whats|where|which|who|why|any|is there|are there)\s)/g;

/** The two questions of a message, understood, in the order they are answered. */
export interface TwoQuestions {
  first: Understanding;
  second: Understanding;
}

/** Pieces of an asking clause split where a second question is joined on with "and". */
function joinedPieces(clause: Clause): Clause[] {
  const pieces: Clause[] = [];
  let from = 0;
  JOINED_QUESTION.lastIndex = 0;
  for (let found = JOINED_QUESTION.exec(clause.text); found; found = JOINED_QUESTION.exec(clause.text)) {
    pieces.push(piece(clause, from, found.index));
    from = found.index + found[0].length;
  }
  pieces.push(piece(clause, from, clause.text.length));
  return pieces;
}

const piece = (clause: Clause, from: number, to: number): Clause => ({ ...clause, text: clause.text.slice(from, to).trim(), start: clause.start + from, end: clause.start + to });

/** "R-value vs U-value": two things set against each other with no verb ask which is which. */
const VERSUS = /\b(vs\.?|versus)\b/;

/**
 * The clauses that ask, each whole: one that only points back ("also COP on the brochure - what's
 * that?") takes in the told clause before it, whose thing it asks about; two things set against each
 * other ("R-value vs U-value") ask, without a question word.
 */
function askingClauses(text: string, understand: (text: string) => Understanding): Clause[] {
  const clauses = clausesOf(text);
  const asking: Clause[] = [];
  for (const [at, clause] of clauses.entries()) {
    // "what's better - the one on the roof, or the one stuck to the tank?": an option, not a question of its own
    if (/^or\b/.test(clause.text) && !clause.worded) continue;
    // ("Ballpark, what does a split cost?": a word leading into the question is no question of its own)
    if (LEAD_IN.test(clause.text)) continue;
    const before = clauses[at - 1];
    if (clause.asks && before && !before.asks && POINTS_BACK.test(clause.text) && !hasSubject(understand(clause.text)) && hasSubject(understand(before.text))) {
      asking.push({ ...clause, text: text.slice(before.start, clause.end), start: before.start });
    } else if (clause.asks || (VERSUS.test(clause.text) && understand(clause.text).compared !== undefined)) asking.push(clause);
  }
  return asking;
}

const subjects = (question: Understanding) => question.concepts.filter((id) => !GENERAL.has(id));

/** Whether `second` asks something the first does not: another kind of answer, or the same kind of another thing. */
function asksAnother(first: Understanding, second: Understanding, asksAspect: (question: Understanding) => boolean): boolean {
  if (second.broad) return false;
  // one aspect of the same thing asked after another question of it ("do they work in frost, and how noisy are they?")
  if (asksAspect(second) && !asksAspect(first)) return true;
  const own = subjects(second).filter((id) => !KINDS.has(id));
  const before = subjects(first);
  // of another thing ("is a battery worth it, and which way should the panels face?"; "how do I find my
  // zone, and how much ceiling insulation for zone 6?": the second names something the first does not)
  const another = before.length > 0 && own.some((id) => !before.includes(id));
  if (another) return second.type !== first.type || ASKED_OF_EACH.has(second.type) || OPEN_KINDS.has(second.type);
  // the same thing asked of new homes after the visitor's own ("how many stars would a 70s house rate, and
  // what's the minimum for new homes?")
  const newHomes = (question: Understanding) => question.concepts.includes('new-build') || question.context.includes('new-build');
  if (newHomes(second) && !newHomes(first) && OWN_ANSWER.has(second.type)) return true;
  // which way a measure is good, asked after what it is ("what's SHGC, and high or low for west windows?")
  if (second.direction && !first.direction) return true;
  // another kind of answer of the same thing; a first question of no kind of its own about the same
  // thing ("does the aircon heat as well, and is it any good at it?") is one question, of the second's kind
  // (a first question that only looks up the zone, "what zone does that put us in, and does it change
  // what the builder has to do?", is answered by the place's line: the second is a question of its own)
  // (nor is a first question about a particular side of the thing, "can a heat pump handle -5 degree mornings", asked before its price or help)
  const particular = first.concepts.some((id) => conceptById.get(id)?.leads === true && conceptById.get(id)?.measure === undefined) && (second.type === 'rebate' || second.type === 'cost');
  return OWN_ANSWER.has(second.type) && second.type !== first.type && (!OPEN_KINDS.has(first.type) || looksUpZone(first) || particular);
}

/** A question whose only subject is the climate zone: looked up for the place, not explained. */
const looksUpZone = (question: Understanding) => subjects(question).length > 0 && subjects(question).every((id) => id === 'climate-zone');

/**
 * The two questions of a lower-cased message, when its second asks something the first does not; the
 * second's pronoun ("how much does it cost?") or missing subject ("and are there rebates?") is read
 * as the first question's subject. The first is the message without the second's clause. Undefined
 * for a message with one question.
 */
export function secondQuestion(
  text: string,
  understand: (text: string) => Understanding,
  /** Whether a question asks one aspect of its thing (how noisy, whether safe): the answer plan's to say. */
  asksAspect: (question: Understanding) => boolean = () => false,
): TwoQuestions | undefined {
  const asking = askingClauses(text, understand)
    .flatMap(joinedPieces)
    .filter((clause) => clause.text.length > 0);
  if (asking.length < 2) return undefined;
  for (const clause of asking.slice(1)) {
    const first = `${text.slice(0, clause.start)}${text.slice(clause.end)}`.replace(/\s+(?:and|also|plus)\s*$/, '').trim();
    const before = understand(first);
    if (!hasSubject(before)) continue;
    const said = understand(clause.text);
    const second = standsFor(said, before, understand) ?? (hasSubject(said) ? said : continued(said, before));
    if (!asksAnother(before, second, asksAspect)) continue;
    // what a thing is comes before judging or pricing it ("COP of 4.1, is that good and what even is it?")
    const defines = second.type === 'definition' && before.type !== 'definition' && subjects(second).some((id) => subjects(before).includes(id));
    return defines ? { first: second, second: before } : { first: before, second };
  }
  return undefined;
}
