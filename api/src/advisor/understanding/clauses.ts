/**
 * The clauses of a message and which of them ask. A message often tells something about the home and
 * then asks ("House in Brisbane with a north facing roof. What are all my solar options?", "our gas
 * hot water is dying, is a heat pump worth it?"): the clause that asks says what the question is
 * about and what kind of answer it wants; the others are its context.
 */
import { memoize, textKey } from '../memo';

/** One clause of a lower-cased message: its text (with its closing punctuation) and where it is. */
export interface Clause {
  text: string;
  start: number;
  end: number;
  /** Whether the clause asks something (a question, or a request for tips or advice). */
  asks: boolean;
  /** Whether it asks by its words (a question word, a request), not only by its "?". */
  worded: boolean;
  /** Whether it is a subordinate clause telling a circumstance ("if we block all the gaps"). */
  subordinate: boolean;
}

/**
 * A question starting in the middle of a message typed without punctuation ("... gas ducted heating
 * throughout what should we look at first", "... on top of the 7 stars whats that about"): a question
 * word and the verb or subject that follows it.
 */
const MIDDLE_QUESTION = String.raw`(?:(?:what|what's|whats|how|where|which|why)\s(?:should|do|does|can|could|would|will|is|are|we|i|you)|anything (?:extra |else |special |more )?(?:i|we) (?:need|should|have|must)|(?:what's|whats|what is) (?:that|this|the|going on|happening|causing)|which one|(?:are|is|do|does|would|will|should|can) (?:they|it|that|those|these|we|i) (?:worth|any good|really|actually|pay|work|cope|help|save|need))\b`;

/**
 * Words after which a question word opens a question inside the clause ("does it matter which we pick",
 * "not sure what we need"), or what it names ("pays next to nothing for what we send back"), not a new one.
 */
const EMBEDDING = 'matter|matters|know|sure|decide|deciding|wonder|wondering|tell|ask|asking|idea|clue|unsure|certain|about|for|of|with|on|from|by|at|into|than|like';

/** Words that open a subordinate clause, and the subjects that may follow them. */
const SUBORDINATORS = 'if|when|since|because|cause|now that|given that|seeing as|as|though|although|even though|while|whereas';
const SUBJECTS = "we|we've|we're|weve|i|i'm|im|i've|ive|it's|its|our|my|the|there's|theres|they|they're|you|he|she";

/**
 * Where a clause ends: a sentence's end, a semicolon, a comma, a dash between spaces, a new line, or
 * before a subordinate clause that tells a circumstance ("are ceiling fans worth it | if we already
 * have aircon?", "| now that the kids have moved out"); not inside "what if", "what about if", "even if".
 */
const CLAUSE_END = new RegExp(String.raw`[.?!;]+(?=\s|$)|,(?=\s)|\s[-–—]+(?=\s)|\n|(?<!\b(?:what|about|even|only))\s(?=(?:${SUBORDINATORS}) (?:${SUBJECTS})\b)|(?<=\S+ \S+ \S+)(?<!\b(?:${EMBEDDING}))\s(?=${MIDDLE_QUESTION})`, 'g');

/** Whether a text (its end left out) may hold more than one clause. */
export const MAY_SPLIT = new RegExp(String.raw`[.?!;,\n]|\s[-–—]\s|\s(?:${SUBORDINATORS}) (?:${SUBJECTS})\b|\S \S+ \S+(?<!\b(?:${EMBEDDING}))\s${MIDDLE_QUESTION}`);

/**
 * A subordinate clause: it tells the circumstance of the question ("if we already have aircon in the
 * bedrooms"), it does not ask, even when it carries the message's "?".
 */
const SUBORDINATE = new RegExp(String.raw`^(?:${SUBORDINATORS}) (?:${SUBJECTS})\b`);

/**
 * A clause that asks: a question word or auxiliary first ("what", "is", "do we", "any"), or a request
 * ("tips", "tell me", "I want to know", "thoughts"); a clause ending with "?" asks whatever its words.
 * "Should've said" tells.
 */
const ASKING =
  /^(?:(?:so|and|but|or|ok|okay|also|then|well|oh|hey|mate|just|quick question|honestly)\s+)*(?:what|what's|whats|how|how's|hows|which|where|where's|why|when|(?:from|since|by|until|as of) when|who|whose|is|isn't|are|aren't|am|was|were|do|does|doesn't|did|can|can't|could|should(?!'?ve\b| have\b)|shouldn't|would(?!'?ve\b| have\b)|will|won't|any|anything|anyone|worth|ballpark)\b|\b(?:tips|advice|ideas|suggestions?|recommend\w*|tell (?:me|us)|explain|(?:want|like|need) to know|help (?:me|us)|thoughts|wondering|keen to know)\b/;

/** The words that open a relative clause as well as a question. */
const RELATIVE = /^(?:which|who|whose|where|when)\b/;
/** A verb opening a clause that carries on the subject before the comma. */
const PREDICATE = /^(?:is|are|was|were|has|have|had)\b/;

/**
 * A question put as a hedge, with no question word or "?": "reckon one would stack up", "half thinking
 * it'd be silly not to", "not sure if", "wonder whether", "curious where".
 */
export const HEDGES = /^reckon\b|\b(?:half thinking|toying with|not sure (?:if|whether|what|which|how)|wonder(?:ing)? (?:if|whether|how|what|which)|curious (?:if|whether|how|what|where|which))\b/;

/**
 * The clauses of a lower-cased message, in order. Empty pieces (",,") are skipped. Remembered per
 * text: a message's understanding and its second question both read them. Shared: callers must not
 * change them.
 */
export const clausesOf = memoize((text: string): readonly Clause[] => splitClauses(text), { max: 2000, key: textKey(500) });

function splitClauses(text: string): Clause[] {
  const clauses: Clause[] = [];
  let from = 0;
  const add = (end: number) => {
    const piece = text.slice(from, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (/[a-z0-9]/.test(trimmed)) {
      const start = from + lead;
      const subordinate = SUBORDINATE.test(trimmed);
      // (in a message that marks its questions with "?", a "which", "who" or "where" after a comma in
      // a sentence ending with a full stop tells more of what came before: "$780, which nearly killed us.")
      // (its sentence may run on past it: "..., which rated 2 stars when we bought it.")
      const sentenceEnd = /[.?!](?=\s|$)/.exec(text.slice(from))?.[0];
      // (so does a verb after a comma carrying on the sentence's subject: "the tank at home in Wagga, 2650, is about to cark it.")
      const tells = (RELATIVE.test(trimmed) || PREDICATE.test(trimmed)) && sentenceEnd !== undefined && sentenceEnd !== '?' && text.slice(0, from).trimEnd().endsWith(',') && text.includes('?');
      const worded = !subordinate && !tells && (ASKING.test(trimmed) || HEDGES.test(trimmed));
      clauses.push({ text: trimmed, start, end: start + trimmed.length, asks: worded || (!subordinate && trimmed.endsWith('?')), worded, subordinate });
    }
  };
  CLAUSE_END.lastIndex = 0;
  for (let found = CLAUSE_END.exec(text); found; found = CLAUSE_END.exec(text)) {
    const end = found.index + found[0].length;
    // the punctuation stays with its clause (a "?" says it asks); a dash does not
    add(found[0].trim().startsWith('-') || /^\s*[–—]/.test(found[0]) ? found.index : end);
    from = end;
  }
  add(text.length);
  // (not knowing a thing, said beside a question marked with "?", tells: "no idea what insulation is up in
  // the roof. where do we even start?")
  const marked = clauses.filter((clause) => clause.worded && clause.text.endsWith('?'));
  return marked.length === 0 ? clauses : clauses.map((clause) => (!clause.text.endsWith('?') && UNKNOWING.test(clause.text) && !marked.includes(clause) ? { ...clause, asks: false, worded: false } : clause));
}

/** Saying what one does not know: "no idea what's up there", "dunno if it's insulated". */
const UNKNOWING = /^(?:(?:and|but|so)\s+)?(?:(?:i|we)(?:'ve| have)?\s+)?(?:(?:got|have)\s+)?(?:no idea|dunno|(?:don't|do not) know)\s+(?:what|if|whether|how)\b/;

/**
 * Words in an asking clause that point back at something named before ("is that just marketing?",
 * "what should we replace it with?", "do they actually do anything?", "which one?"). A "that" or
 * "this" starting a relative clause ("what can I do that won't cost me my bond", "the upgrade that actually
 * makes a difference") points at nothing.
 */
export const POINTS_BACK =
  /\b(it(?! (too|worth|possible|okay|ok|true|normal|necessary|likely|hard|easy|safe|legal|a good idea|any good)\b)|its|it's(?! (too|worth|possible|okay|ok|true|normal|necessary|likely|hard|easy|safe|legal|a good idea)\b)|them|they|they're|those|these|one|ones|him|he|he's)\b|\b(that|this)\b(?! (actually |really |still |even |just |truly )?(won't|will|would|wouldn't|can|can't|could|doesn't|does|don't|do|isn't|is|are|aren't|was|has|have|makes)\b)/;
