import { describe, expect, it } from 'vitest';
import { AdviceExtractor } from './advice-extractor';

/** Feeds `json` in pieces of `size` characters; returns the emitted pieces. */
function feed(json: string, size: number): string[] {
  const extractor = new AdviceExtractor();
  const emitted: string[] = [];
  for (let index = 0; index < json.length; index += size) {
    const text = extractor.push(json.slice(index, index + size));
    if (text !== '') emitted.push(text);
  }
  expect(extractor.text).toBe(emitted.join(''));
  return emitted;
}

const TRICKY = 'Line one\nTab\there, "quoted", back\\slash, 20°C, emoji 🙂, unicode \u00e9 and / slash.';

describe('AdviceExtractor', () => {
  it.each([1, 2, 3, 5, 7, 1000])('decodes the advice exactly like JSON.parse in pieces of %i characters', (size) => {
    const json = JSON.stringify({ advice: TRICKY, collected_variables: { location: 'Ballarat' } });
    expect(feed(json, size).join('')).toBe(TRICKY);
  });

  it('decodes \\u escapes and surrogate pairs split across pieces, never emitting half a character', () => {
    const json = '{"advice":"20\\u00b0C \\ud83d\\ude00 done"}';
    const emitted = feed(json, 1);
    expect(emitted.join('')).toBe('20°C 😀 done');
    expect(emitted).toContain('😀');
  });

  it('streams the advice before the JSON is complete', () => {
    const extractor = new AdviceExtractor();
    expect(extractor.push('{"advice": "Insulate the')).toBe('Insulate the');
    expect(extractor.push(' ceiling')).toBe(' ceiling');
    expect(extractor.push('", "collected')).toBe('');
    expect(extractor.text).toBe('Insulate the ceiling');
  });

  it('finds the advice after other members and ignores nested or quoted "advice"', () => {
    const json = JSON.stringify({
      note: 'the "advice": "wrong" text',
      collected_variables: { advice: 'nested, wrong' },
      list: [{ advice: 'in array' }, 'x'],
      advice: 'Right answer.',
      more: 'after',
    });
    expect(feed(json, 4).join('')).toBe('Right answer.');
  });

  it('skips text around the object, such as a code fence', () => {
    expect(feed('```json\n{"advice":"Fenced."}\n```', 3).join('')).toBe('Fenced.');
  });

  it('emits nothing when advice is missing or not a string', () => {
    expect(feed('{"collected_variables":{}}', 2)).toEqual([]);
    expect(feed('{"advice": 42, "other": "text"}', 2)).toEqual([]);
  });
});
