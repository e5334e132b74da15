import { describe, expect, it } from 'vitest';
import { expandQuery, terms } from './text';

describe('terms', () => {
  it('lower-cases, drops apostrophes and stopwords, stems plurals and endings', () => {
    expect(terms("What's the best CEILING insulation for windows?")).toEqual(['ceil', 'insulation', 'window']);
    expect(terms("Don't we need insulated walls")).toEqual(['dont', 'insulat', 'wall']);
  });

  it('keeps dotted figures, trims dots from word ends, and writes number words as digits', () => {
    expect(terms('R3.5 batts... in zone six.')).toEqual(['r3.5', 'batt', 'zon', '6']);
    expect(terms('...seven stars')).toEqual(['7', 'star']);
  });

  it('leaves out single letters but keeps single digits', () => {
    expect(terms('a b 7 x')).toEqual(['7']);
  });

  it('treats words that name object properties as words', () => {
    expect(terms('our constructor said toString hasOwnProperty')).toEqual(['constructor', 'said', 'tostr', 'hasownproperty']);
  });

  it('splits on every other character, accented letters included', () => {
    expect(terms('heat-pump/solar café')).toEqual(['heat', 'pump', 'solar', 'caf']);
  });
});

describe('expandQuery', () => {
  it('adds the articles’ words for everyday ones, once', () => {
    expect(expandQuery('Is the aircon noisy?')).toBe('is the aircon noisy? air conditioner noise loud');
  });

  it('drops what the visitor wants to do without', () => {
    expect(expandQuery('keep cool without running the aircon')).not.toMatch(/aircon|air conditioner/);
  });
});
