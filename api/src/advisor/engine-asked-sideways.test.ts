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

  it("checks a tradesman's claim that one thing does another's job, the thing claimed unneeded not ruled out", () => {
    for (const message of [
      "Roofer says the silver sisalation he's putting under the new Colorbond means we don't need batts in the ceiling. That right? We're in Dubbo.",
      'rofer says the silver sisalation hes putting under the new colorbond means we dont need batts in the ceilng that right were in dubbo',
      'Our roofer reckons the shiny foil sarking under our new roof does the job of ceiling batts, so we can skip them. Is he on the money?',
    ]) {
      const [turn] = play(message);
      expect(turn?.analysis.question?.type, message).toBe('comparison');
      expect(turn?.analysis.question?.concepts, message).toContain('bulk-insulation');
      expect(turn?.opening, message).toMatch(/^Reflective foil is no substitute/);
    }
    // (the visitor ruling a thing out themselves still rules it out)
    expect(asked("we don't need batts, what about foil?")?.excluded).toContain('bulk-insulation');
  });

  it('checks a rule someone told ("the builder reckons Tassie only needs 6 stars - is that legit?") as the rule asked', () => {
    for (const message of [
      'Building in Devonport next year. Our builder reckons Tassie still only needs 6 stars, not 7 like the mainland. Is that legit or is he just trying to save himself some work?',
      'buidling our first home in launceston next year builder says we only need 6 stars but i thought the whole contry went to 7 stars in 2022 whos right',
      // (six set against "the 7-star rule" is the rule, not the step between stars)
      "We're building in Devonport and the builder says Tasmania's minimum is 6 stars rather than the 7-star rule the other states have. True, or is he cutting corners?",
    ]) {
      expect(asked(message)?.type, message).toBe('compliance');
      expect(openings(message)[0], message).toMatch(/^Tasmania .*6 stars as the minimum/);
    }
  });

  it('asks a measure of the thing told before it: "doing the ceiling insulation ... what R-value should I ask for?"', () => {
    const message = "Mum lives on her own in Armidale. I'm organising someone to do the ceiling insulation for her. What R-value should I be asking for?";
    expect(asked(message)?.concepts).toContain('ceiling-insulation');
    expect(openings(message)[0]).toMatch(/^Ceiling insulation .*R6\.3/);
    // (asked what the measure is, it is the measure alone)
    expect(asked("We're doing the ceiling insulation. What does R-value actually mean?")?.concepts).toEqual(['r-value']);
  });

  it('asks how to fix a trouble told just before, not the appliance told earlier; "what\'s the fix?" defines nothing', () => {
    for (const message of [
      "We bought this 70s brick place in Geraldton last year. No gas connected, we just run a split system. Problem is the west-facing lounge is an oven every summer arvo. What's the fix?",
      "There's no gas at all, just a split system. The lounge faces west and cooks every summer afternoon. How do we fix it?",
    ]) {
      const question = asked(message);
      expect(question?.type, message).toBe('how_to');
      expect(question?.concepts, message).toEqual([]);
      expect(openings(message)[0], message).toMatch(/^To keep a home cool, shade the windows from outside first/);
    }
  });

  it('asks what should replace a thing told to have given out, whatever else is told after it', () => {
    const message = 'Gas storage HWS finally carked it this morning (15 years old). Our panels face north on the garage roof here in Bunbury and we export heaps during the day. What should we replace it with?';
    const [turn] = play(message);
    expect(turn?.analysis.question?.concepts).toContain('hot-water');
    expect(turn?.analysis.collected).toMatchObject({ hot_water_fuel: 'gas', roof_orientation: 'north' });
    expect(turn?.opening).toMatch(/^A heat pump water heater/);
    // ("the smart replacement" is no term to define)
    expect(asked("Our gas hot water tank died this morning. What's the smart replacement?")?.type).not.toBe('definition');
  });

  it("never opens on another zone's line: 'cold in winter' in warm-temperate Port Macquarie is not the alpine zones' advice", () => {
    const opening = openings('Is a heat pump hot water system worth it in Port Macquarie? Mum is always cold in winter')[0];
    expect(opening).not.toMatch(/^Zones? \d/);
    expect(opening).toMatch(/heat pump water heater/);
  });

  it('asks which to do first of two options as a plan, not whether one is worth it', () => {
    const message = "Mum's got a little bar heater and an ancient electric hot water tank. I'm trying to work out what to do first: replace the heater with something better, or sort the hot water?";
    expect(asked(message)?.type).toBe('how_to');
    expect(openings(message)[0]).toMatch(/reverse-cycle/);
  });

  it('keeps reverse-cycle heating in a warmth overview for a home with no gas: lacking gas rules out only gas', () => {
    const [turn] = play("Just want to make our 1950s place in Bathurst less miserable before winter. There's no gas connected at all - heating is two old bar heaters. What gives the best bang for buck?");
    expect(turn?.advice).toMatch(/\*\*Heat and cool with reverse-cycle air conditioning\*\*/);
    // (a measure ruled out still takes its articles with it)
    expect(play("we don't want solar, what's the best way to cut our power bills?")[0]?.advice).not.toMatch(/\*\*[^*]*solar[^*]*\*\*/i);
  });

  it('reads whether a rule "kicks in for" one part or the whole as the rule asked, not when it started', () => {
    const message = 'Builder here. Client in Bendigo wants a big rear extension on a 1960s weatherboard, which will more than double the floor area. Does the 7 star requirement kick in for just the new bit or the whole house?';
    expect(asked(message)?.type).toBe('compliance');
    expect(asked(message)?.concepts).not.toContain('rule-start-dates');
    expect(openings(message)[0]).toMatch(/more than 50% of the existing home/);
  });

  it('reads a speeding fine, and a wine stain ("spilt" is no split system), as off the subject', () => {
    for (const message of [
      'got pinged doing 68 in a 60 zone on the way back from bunnings in ipswich. can you help me write a leter to get the fine dropped?',
      "Off topic I know, but I've spilt shiraz all over the cream carpet - how do I get the stain out before my wife sees it?",
    ]) {
      expect(play(message)[0]?.analysis.intent, message).toBe('out_of_scope');
    }
  });

  it("hears a weird ticking noise as the old tank failing, not a heat pump's noise; 'is one actually better' asks", () => {
    const tank = 'our electric hot water tank is about 14 years old and has started making a wierd ticking noise were in bendigo is a heat pump actually worth the extra money or should we just whack in another electic one';
    expect(asked(tank)?.concepts).not.toContain('heat-pump-conditions');
    expect(openings(tank)[0]).toMatch(/^A heat pump water heater/);
    const batts = 'doing the ceiling myself in our old weatherboard in launceston bunnings has glasswool batts and polyester ones polyesters a fair bit dearer is one actualy better at keeping the heat in';
    expect(play(batts)[0]?.analysis.intent).toBe('advice');
  });

  it('hears cold showers as hot water gone, a storage tank as the hot water, "having a lend of us" as no loan, and the sensible order as a plan', () => {
    const tank = "Cold showers since Tuesday - the electric storage tank finally carked it. We're in Newcastle. Plumber's quoted $1,650 to swap in the same thing. Should I just say yes?";
    expect(asked(tank)?.concepts).toContain('hot-water');
    expect(asked(tank)?.broad).toBe(false);
    expect(openings(tank)[0]).toMatch(/heat pump water heater/);
    const foil = 'Our roofie reckons the shiny sisalation under the Colorbond does the whole job and we can skip ceiling batts. Is he having a lend of us?';
    expect(asked(foil)?.concepts).not.toContain('rebates');
    expect(openings(foil)[0]).toMatch(/^Reflective foil is no substitute/);
    // (asked whether one is as good as the other, the summary answers, not the zone's line)
    expect(openings("Builder who did our reno in Mackay put that silver sisalation stuff under the Colorbond and said that's our insulation sorted. Is the foil as good as proper batts?")[0]).toMatch(/^Reflective foil is no substitute/);
    const order = "We've got the keys to an old 70s brick veneer out at Salisbury. What's the sensible order to tackle things so it's cheaper to heat and cool?";
    expect(asked(order)?.broad).toBe(true);
  });

  it('reads "reckon a battery stacks up yet?" as whether it is worth it', () => {
    const message = 'Adelaide household, 6.6kW solar on the roof, nobody home during the day so we export most of it for next to nothing. Reckon a battery stacks up yet?';
    expect(asked(message)?.type).toBe('worth_it');
    expect(openings(message)[0]).toMatch(/^A home battery pays off/);
  });

  it('asks about the cold before the help where a heat pump is asked both; a state that "chips in"; a battery that "started to make sense"', () => {
    const [both] = play('Couple of questions: our gas hot water in Gungahlin needs replacing soon. Can a heat pump handle our -5 degree winter mornings, and does the ACT government offer anything towards the cost?');
    expect(both?.opening).toMatch(/^Heat pumps keep working in cold weather/);
    expect(both?.analysis.also?.question.type).toBe('rebate');
    const nsw = "The electric hot water tank at home in Wagga, 2650, is about to carks it and I'm leaning towards a heat pump to replace it. Does NSW chip in anything for that?";
    expect(asked(nsw)?.type).toBe('rebate');
    expect(openings(nsw)[0]).toMatch(/Energy Savings Scheme/);
    const battery = 'Mount Gambier here - 6.6kW solar on the roof since 2019, and we are home most nights running the TV and heater. Has a battery started to make sense, or is it still money down the drain?';
    expect(asked(battery)?.concepts).toEqual(['battery']);
  });

  it('weighs two things told as alternatives when asked "does it make any difference?"', () => {
    const message = "Designing our first home with a builder in Toowoomba, single storey. He's asked whether we want a slab or stumps. Does it make any difference for keeping warm in winter up here?";
    expect(asked(message)?.type).toBe('comparison');
    expect(openings(message)[0]).toMatch(/slab/);
  });

  it('hears not knowing a thing beside a question as telling, and "making it more efficient" as the home', () => {
    const message = "Just bought a 1970s brick veneer in Salisbury, up in Adelaide's north. Pretty basic, and no idea what insulation is up in the roof. Where do we even start making it more efficient?";
    expect(asked(message)?.broad).toBe(true);
    expect(openings(message)[0]).toMatch(/^To make an existing home more efficient, start with ceiling insulation and draught sealing/);
    // (not knowing, asked on its own, still asks)
    expect(play('no idea what R-value we need for the ceiling in Ballarat')[0]?.analysis.intent).toBe('advice');
  });
});
