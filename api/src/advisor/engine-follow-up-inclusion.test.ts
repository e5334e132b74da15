import { describe, expect, it } from 'vitest';
import { openings, play } from './test/play';

describe('whether the thing asked before takes in another', () => {
  it('reads "does X count towards that?" and "is X part of that rating?" as asking whether the rating takes X in', () => {
    for (const followUp of ['righto. does the hot water system count towards that?', 'Gotcha. And is the hot water unit part of that rating or not?']) {
      const [, second] = play('Starting a new build in Geraldton early next year - what star rating are we up for?', followUp);
      expect(second?.analysis.question?.included, followUp).toEqual(['hot-water']);
      expect(second?.opening, followUp).toMatch(/^Hot water, lighting and appliances are not part of the star rating: they count in the separate whole-of-home assessment/);
    }
  });

  it('asks the rating a new build is "up for" as the rule where it is', () => {
    expect(openings('Starting a new build in Geraldton early next year - what star rating are we up for?')[0]).toMatch(/Western Australia|WA/);
  });
});

describe('a follow-up asking two things', () => {
  it('answers both of the thing asked before: its price, then the help where the visitor lives', () => {
    const turns = play(
      "Thinking of putting a heat pump hot water system in at our place in Canberra. Are they any good when it's minus 5 on a July morning?",
      'Good to know. Roughly what would one cost, and is there any help with paying for it here?',
    );
    const last = turns[1];
    expect(last?.analysis.question?.type).toBe('cost');
    expect(last?.analysis.also?.question.type).toBe('rebate');
    expect(last?.opening).toMatch(/\$1,800 to \$6,000/);
    expect(last?.advice).toMatch(/Sustainable Household Scheme/);
    // (typed without stops: a long stretch of the message before is no phrase to put in the pronoun's place)
    const [, typed] = openings(
      'thinkng of putting a heat pump hot water system in at our place in canberra are they any good when its minus 5 on a july morning',
      'good to know rougly what would one cost and is there any help with paying for it here',
    );
    expect(typed).toMatch(/\$1,800 to \$6,000/);
  });
});

describe('"one" standing for the thing asked about before', () => {
  it('reads "would one actually work ... minus 8" after a heat pump water heater as asking how it copes with the cold', () => {
    const [, cold] = openings(
      "what actually is a heat pump hot water system? how's it different from the normal electric one",
      "ok sounds good. would one actually work at Mum and Dad's in Cooma though, up near the Snowies? it gets to minus 8 some mornings",
    );
    expect(cold).toMatch(/^Heat pumps keep working in cold weather .*CO2/);
  });
});
