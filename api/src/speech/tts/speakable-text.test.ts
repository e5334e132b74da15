import { describe, expect, it } from 'vitest';
import { MAX_SPOKEN_CHARACTERS, numberWords, speakableText } from './speakable-text';

describe('speakableText', () => {
  it.each([
    // greetings and abbreviations
    ["G'day! I'm your architectural assistant.", "Good day! I'm your architectural assistant."],
    ['G’day mate', 'Good day mate.'],
    ['Double glazing, e.g. in Hobart, i.e. zone 7, etc.', 'Double glazing, for example in Hobart, that is zone 7, et cetera.'],
    ['A NatHERS rating under the NCC', 'A Nat Hers rating under the N C C.'],
    ['Ballarat, VIC and Cairns QLD', 'Ballarat, Victoria and Cairns Queensland.'],
    ['LED lights, EVs and a COP of 4', "L E D lights, E V's and a C O P of 4."],
    // ratings
    ['R3.5 batts', 'R three point five batts.'],
    ['from R4.1 up to R6.3, or R 2', 'from R four point one up to R six point three, or R two.'],
    ['R6.0 in the ceiling', 'R six in the ceiling.'],
    ['R2.5-R4 walls', 'R two point five to R four walls.'],
    ['a 7-star home', 'a seven star home.'],
    ['7 stars, 7.5-star, 6★', 'seven stars, seven point five star, six stars.'],
    ['the R-value and U-values', 'the R value and U values.'],
    // units
    ['A modelled 6.6 kW system makes 28 kWh a day', 'A modelled 6.6 kilowatt system makes 28 kilowatt hours a day.'],
    ['about 4.3 kWh per kW per day', 'about 4.3 kilowatt hours per kilowatt per day.'],
    ['1 kWh costs 30 c/kWh', '1 kilowatt hour costs 30 cents per kilowatt hour.'],
    ['a 13.5kWh battery and 5kW inverter', 'a 13.5 kilowatt hour battery and 5 kilowatts inverter.'],
    ['150 m² of floor, ceilings at 2.4 m, 90 mm studs', '150 square metres of floor, ceilings at 2.4 metres, 90 millimetres studs.'],
    ['12 MJ/m² a year; 4 kWh/day; $1,100/yr', '12 megajoules per square metre a year; 4 kilowatt hours a day; $1,100 a year.'],
    ['a U-value of 2.0 W/m²K', 'a U value of 2.0 watts per square metre kelvin.'],
    ['A kilowatt (kW) of panels', 'A kilowatt of panels.'],
    ['25°C inside, 18 ° C at night', '25 degrees inside, 18 degrees at night.'],
    ['50-70% less, 3–4 units', '50 to 70 percent less, 3 to 4 units.'],
    ['$15k–$20k, or $1.2m', '15 thousand dollars to 20 thousand dollars, or 1.2 million dollars.'],
    ['~20 cm thick & ≥ 3 layers', 'about 20 centimetres thick and at least 3 layers.'],
    ['heating/cooling and/or fans', 'heating or cooling and or fans.'],
    ['checked on 2026-11-22', 'checked on 22 November 2026.'],
    // brackets
    ['Australian Building Codes Board (ABCB) map', 'Australian Building Codes Board map.'],
    ['zone 7 (cool temperate) homes', 'zone 7, cool temperate, homes.'],
  ])('%j → %j', (input, spoken) => {
    expect(speakableText(input)).toBe(spoken);
  });

  it('reads Markdown as sentences: headings, lists, emphasis, links, tables, code and rules', () => {
    const markdown = [
      '## Then upgrade the fabric',
      '',
      'An assessor notes:',
      '- slab-on-ground floor',
      '* flat ceilings',
      '1. **Hot water**: a heat pump',
      '2) _Windows_ with ~~bad~~ good frames',
      '',
      '---',
      '> A quote',
      '',
      '| Zone | R-value |',
      '|:----|----:|',
      '| 6 | R5 |',
      '',
      '```js',
      'console.log("code is not read")',
      '```',
      'See [the heat pump article](https://example.com/heat-pumps?a=(1)) and ![a chart](chart.png).',
      'Source: https://www.abcb.gov.au/map or www.example.com/page, and data.gov.au.',
      'Inline `code` and a footnote[1] and <b>HTML</b>.',
    ].join('\n');
    expect(speakableText(markdown)).toBe(
      'Then upgrade the fabric. An assessor notes: slab-on-ground floor. flat ceilings. Hot water: a heat pump. ' +
        'Windows with bad good frames. A quote. Zone, R value. 6, R five. See the heat pump article and. ' +
        'Source: or, and data dot gov dot A U. Inline code and a footnote and HTML.',
    );
  });

  it('drops emoji, keeps the words around them, and never answers only punctuation', () => {
    expect(speakableText('Great choice 🙂👍🏽! Solar ☀️ works')).toBe('Great choice! Solar works.');
    expect(speakableText('🙂 https://example.com')).toBe('');
    expect(speakableText('  \n\n ** ** \n')).toBe('');
  });

  it('cuts a long text at a sentence end within the limit', () => {
    const sentence = 'Insulation keeps the heat in during winter. ';
    const spoken = speakableText(sentence.repeat(200));
    expect(spoken.length).toBeLessThanOrEqual(MAX_SPOKEN_CHARACTERS);
    expect(spoken.length).toBeGreaterThan(MAX_SPOKEN_CHARACTERS - sentence.length);
    expect(spoken.endsWith('winter.')).toBe(true);
  });
});

describe('numberWords', () => {
  it.each([
    ['0', 'zero'],
    ['7', 'seven'],
    ['3.5', 'three point five'],
    ['6.0', 'six'],
    ['10.25', 'ten point two five'],
    ['21', 'twenty-one'],
    ['105', 'one hundred and five'],
    ['1,100', 'one thousand one hundred'],
    ['2005', 'two thousand and five'],
  ])('%s → %s', (digits, words) => {
    expect(numberWords(digits)).toBe(words);
  });
});
