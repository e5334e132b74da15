import { describe, expect, it } from 'vitest';
import { clausesOf } from './clauses';

const asking = (text: string) => clausesOf(text).filter((clause) => clause.asks).map((clause) => clause.text);

describe('the clauses that ask', () => {
  it('reads "which" after a comma, in a sentence ending in a full stop, as telling more', () => {
    expect(asking("last winter's bill was $780, which nearly killed us. is that a good idea?")).toEqual(['is that a good idea?']);
    expect(asking('we have an old heater, who knows how old. should we replace it?')).toEqual(['should we replace it?']);
    // (its sentence running on past it in another clause)
    expect(asking('we live in our old fibro, which rated 2 stars when we bought it. do we have to upgrade it?')).toEqual(['do we have to upgrade it?']);
    // (a verb carrying on the subject before the comma tells too)
    expect(asking('the tank at home in wagga, 2650, is about to cark it. does nsw chip in?')).toEqual(['does nsw chip in?']);
  });

  it('still reads it as asking where the message marks no questions, or the clause ends with "?"', () => {
    expect(asking('we live in ballarat, which zone is that')).toEqual(['which zone is that']);
    expect(asking('we live in ballarat, which zone is that?')).toEqual(['which zone is that?']);
  });
});

describe('a question opening on "what if"', () => {
  it('is one clause, not a bare "what" and a circumstance', () => {
    expect(asking("what if i get rid of the old gas wall furnace while they're at it?")).toEqual(['what if i get rid of the old gas wall furnace']);
    // (a circumstance after a question still splits off)
    expect(asking('are ceiling fans worth it if we already have aircon?')).toEqual(['are ceiling fans worth it']);
  });
});
