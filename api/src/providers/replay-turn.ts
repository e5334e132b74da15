import type { ComputedTurn, TurnCallbacks } from './backend';

/** Whether a UTF-16 code unit is whitespace as the regular expression class \s defines it. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/**
 * Splits text into streaming pieces of a few words, keeping whitespace so they join back exactly:
 * a piece ends where its (wordsPerChunk + 1)th word starts; leading whitespace goes with the first.
 * One pass over the text, slicing the original (a reply is chunked on every turn).
 */
export function chunkText(text: string, wordsPerChunk = 6): string[] {
  const chunks: string[] = [];
  let words = 0;
  let start = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = isSpace(text.charCodeAt(index));
    if (!space && !inWord) {
      if (words > 0 && words % wordsPerChunk === 0) {
        chunks.push(text.slice(start, index));
        start = index;
      }
      words += 1;
    }
    inWord = !space;
  }
  if (words > 0) chunks.push(text.slice(start));
  return chunks;
}

/**
 * Plays a computed turn on a turn's callbacks: its stages, then the advice in chunks, only while
 * somebody receives them (most turns have no socket listening).
 */
export function replayTurn(turn: ComputedTurn, callbacks: TurnCallbacks): void {
  for (const stage of turn.stages) callbacks.onStage?.(stage);
  if (callbacks.onChunk && (callbacks.streaming?.() ?? true)) {
    for (const chunk of chunkText(turn.reply.advice)) {
      if (callbacks.signal?.aborted) break;
      callbacks.onChunk(chunk);
    }
  }
}
