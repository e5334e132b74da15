import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkSlotPhrasing,
  formatSlotFailures,
  formatSlotSummary,
  loadSlotPhrasings,
  parseSlotPhrasings,
  summariseSlotPhrasings,
  type SlotPhrasingResult,
} from '../../eval/slot-phrasings';
import { createGazetteer, type Gazetteer } from './gazetteer/gazetteer';
import { QUESTION_ORDER, QUESTIONS, type QuestionSlot } from './policy';
import { fillSlots } from './slots/fill-slots';

/**
 * The slot-phrasing table (api/eval/slot-phrasings.json) played through slot filling with the default
 * gazetteer: each row is a first message of a conversation, or the answer to the question of its
 * `asked` slot. The table was written from how people talk, not from the patterns, so its pass rate
 * measures how far the extraction generalises. At least 95 % of rows must come out fully right.
 */
const MIN_ROW_RATE = 95;

describe('slot filling on everyday phrasings (api/eval/slot-phrasings.json)', () => {
  const rows = loadSlotPhrasings(QUESTION_ORDER);
  let gazetteer: Gazetteer;

  beforeAll(() => {
    gazetteer = createGazetteer();
  });

  it('has at least 300 rows covering every variable the advisor collects from free text', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const variables = new Set(rows.flatMap((row) => Object.keys(row.expect)));
    for (const variable of ['location', 'state', 'climate_zone', 'project_type', 'tenure', 'dwelling_type', 'storeys', 'heating_fuel', 'hot_water_fuel', 'current_star_rating', 'budget', 'roof_orientation']) {
      expect(variables, variable).toContain(variable);
    }
  });

  it(`fills the expected variables in at least ${MIN_ROW_RATE} % of rows`, () => {
    const results: SlotPhrasingResult[] = rows.map((row) => {
      const asked = row.asked as QuestionSlot | undefined;
      const { collected } = fillSlots({
        gazetteer,
        message: row.text,
        previous: {},
        asked,
        history: asked ? [{ role: 'assistant', content: QUESTIONS[asked] }] : [],
      });
      return checkSlotPhrasing(row, collected);
    });
    const summary = summariseSlotPhrasings(results);
    const failures = results.flatMap(formatSlotFailures);
    console.log(`${failures.join('\n')}\n\n${formatSlotSummary(summary)}`);
    const rowRate = summary.at(-1)?.rate ?? 0;
    expect(rowRate, `${rowRate.toFixed(1)} % of rows right; failures:\n${failures.join('\n')}`).toBeGreaterThanOrEqual(MIN_ROW_RATE);
  });
});

describe('the slot-phrasing table: validation and scoring', () => {
  const askable = ['location', 'storeys'];
  const parse = (rows: unknown) => parseSlotPhrasings(JSON.stringify(rows), 'table.json', askable);

  it('accepts rows with and without an asked slot, and null for "must stay unset"', () => {
    expect(parse([{ text: 'two', asked: 'storeys', expect: { storeys: '2' } }, { text: 'hi', expect: { location: null } }])).toEqual([
      { text: 'two', asked: 'storeys', expect: { storeys: '2' } },
      { text: 'hi', expect: { location: null } },
    ]);
  });

  it.each([
    ['a blank text', [{ text: ' ', expect: { storeys: '2' } }], /\.text must be a non-blank string/],
    ['an unknown asked slot', [{ text: 'two', asked: 'floors', expect: { storeys: '2' } }], /\.asked must be one of location, storeys, got "floors"/],
    ['an unknown variable', [{ text: 'two', expect: { floors: '2' } }], /\.expect\.floors is not a known variable/],
    ['a value the advisor never uses', [{ text: 'we rent', expect: { tenure: 'tenant' } }], /\.expect\.tenure has a value the advisor never uses: "tenant"/],
    ['an empty expectation', [{ text: 'two', expect: {} }], /\.expect must be a non-empty object/],
    ['an unknown field', [{ text: 'two', expect: { storeys: '2' }, note: 'x' }], /\.note is not a known field/],
    ['a repeated row', [{ text: 'two', expect: { storeys: '2' } }, { text: 'two', expect: { storeys: '2' } }], /\[1\] \("two"\) repeats an earlier row/],
    ['an empty table', [], /must contain a non-empty JSON array/],
  ])('rejects %s, naming the row', (_name, rows, message) => {
    expect(() => parse(rows)).toThrow(message);
  });

  it('scores each variable and the rows, and prints the wrong ones', () => {
    const results = [
      checkSlotPhrasing({ text: 'we rent a unit', expect: { tenure: 'renter', dwelling_type: 'apartment' } }, { tenure: 'renter' }),
      checkSlotPhrasing({ text: 'hi', expect: { location: null } }, {}),
      checkSlotPhrasing({ text: 'Young', asked: 'location', expect: { location: null } }, { location: 'Young, NSW' }),
    ];
    expect(summariseSlotPhrasings(results)).toEqual([
      { variable: 'dwelling_type', checks: 1, passed: 0, rate: 0 },
      { variable: 'location', checks: 2, passed: 1, rate: 50 },
      { variable: 'tenure', checks: 1, passed: 1, rate: 100 },
      { variable: 'rows', checks: 3, passed: 1, rate: 100 / 3 },
    ]);
    expect(results.flatMap(formatSlotFailures)).toEqual([
      'FAIL "we rent a unit": dwelling_type expected "apartment", got (unset)',
      'FAIL "Young" [asked location]: location expected (unset), got "Young, NSW"',
    ]);
    expect(formatSlotSummary(summariseSlotPhrasings(results)).split('\n').at(-1)).toMatch(/^rows\s+3\s+1\s+33\.3 %$/);
  });
});
