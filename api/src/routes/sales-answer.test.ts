import { describe, expect, it } from 'vitest';
import { SalesAdviceAnswerSchema } from '@energy-advisor/contracts';
import type { AdvisorReply } from '../advisor/types';
import { salesAnswer, salesAnswerText } from './sales-answer';

const reply = (advice: string, nextQuestion: string, extra: Partial<AdvisorReply> = {}): AdvisorReply => ({
  advice,
  next_question: nextQuestion,
  collected_variables: { climate_zone: '6', location: 'Geelong, VIC' },
  is_lead_form: false,
  citations: [{ id: 'ceiling-insulation', type: 'knowledge', title: 'Ceiling insulation' }],
  model_used: 'local-advisor',
  ...extra,
});

describe('salesAnswer', () => {
  it('writes exactly the documented answer, whatever else a back end put in its reply', () => {
    const fromBackEnd = {
      ...reply('Insulate the ceiling.', 'Which town?'),
      citations: [{ id: 'ceiling-insulation', type: 'knowledge', title: 'Ceiling insulation', score: 3 }],
      internal: 'not for the visitor',
    };
    const body = JSON.parse(salesAnswerText(salesAnswer(fromBackEnd, 'c-1')));
    expect(Object.keys(body).sort()).toEqual(Object.keys(SalesAdviceAnswerSchema.properties).sort());
    expect(body.citations).toEqual([{ id: 'ceiling-insulation', type: 'knowledge', title: 'Ceiling insulation' }]);
    expect(body).toMatchObject({ conversation_id: 'c-1', content: 'Insulate the ceiling.\n\nWhich town?', is_lead_form: false });
  });

  it('writes the text JSON.stringify writes, whatever the advice and the question hold', () => {
    const texts = [
      '',
      '   ',
      'Insulate the ceiling.',
      '**R6.0** in zone 7 – "bulk" batts\n\n- seal gaps\n- fix \\ downlights\t',
      'Control characters \u0000\u0001\u001f, separators \u2028\u2029, emoji 🌞, lone surrogates \ud83c and \udf1e',
      '\ud83c',
      '\udf1e at the start',
    ];
    for (const advice of texts) {
      for (const question of texts) {
        const answer = reply(advice, question, { is_lead_form: advice.length > question.length });
        const documented = salesAnswer(answer, 'c-1');
        expect(salesAnswerText(documented), JSON.stringify([advice, question])).toBe(JSON.stringify(documented));
        // a content that is not the join is written as it is
        const other = { ...documented, content: `${question}\n\n${advice}` };
        expect(salesAnswerText(other)).toBe(JSON.stringify(other));
      }
    }
  });
});
