import { describe, expect, it } from 'vitest';
import type { CollectedVariables, SalesMessage } from '@energy-advisor/contracts';
import { loadCases } from '../../eval/cases';
import { joinReply } from '../chat/chat-turn';
import { defaultAdvisorEngine } from './default-engine';
import { engineHistory } from './engine';
import { runLocalTurn } from './local-turn';
import { LEAD_OFFER } from './policy';

describe('engineHistory', () => {
  it('keeps the last visitor and assistant messages and the lead offer, in order', () => {
    const history: SalesMessage[] = [
      { role: 'assistant', content: 'Which town?' },
      { role: 'user', content: 'Hobart' },
      { role: 'assistant', content: `Insulate the ceiling first.\n\n${LEAD_OFFER}` },
      { role: 'user', content: 'later' },
      { role: 'assistant', content: 'Is it a new build?' },
    ];
    expect(engineHistory(history)).toEqual([history[2], history[3], history[4]]);
    expect(engineHistory(history.slice(0, 2))).toEqual(history.slice(0, 2));
    expect(engineHistory([])).toEqual([]);
  });

  it('gives the engine everything it reads: the same answer as the whole history, turn by turn, in every eval conversation', () => {
    const engine = defaultAdvisorEngine();
    let turns = 0;
    for (const item of loadCases()) {
      const history: SalesMessage[] = [];
      let collected: CollectedVariables = {};
      for (const { user } of item.turns) {
        const full = runLocalTurn(engine, { message: user, history, collected });
        const slim = runLocalTurn(engine, { message: user, history: engineHistory(history), collected });
        expect(slim, `${item.id}: "${user}"`).toEqual(full);
        history.push({ role: 'user', content: user }, { role: 'assistant', content: joinReply(full.reply) });
        collected = full.reply.collected_variables;
        turns += 1;
      }
    }
    expect(turns).toBeGreaterThan(300);
  });
});
