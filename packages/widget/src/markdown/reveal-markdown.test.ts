import { describe, expect, it } from 'vitest';
import { revealMarkdown, visibleLength } from './reveal-markdown';

describe('revealMarkdown (the typing effect text)', () => {
  const source = 'Use **double glazing** and *seal* `gaps`, see [NatHERS](https://nathers.gov.au).';

  it('counts only visible characters', () => {
    expect(visibleLength(source)).toBe('Use double glazing and seal gaps, see NatHERS.'.length);
    expect(visibleLength('a\\*b')).toBe(3);
  });

  it('closes bold, italic, code and links that are cut', () => {
    expect(revealMarkdown(source, 9)).toBe('Use **doubl**');
    expect(revealMarkdown(source, 10)).toBe('Use **double**');
    expect(revealMarkdown(source, 25)).toBe('Use **double glazing** and *se*');
    expect(revealMarkdown(source, 30)).toBe('Use **double glazing** and *seal* `ga`');
    expect(revealMarkdown(source, 41)).toBe('Use **double glazing** and *seal* `gaps`, see [Nat](https://nathers.gov.au)');
  });

  it('answers the whole source once everything is shown', () => {
    expect(revealMarkdown(source, visibleLength(source))).toBe(source);
    expect(revealMarkdown(source, 10_000)).toBe(source);
    expect(revealMarkdown(source, 0)).toBe('');
  });

  it('leaves list bullets, arithmetic and snake_case alone', () => {
    expect(revealMarkdown('* item one', 4)).toBe('* it');
    expect(revealMarkdown('2 * 3 = 6 and more', 7)).toBe('2 * 3 =');
    expect(revealMarkdown('climate_zone value', 9)).toBe('climate_z');
  });
});
