import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkSlotPhrasing,
  formatSlotFailures,
  formatSlotSummary,
  loadSlotPhrasings,
  summariseSlotPhrasings,
  type SlotPhrasingResult,
} from '../../eval/slot-phrasings';
import { createGazetteer, type Gazetteer } from './gazetteer/gazetteer';
import { QUESTION_ORDER, QUESTIONS, type QuestionSlot } from './policy';
import { fillSlots } from './slots';

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
