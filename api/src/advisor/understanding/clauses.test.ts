import { describe, expect, it } from 'vitest';
import { clausesOf } from './clauses';

const asking = (text: string) => clausesOf(text).filter((clause) => clause.asks).map((clause) => clause.text);

describe('the clauses that ask', () => {
  it('reads "which" after a comma, in a sentence ending in a full stop, as telling more', () => {
    expect(asking("last winter's bill was $780, which nearly killed us. is that a good idea?")).toEqual(['is that a good idea?']);
    expect(asking('we have an old heater, who knows how old. should we replace it?')).toEqual(['should we replace it?']);
  });

  it('still reads it as asking where the message marks no questions, or the clause ends with "?"', () => {
    expect(asking('we live in ballarat, which zone is that')).toEqual(['which zone is that']);
    expect(asking('we live in ballarat, which zone is that?')).toEqual(['which zone is that?']);
  });
});
