import { describe, expect, it } from 'vitest';
import { cardinalWords, numberWords, ordinalWords, yearWords } from './number-words';
import { splitSentences, spokenWords } from './spoken-words';

const said = (text: string) => spokenWords(text).join(' ');

describe('written text as spoken words', () => {
  it('says numbers as people do', () => {
    expect(cardinalWords(1_300).join(' ')).toBe('one thousand three hundred');
    expect(cardinalWords(2_105).join(' ')).toBe('two thousand one hundred and five');
    expect(yearWords(2022).join(' ')).toBe('twenty twenty two');
    expect(yearWords(2005).join(' ')).toBe('two thousand and five');
    expect(ordinalWords(21).join(' ')).toBe('twenty first');
    expect(numberWords('0.25')?.join(' ')).toBe('zero point two five');
    expect(numberWords('1,300.5')?.join(' ')).toBe('one thousand three hundred point five');
    expect(numberWords('12a')).toBeNull();
  });

  it('reads R-values, stars, money, units, percentages and ranges', () => {
    expect(said('Ceilings need about R6.3, walls R2.8-R3.8.')).toBe('ceilings need about r six point three walls r two point eight to r three point eight');
    expect(said('A 7-star home under NCC 2022')).toBe('a seven star home under ncc twenty twenty two');
    expect(said('It costs $1,300 for 100 m2 and saves 30%')).toBe('it costs one thousand three hundred dollars for one hundred square metres and saves thirty percent');
    expect(said('a 6.6 kW system makes 25 kWh at 18°C')).toBe('a six point six kilowatts system makes twenty five kilowatt hours at eighteen degrees');
    expect(said('the 3rd of 4–6 options')).toBe('the third of four to six options');
  });

  it('expands states, keeps spelled abbreviations as one word and reports them', () => {
    const acronyms: string[] = [];
    const words = spokenWords('NatHERS and BASIX in NSW, the ACT and WA; SHGC and STCs', { onAcronym: (word) => acronyms.push(word) });
    expect(words.join(' ')).toBe('nathers and basix in new south wales the act and western australia shgc and stc');
    expect(acronyms).toEqual(['act', 'shgc', 'stc']);
  });

  it('splits prose at sentence ends and line breaks', () => {
    expect(splitSentences('Insulate first. Then seal gaps!\nIs it worth it? Yes: often')).toEqual(['Insulate first.', 'Then seal gaps!', 'Is it worth it?', 'Yes:', 'often']);
  });
});
