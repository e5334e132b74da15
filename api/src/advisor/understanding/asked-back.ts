/**
 * What a question that names nothing of its own points back at: the statement a tag question is
 * tagged onto ("BASIX doesn't come into it, does it?"), money told to spend ("where should that go
 * first?"), a rating told as the goal ("a cheaper way to get there?"), a claim told before ("the builder
 * reckons we only need 6 stars - is that legit?").
 */

/** A claim put to the advisor to check: "that right?", "is he on the money?", "true?", "myth or fact". */
export const CHECKS_CLAIM =
  /\b((is )?(that|this|he|she|they|it)('s| is| are)? (right|rite|true|correct|legit|accurate|kidding|dreaming|wrong|on the money)|on the money|right about that|true or|fact or|myth)\b/;

/** Money told as the visitor's to spend: "about 8 grand left after stamp duty", "$15k to throw at it", "a budget of $10,000". */
export const MONEY_TOLD =
  /(\$\s?\d[\d,]*|\b\d+(\.\d+)?\s?(k|grand|thousand)\b)[^.?!]{0,40}\b(left|to spend|budget|to play with|set aside|saved|put aside|to throw at)\b|\b(budget|to spend)\b[^.?!]{0,30}(\$\s?\d|\b\d+\s?(k|grand|thousand)\b)/;
/** Asking where money should go: "where should that go?", "what should we spend it on?", "how best to use it?". */
export const SPENT = /\b(go|goes|going|spend|spent|put|use|used|allocate|invest)\b/;

/** A question tagged onto a statement: "..., does it?", "..., isn't it?", "..., right?". */
export const TAG_QUESTION = /^((do|does|did|is|are|was|would|will|can|should|has|have|isn't|doesn't|don't|aren't|won't|wouldn't|hasn't|haven't|didn't|shouldn't|can't) (it|they|we|i|that|there|he|she|you)|right|eh|yeah)\??$/;

/** A way to a goal told before, asked naming nothing: "a cheaper way to get there", "how do we reach it". */
export const GOAL_BACK = /\b(get (it |us )?there|reach (it|that)|hit (it|that)|over the line)\b/;
/** The concepts that are a rating to reach. */
export const RATING_GOALS = new Set(['improve-rating']);
