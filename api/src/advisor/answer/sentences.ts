import { memoize, textKey } from '../memo';

/**
 * Sentences of knowledge-base prose: a sentence ends at . ! or ? followed by a space and a capital,
 * a digit or a quote ("e.g. the" and "R2.5 batts" do not end one).
 */
const SENTENCE_END = /(?<=[.!?])\s+(?=["“'A-Z0-9])/;

/**
 * The sentences of a paragraph (Markdown list markers and emphasis left as they are). Remembered: the
 * texts are the knowledge base's, read again on every answer. Shared: callers must not change it.
 */
export const sentencesOf: (text: string) => readonly string[] = memoize(
  (text: string) =>
    text
      .split(SENTENCE_END)
      .map((sentence) => sentence.trim())
      .filter(Boolean),
  { max: 5000, key: textKey(20_000) },
);

/** The first sentence of a text (all of it when it has one). */
export function firstSentence(text: string): string {
  return sentencesOf(text)[0] ?? text.trim();
}
