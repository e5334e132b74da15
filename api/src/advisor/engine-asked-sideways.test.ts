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

  it('opens on what a measure is when asked beside which way is good, the definition saying which way', () => {
    for (const message of [
      "Window bloke's quote has an 'SHGC' figure next to every window and I've got no idea what that number actually means. Is low good or bad?",
      'what on earth is the SHGC bit and do I want it high or low?',
    ]) {
      expect(openings(message)[0], message).toMatch(/^SHGC \(solar heat gain coefficient\) is .* lower SHGC keeps more solar heat out/);
    }
    // (asked only which way, the sentence that says which way opens)
    expect(openings('is a high or low SHGC better for west windows?')[0]).toMatch(/low SHGC/i);
  });
});
