import { describe, expect, it } from 'vitest';
import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import { loadCases } from '../../eval/cases';
import { defaultAdvisorEngine } from '../providers/offline/default-engine';
import { engineHistory, type AdvisorEngine } from './engine';
import type { AdvisorTurnInput } from './types';
import { askedSlot, askedText, LEAD_OFFER, QUESTION_ORDER, QUESTIONS, whichStateQuestion } from './policy';

/** The engine's analysis and composed answer of a turn. */
function answer(engine: AdvisorEngine, input: AdvisorTurnInput) {
  const analysis = engine.analyse(input);
  return { analysis, composed: engine.compose(input, analysis) };
}

describe('engineHistory', () => {
  it('keeps the last three visitor messages, the last assistant message and the lead offer, in order, and of a reply only the question it asked', () => {
    const history: SalesMessage[] = [
      { role: 'user', content: 'ceiling R value?' },
      { role: 'user', content: 'and the walls?' },
      { role: 'assistant', content: 'Which town?' },
      { role: 'user', content: 'Hobart' },
      { role: 'assistant', content: `Insulate the ceiling first.\n\n${LEAD_OFFER}` },
      { role: 'user', content: 'later' },
      { role: 'assistant', content: 'Is it a new build?' },
    ];
    // of a reply, only the question it asked
    expect(engineHistory(history)).toEqual([history[1], history[3], { role: 'assistant', content: LEAD_OFFER }, history[5], { role: 'assistant', content: '' }]);
    expect(engineHistory([{ role: 'assistant', content: `Insulate first.\n\n${QUESTIONS.project_type}` }, history[1]!])).toEqual([
      { role: 'assistant', content: QUESTIONS.project_type },
      history[1],
    ]);
    expect(engineHistory([])).toEqual([]);
  });

  it('keeps of a reply all that askedSlot reads', () => {
    const asked = [...QUESTION_ORDER.map((slot) => QUESTIONS[slot]), LEAD_OFFER, whichStateQuestion('Springfield', ['QLD', 'NSW']), ''];
    for (const question of asked) {
      for (const reply of [question, `Some advice.\n\n${question}`, `${QUESTIONS.budget} ${question}`, `Insulate first. ${question} ${LEAD_OFFER}`]) {
        expect(askedSlot(askedText(reply)), reply).toBe(askedSlot(reply));
      }
    }
    expect(askedText('Insulate the ceiling first.')).toBe('');
  });

  it('gives the engine everything it reads: the same answer as the whole history, turn by turn, in every eval conversation', () => {
    const engine = defaultAdvisorEngine();
    let turns = 0;
    for (const item of loadCases()) {
      const history: SalesMessage[] = [];
      let collected: CollectedVariables = {};
      for (const { user } of item.turns) {
        const full = answer(engine, { message: user, history, collected });
        const slim = answer(engine, { message: user, history: engineHistory(history), collected });
        expect(slim, `${item.id}: "${user}"`).toEqual(full);
        // what the assistant message says: the advice, then the next question
        const said = [full.composed.advice, full.analysis.nextQuestion].filter((part) => part.trim() !== '').join('\n\n');
        history.push({ role: 'user', content: user }, { role: 'assistant', content: said });
        collected = full.analysis.collected;
        turns += 1;
      }
    }
    expect(turns).toBeGreaterThan(300);
  });
});
