/**
 * Sentences of knowledge-base prose: a sentence ends at . ! or ? followed by a space and a capital,
 * a digit or a quote ("e.g. the" and "R2.5 batts" do not end one).
 */
const SENTENCE_END = /(?<=[.!?])\s+(?=["“'A-Z0-9])/;

/** The sentences of a paragraph (Markdown list markers and emphasis left as they are). */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The first sentence of a text (all of it when it has one). */
export function firstSentence(text: string): string {
  return sentencesOf(text)[0] ?? text.trim();
}
