/** One domain concept. */
export interface Concept {
  id: string;
  /** What the advisor calls it in a sentence ("reflective insulation"). */
  label: string;
  /** Its names in a visitor's lower-cased message. */
  names: RegExp;
  /** The words the articles use for it, added to the retrieval query. */
  query: string;
  /** Articles that explain it, most specific first (may be empty: retrieval finds them). */
  articles: readonly string[];
  /** An abbreviation and what it stands for, said when the visitor asks what it means. */
  acronym?: { short: string; long: string };
  /**
   * A single thing to do or buy (a measure), as opposed to a topic such as star ratings: a question
   * that names one is narrow. 'renovation' marks one a renter needs the landlord's agreement for.
   */
  measure?: 'diy' | 'renovation';
  /**
   * Named, it says what the question is about whatever else it names ("how do we prove our design
   * meets 7 stars?" is about the rating assessment, not the 7-star rule): its first article answers.
   * When several lead, the first in this list does, so the more specific are listed first.
   */
  leads?: boolean;
  /**
   * A rule a home must meet (BASIX, the NCC, 7 stars): a question whether the rule applies, naming no
   * other subject, is answered from the rule's own article ("does that trigger BASIX?").
   */
  rule?: boolean;
  /**
   * A measure read as a number on a label or rating, which is better one way ("SHGC", "U-value"): asked
   * "high or low?" after it, a question is about it.
   */
  scale?: boolean;
  /**
   * A word that says where or which rather than what ("windows", "west-facing"): beside another
   * subject it qualifies it ("low-e coating on the west windows" is about the coating).
   */
  qualifier?: boolean;
  /**
   * A trouble the home has (condensation and mould): told before a broad ask ("we get condensation on
   * the windows every winter, what can we do?"), it is what the visitor wants fixed, not context.
   */
  problem?: boolean;
}
