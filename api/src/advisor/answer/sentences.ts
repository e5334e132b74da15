/**
 * Sentences of knowledge-base prose: a sentence ends at . ! or ? followed by a space and a capital,
 * a digit or a quote ("e.g. the" and "R2.5 batts" do not end one).
 */
const SENTENCE_END = /(?<=[.!?])\s+(?=["“'A-Z0-9])/;

/**
 * The sentences of a paragraph (Markdown list markers and emphasis left as they are). Remembered: the
 * texts are the knowledge base's, read again on every answer. Shared: callers must not change it.
 */
export function sentencesOf(text: string): readonly string[] {
  let found = split.get(text);
  if (!found) {
    found = text
      .split(SENTENCE_END)
      .map((sentence) => sentence.trim())
      .filter(Boolean);
    if (split.size >= SPLIT_CACHE_SIZE) split.delete(split.keys().next().value as string);
    split.set(text, found);
  }
  return found;
}
const split = new Map<string, readonly string[]>();
const SPLIT_CACHE_SIZE = 5000;

/** The first sentence of a text (all of it when it has one). */
export function firstSentence(text: string): string {
  return sentencesOf(text)[0] ?? text.trim();
}
