import { describe, expect, it } from 'vitest';
import { chunkText, replayTurn } from './replay-turn';
import type { ComputedTurn } from './backend';

/** The definition chunkText implements in one pass: runs of non-space plus their trailing space, grouped. */
function byRegExp(text: string, wordsPerChunk: number): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < pieces.length; index += wordsPerChunk) chunks.push(pieces.slice(index, index + wordsPerChunk).join(''));
  const leading = /^\s+/.exec(text)?.[0];
  if (leading && chunks.length > 0) chunks[0] = leading + chunks[0];
  return chunks;
}

describe('chunkText', () => {
  it('cuts before every seventh word by default, keeping the whitespace so the pieces join back', () => {
    const text = 'one two three four five six seven eight\n\nnine';
    expect(chunkText(text)).toEqual(['one two three four five six ', 'seven eight\n\nnine']);
    expect(chunkText(text).join('')).toBe(text);
  });

  it('gives leading whitespace to the first piece and nothing for blank text', () => {
    expect(chunkText('  a b', 1)).toEqual(['  a ', 'b']);
    expect(chunkText('')).toEqual([]);
    expect(chunkText(' \n\t ')).toEqual([]);
  });

  it('treats every Unicode space as \\s does and a zero-width space as a letter', () => {
    expect(chunkText('a\u00a0b\u2003c\u3000d\ufeffe', 2)).toEqual(['a\u00a0b\u2003', 'c\u3000d\ufeff', 'e']);
    expect(chunkText('a\u200bb c', 1)).toEqual(['a\u200bb ', 'c']);
  });

  it('matches the regular-expression definition on random text', () => {
    const alphabet = ['a', 'é', '🙂', '.', ' ', '\n', '\t', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u200b'];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 2000; round += 1) {
      let text = '';
      for (let index = random(30); index > 0; index -= 1) text += alphabet[random(alphabet.length)];
      const words = 1 + random(7);
      expect(chunkText(text, words), JSON.stringify([text, words])).toEqual(byRegExp(text, words));
    }
  });
});

describe('replayTurn', () => {
  const turn: ComputedTurn = {
    stages: ['Reading your message', 'Writing the answer'],
    reply: { advice: 'one two three four five six seven eight', next_question: '', collected_variables: {}, is_lead_form: false, citations: [], model_used: 'm' },
  };

  it('plays the stages, then the advice in chunks that join back to it', () => {
    const events: string[] = [];
    replayTurn(turn, { onStage: (stage) => events.push(`stage ${stage}`), onChunk: (text) => events.push(`chunk ${text}`) });
    expect(events).toEqual(['stage Reading your message', 'stage Writing the answer', 'chunk one two three four five six ', 'chunk seven eight']);
  });

  it('cuts no chunks while nobody receives them, and stops when the turn is aborted', () => {
    const chunks: string[] = [];
    replayTurn(turn, { onChunk: (text) => chunks.push(text), streaming: () => false });
    expect(chunks).toEqual([]);
    const controller = new AbortController();
    replayTurn(turn, {
      signal: controller.signal,
      onChunk: (text) => {
        chunks.push(text);
        controller.abort();
      },
    });
    expect(chunks).toEqual(['one two three four five six ']);
  });
});
