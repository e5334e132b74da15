import type { CollectedVariables } from '@energy-advisor/contracts';
import { expect, it } from 'vitest';
import { createGazetteer } from '../../gazetteer/gazetteer';
import type { QuestionSlot } from '../../policy';
import { fillSlots } from '../fill-slots';

export const gazetteer = createGazetteer();

/** The collected variables after one message; `asked` is the question the advisor had just asked. */
export function fill(message: string, previous: CollectedVariables = {}, asked?: QuestionSlot) {
  return fillSlots({ gazetteer, message, previous, asked, history: [] }).collected;
}

/** Rows of [message, the value the slot must hold after it (undefined: left unset)]. */
export function table(slot: string, rows: [string, string | undefined][]) {
  it.each(rows)(`%s → ${slot} %s`, (message, value) => {
    expect(fill(message)[slot]).toBe(value);
  });
}
