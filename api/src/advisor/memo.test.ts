import { describe, expect, it } from 'vitest';
import { memoize, textKey } from './memo';

describe('memoize', () => {
  it('works a text out once and answers the same result again, up to `max` texts', () => {
    const seen: string[] = [];
    const upper = memoize(
      (text: string) => {
        seen.push(text);
        return { text: text.toUpperCase() };
      },
      { max: 2, key: textKey(10) },
    );
    const first = upper('heat pump');
    expect(upper('heat pump')).toBe(first);
    expect(seen).toEqual(['heat pump']);
    upper('glazing');
    upper('eaves'); // 'heat pump' is now the least recently used of three: dropped
    upper('heat pump');
    expect(seen).toEqual(['heat pump', 'glazing', 'eaves', 'heat pump']);
  });

  it('keeps what was read most recently: a hit makes an entry the newest', () => {
    const seen: string[] = [];
    const upper = memoize(
      (text: string) => {
        seen.push(text);
        return { text: text.toUpperCase() };
      },
      { max: 2, key: textKey(10) },
    );
    upper('fans');
    upper('eaves');
    upper('fans'); // a hit: 'eaves' is now the least recently used
    upper('slab'); // drops 'eaves'
    upper('fans');
    upper('eaves');
    expect(seen).toEqual(['fans', 'eaves', 'slab', 'eaves']);
    expect(() => memoize((text: string) => ({ text }), { max: 0, key: textKey(10) })).toThrow(RangeError);
  });

  it('works out longer texts, and arguments without a key, every time', () => {
    let calls = 0;
    const count = memoize((text: string) => ({ length: text.length, call: ++calls }), { max: 10, key: textKey(5) });
    count('a long message');
    count('a long message');
    expect(calls).toBe(2);
    count(42 as unknown as string);
    count(42 as unknown as string);
    expect(calls).toBe(4);
  });

  it('remembers results of several arguments under the key they make', () => {
    const calls: string[] = [];
    const area = memoize(
      (width: number, height: number) => {
        calls.push(`${width}x${height}`);
        return { area: width * height };
      },
      { max: 10, key: (width, height) => `${width}x${height}` },
    );
    expect(area(2, 3)).toEqual({ area: 6 });
    expect(area(3, 2)).toEqual({ area: 6 });
    expect(area(2, 3)).toBe(area(2, 3));
    expect(calls).toEqual(['2x3', '3x2']);
  });
});
