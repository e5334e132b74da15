import { describe, expect, it } from 'vitest';
import { speechPieces } from './speech-pieces';

describe('speechPieces', () => {
  it('keeps a short text whole', () => {
    expect(speechPieces('Good day. Ask me about your home.')).toEqual(['Good day. Ask me about your home.']);
  });

  it('cuts a long text at the sentence end nearest its middle, losing no words', () => {
    const text =
      'Ceiling insulation comes first in most homes. Then seal the gaps around doors and windows. ' +
      'After that, look at the walls and floors. Double glazing comes last because it costs the most.';
    const pieces = speechPieces(text);
    expect(pieces).toEqual([
      'Ceiling insulation comes first in most homes. Then seal the gaps around doors and windows.',
      'After that, look at the walls and floors. Double glazing comes last because it costs the most.',
    ]);
    expect(pieces.join(' ')).toBe(text);
  });

  it('falls back to a comma near the middle, and keeps a text with no break whole', () => {
    const commas = 'in zone six a heat pump water heater is a good choice for most homes, and with solar panels on the roof it can run in the middle of the day';
    expect(speechPieces(commas)).toEqual([
      'in zone six a heat pump water heater is a good choice for most homes,',
      'and with solar panels on the roof it can run in the middle of the day',
    ]);
    const unbroken = 'a '.repeat(80).trim();
    expect(speechPieces(unbroken)).toEqual([unbroken]);
  });

  it('ignores a sentence end at the very start or end of the text', () => {
    const text = `Yes. ${'the ceiling matters most in every climate zone and '.repeat(3)}so start there`;
    expect(speechPieces(text)).toEqual([text]);
  });
});
