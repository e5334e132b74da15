import { describe, expect, it } from 'vitest';
import { memoize } from './memo';

describe('memoize', () => {
  it('works a text out once and answers the same result again, up to `max` texts', () => {
    const seen: string[] = [];
    const upper = memoize((text) => {
      seen.push(text);
      return { text: text.toUpperCase() };
    }, { max: 2, maxKeyLength: 10 });
    const first = upper('heat pump');
    expect(upper('heat pump')).toBe(first);
    expect(seen).toEqual(['heat pump']);
    upper('glazing');
    upper('eaves'); // 'heat pump' is now the least recently used of three: dropped
    upper('heat pump');
    expect(seen).toEqual(['heat pump', 'glazing', 'eaves', 'heat pump']);
  });

  it('works out longer texts every time', () => {
    let calls = 0;
    const count = memoize((text) => ({ length: text.length, call: ++calls }), { max: 10, maxKeyLength: 5 });
    count('a long message');
    count('a long message');
    expect(calls).toBe(2);
  });
});
