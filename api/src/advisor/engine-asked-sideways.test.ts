import { describe, expect, it } from 'vitest';
import { openings, play } from './test/play';

const asked = (message: string) => play(message)[0]?.analysis.question;

describe('what a message asks, said sideways', () => {
  it('hears help from the government, or a scheme to spread the cost, as a rebate asked', () => {
    const loan = "Any help from the government for getting off gas in Tuggeranong? We want to do the heating and hot water together but can't front the cash all at once.";
    expect(asked(loan)?.type).toBe('rebate');
    expect(openings(loan)[0]).toMatch(/Sustainable Household Scheme/);
    expect(asked('We live in Belconnen. Is there a scheme that helps spread the cost?')?.type).toBe('rebate');
  });
});
