/** Texts shorter than this are rendered whole: a second flite process would cost more than it saves. */
export const SPLIT_FROM_CHARACTERS = 120;

/**
 * A text to be spoken cut in two at the sentence end nearest its middle, or at a comma, semicolon
 * or colon when one is much nearer it, so that two flite processes can render the halves at once;
 * played one after the other they say the whole text. A short text, or one with no such break,
 * stays whole.
 */
export function speechPieces(text: string, splitFrom = SPLIT_FROM_CHARACTERS): string[] {
  if (text.length < splitFrom) return [text];
  const middle = text.length / 2;
  const nearest = (pattern: RegExp) => {
    let best: number | undefined;
    for (const match of text.matchAll(pattern)) {
      const end = (match.index ?? 0) + match[0].length;
      if (end < text.length * 0.2 || end > text.length * 0.8) continue;
      if (best === undefined || Math.abs(end - middle) < Math.abs(best - middle)) best = end;
    }
    return best;
  };
  // a sentence end unless a clause break sits much nearer the middle (halves of like length render in like time)
  const sentence = nearest(/[.!?]\s+/g);
  const clause = nearest(/[,;:]\s+/g);
  const distance = (cut: number | undefined) => (cut === undefined ? Infinity : Math.abs(cut - middle));
  const cut = distance(sentence) <= 2 * distance(clause) + text.length * 0.05 ? sentence : clause;
  if (cut === undefined) return [text];
  return [text.slice(0, cut).trim(), text.slice(cut).trim()].filter((piece) => piece !== '');
}
