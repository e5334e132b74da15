import { describe, expect, it } from 'vitest';
import { openings, play } from './test/play';

const asked = (message: string) => play(message)[0]?.analysis.question;

describe('the kind of answer a message asks for', () => {
  it('reads a yes-or-no duty with an "or" as the rule asked, not two things compared', () => {
    const message = 'Adding a big extension to our Geelong house, bigger than the house itself. Does the whole house now have to hit 7 stars or only the new part?';
    expect(asked(message)?.type).toBe('compliance');
    // (unpunctuated too, and said as being "on the hook")
    expect(asked('so am i on the hook for 7 stars across the whole house or only the addition')?.type).toBe('compliance');
    expect(openings(message)[0]).toMatch(/50%/);
  });

  it('reads what a rule adds to a build, or a premium, as a price', () => {
    for (const message of ['How much would 7 stars add to a new build in SA?', 'what kind of premium are we talking for a 7 star house in Adelaide']) {
      expect(asked(message)?.type, message).toBe('cost');
    }
    expect(openings('How much would 7 stars add to a new build in SA?')[0]).toMatch(/\$7,000/);
  });

  it('reads "is that the X or something else" and "what is the X figure telling me" as asking what it is', () => {
    const total = 'The energy report says Total R-value R4.1 for the ceiling - is that the batt I buy or something else?';
    expect(asked(total)?.type).toBe('definition');
    expect(openings(total)[0]).toMatch(/Total R-value/);
    const shgc = 'The glazing quote lists SHGC 0.4 on every window. What is the SHGC figure actually telling me?';
    expect(asked(shgc)?.type).toBe('definition');
    expect(openings(shgc)[0]).toMatch(/solar heat gain coefficient/);
  });

  it('reads a two-digit zone as a NatHERS zone and answers with how the two kinds of zone differ', () => {
    for (const message of ["The assessor's report says zone 66 but I thought Bendigo was zone 6 - which is it?", 'report says climate zone 66 but i thought bendigo was zone 6 which is right']) {
      expect(asked(message)?.concepts, message).toContain('nathers-zones');
      expect(openings(message)[0], message).toMatch(/NatHERS/);
    }
  });

  it('answers two things compared from the article written to set them against each other', () => {
    for (const message of ['BASIX or NatHERS - which one do I deal with for a house in Wollongong?', 'everyone up here talks basix and i know nathers, do they overlap or do i need both']) {
      const [turn] = play(message);
      expect(turn?.analysis.articles[0]?.article.id, message).toBe('basix-vs-nathers');
      expect(turn?.opening, message).toMatch(/BASIX/);
    }
  });

  it('judges the thing named right before "worth it", with a rebate told as its circumstance', () => {
    const message = 'the feed in we get is a joke now with the new battery rebate is a battery actually worth it or still a toy';
    expect(asked(message)?.type).toBe('worth_it');
    expect(asked(message)?.concepts.filter((id) => id !== 'energy')).toEqual(['battery']);
    expect(openings(message)[0]).toMatch(/surplus solar|evening/);
    // (a pronoun is the thing judged, not the thing named before it)
    expect(asked('our plans come in at 7 stars is it worth paying to get them to 8')?.concepts).toContain('star-rating');
  });

  it('corrects the misspellings the common-word list holds ("goverment")', () => {
    expect(asked('does the act goverment help with a heat pump')?.text).toContain('government');
  });

  it('judges the plan told just before a bare "good idea?", not the home broadly', () => {
    const [turn] = play('We rent a cold little unit. Planning to buy some draught strips and seal every gap around the doors. Good idea?');
    expect(turn?.analysis.question?.broad).toBe(false);
    expect(turn?.analysis.question?.concepts).toContain('draughts');
  });

  it('weighs a thing the home has against one asked whether it is still needed', () => {
    for (const message of ["There's foil sarking under the roof already - do we still need batts up there?", 'theres silver foil under the tiles already do we still need batts']) {
      expect(play(message)[0]?.analysis.articles[0]?.article.id, message).toBe('bulk-vs-reflective-insulation');
    }
  });

  it('hears rebates and prices said sideways: the state’s money, a program to soften the blow, a dent in the wallet', () => {
    expect(asked("Would we be in the running for the state's solar money?")?.type).toBe('rebate');
    expect(asked('Is there a council program to soften the blow of a new heat pump?')?.type).toBe('rebate');
    expect(asked('what sort of dent will a heat pump put in our budget')?.type).toBe('cost');
  });

  it('reads a size against a share of the house as a quantity, not two things compared', () => {
    const message = "We're adding a family room and two bedrooms out the back in Ballarat, more than half the size of the house. Does the energy rating stuff apply to us?";
    expect(asked(message)?.type).toBe('compliance');
    expect(openings(message)[0]).toMatch(/50%/);
    // (being caught up in the rules is no lifting of a rating)
    expect(asked('are we going to get caught up in the star rating rules?')?.concepts).not.toContain('improve-rating');
  });

  it('reads "the smart buy" as a recommendation asked and signing off on plans as no paperwork', () => {
    expect(asked("The electric tank is leaking. What's the smart buy these days?")?.type).not.toBe('definition');
    expect(asked("We're about to sign off on plans for a new build in Perth. What should we push the builder on?")?.concepts).not.toContain('approvals');
  });

  it("opens a comparison on the visitor's zone line of the article written to compare the two, whatever the things are called", () => {
    const [floor] = openings("Building in Cairns and the builder's asked whether we want it on a slab or up on stumps - which keeps it cooler?");
    expect(floor).toMatch(/^Zone 1/);
    expect(floor).toMatch(/raised/);
  });

  it('reads solar set against a heat pump for the hot water as solar hot water, on the roof or as panels', () => {
    for (const message of ['The old electric tank finally died. Up here in Darwin, am I better off going solar on the roof or one of those heat pump jobbies?', 'for the hot water in Cairns, would you go a heat pump or solar panels?']) {
      const question = asked(message);
      expect(question?.concepts, message).toContain('solar-hot-water');
      expect(openings(message)[0], message).toMatch(/solar hot water/);
    }
  });

  it('reads "that" in a question led in by a clause naming nothing as the thing the sentence before told of', () => {
    const message = 'Our 1970s house in Bendigo has a gas heater and old single glazing. A salesman quoted $25,000 to double glaze the lot, and my wife wants to go ahead. Before we spend that much, is that really the best place to start?';
    expect(asked(message)?.concepts).toEqual(['glazing']);
    expect(openings(message)[0]).toMatch(/seal and shade first/);
  });

  it('hears help "out there" for a pensioner as a rebate asked', () => {
    const message = "I'm on the pension in Bendigo and the gas heater is dying. Is there any help out there to get a split system put in?";
    expect(asked(message)?.type).toBe('rebate');
    expect(play(message)[0]?.analysis.articles[0]?.article.id).toBe('rebates-victoria');
  });

  it('reads the air con run all night with a bill shock as how to keep cool for less, typed "nite" too', () => {
    for (const message of ['My daughter rents in Cairns and runs the air con all night. What should she be doing?', 'she runs the aircon all nite in darwin, bill was huge, what should she do']) {
      const question = asked(message);
      expect(question?.broad, message).toBe(true);
      expect(openings(message)[0], message).toMatch(/shade|fan/i);
    }
  });

  it('weighs the two things others put forward, not the trouble told beside them', () => {
    for (const message of [
      'Our gas heater is dying and the house is draughty. The heating shop says put in ducted gas, my neighbour swears by split systems. Which way should we go?',
      'gas heater is dying and the house is draughty the shop says ducted gas my neighbour swears by split systems which way do we go',
      "The shop wants to sell us ducted gas and my brother keeps banging on about splits. Who's got it right?",
    ]) {
      const question = asked(message);
      expect(question?.type, message).toBe('comparison');
      expect(question?.concepts, message).not.toContain('draughts');
      expect(openings(message)[0], message).toMatch(/split|reverse-cycle/);
    }
  });

  it('reads whether the 7 stars are the law as the rule asked, a price padded as no price asked', () => {
    for (const message of [
      'Our builder in Perth says the plans only rate 6.1 stars and we have to hit 7 before he lodges. Is 7 stars actually the law here or is he padding the price?',
      "The plans came back at 6.1 stars and the builder reckons we're stuck until it's 7. Do we genuinely have to, or is there wiggle room?",
    ]) {
      const [turn] = play(message);
      expect(turn?.analysis.question?.type, message).toBe('compliance');
      expect(turn?.analysis.articles[0]?.article.id, message).toMatch(/ncc-2022/);
      expect(turn?.analysis.collected.current_star_rating, message).toBe('6.1');
    }
  });

  it('reads a broad complaint by what it tells first: heat before a bill is a cooling question', () => {
    const message = 'Our lounge faces west with a wall of glass and hits 35 inside on summer afternoons even with the aircon flat out. Last bill was $780. What would you actually do?';
    expect(asked(message)?.broad).toBe(true);
    expect(openings(message)[0]).toMatch(/^To keep a home cool/);
    // (and the bill first is a bills question)
    expect(openings('The bills are killing us and the bedrooms freeze in winter. Where do we start?')[0]).not.toMatch(/^To keep a home cool/);
  });

  it('reads "is he right" after what a tradesman told, unpunctuated, as a question', () => {
    const [turn] = play('hail wrecked our roof in toowoomba and the roofer wants to put shiny foil under the new tin and says we wont need batts is he right');
    expect(turn?.analysis.intent).toBe('advice');
    expect(turn?.opening).toMatch(/foil/i);
  });

  it('answers the zone and then what the builder has to do, asked in one breath', () => {
    const [turn] = play("we've put a deposit on a block down Baldivis way, south of Perth, building next year. what climate zone does that put us in and does it change what the builder has to do these days?");
    expect(turn?.analysis.also?.question.type).toBe('compliance');
    expect(turn?.opening).toMatch(/zone 5/);
    expect(turn?.advice).toMatch(/Western Australia[^.]*7-star/);
  });

  it('reads stamp duty and a first home grant as off the subject', () => {
    expect(play('Buying our first home in Melbourne for $620k. Do we still get the stamp duty exemption or is there a concession?')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('is there a rebate for solar on top of the first home owner grant?')[0]?.analysis.intent).toBe('advice');
  });

  it('reads a tradesman who came to quote and says what the visitor needs as no request for a quote, and weighs his claim', () => {
    for (const message of [
      "Hot water guy came out today to quote a heat pump for our place just outside Bathurst and reckons because of where we are I need the 'cold climate' CO2 model, which is $1,500 more. Is he right or upselling me?",
      'Got a heat pump hot water quote for our block on the edge of Bathurst. Installer says the frosts here mean I should pay $1,500 extra for the CO2 cold-climate unit. Legit advice?',
    ]) {
      const [turn] = play(message);
      expect(turn?.analysis.intent, message).toBe('advice');
      expect(turn?.analysis.question?.concepts, message).toContain('heat-pump-conditions');
      expect(turn?.advice, message).toMatch(/-5 to -7/);
    }
  });

  it('weighs the two options told before "which is the better way to go?"', () => {
    const [turn] = play("Our old wood heater's firebox has cracked. There's no gas in our street, so it's either another wood heater or one of those split systems. Which is the better way to go?");
    expect(turn?.analysis.question?.type).toBe('comparison');
    expect(turn?.opening).toMatch(/reverse-cycle.*wood heater's 0\.75/);
  });

  it('reads a car battery as off the subject, typed with or without its apostrophe', () => {
    for (const message of ["The Corolla's battery is five years old and sluggish on frosty mornings in Launceston. Worth replacing it before winter?", 'the corollas battery is five years old worth replacing it before winter']) {
      expect(play(message)[0]?.analysis.intent, message).toBe('out_of_scope');
    }
    expect(play('Is a home battery worth it in Launceston?')[0]?.analysis.intent).toBe('advice');
  });

  it('reads empty walls as wall insulation asked about, and light through the weatherboards as no colour', () => {
    const [turn] = play('With the old linings off, the walls turn out to be completely empty and you can see light through the weatherboards. What should we ask the builder for?');
    expect(turn?.analysis.question?.concepts).toEqual(['wall-insulation']);
  });

  it('opens on the ceiling R-value asked as "how much" or "what level of" insulation', () => {
    for (const message of [
      'Dad says the lounge room is an oven in summer and an icebox in winter. How much ceiling insulation should a place in Port Lincoln have?',
      'The lounge cooks in summer and freezes in winter. What level of ceiling insulation suits a house in Port Lincoln?',
    ]) {
      expect(play(message)[0]?.opening, message).toMatch(/R4\.1/);
    }
  });

  it('reads "a cheaper way to get there" after a rating to reach as lifting the rating, and "cop it" as no COP', () => {
    const [turn] = play("Builder in Geraldton just emailed to say the energy report on our plans came back at 6.4 and they need to 'upgrade the glazing' to get it over the line - another $4,800 variation. Slab isn't even down yet. Is there a cheaper way to get there, or do we just cop it?");
    expect(turn?.analysis.question?.concepts).toEqual(['improve-rating']);
    expect(turn?.opening).toMatch(/^Lift a design's star rating/);
  });

  it('reads "where should that go first?" after money told to spend as where to start', () => {
    const [turn] = play("The 70s brick veneer in Wagga is officially ours. It's freezing, the only heating is an old gas wall furnace in the lounge. We've got about 8 grand left after stamp duty. Where should that go first?");
    expect(turn?.analysis.question?.broad).toBe(true);
    expect(turn?.opening).toMatch(/draughts|insulat/);
  });

  it('reads a question about super as off the subject, and a place retired to as the home', () => {
    expect(play("We've sold the farm and we're moving to a unit in Port Macquarie. Should we take our super as a lump sum or leave it as an income stream?")[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('Just retired to Mildura and bought a 1980s brick home. Never had to think about this down in Melbourne because we rented. Where do we start?')[0]?.analysis.collected.location).toBe('Mildura, VIC');
  });

  it('reads catching a possum in the roof as off the subject, and insulation it chewed as not', () => {
    expect(play("There's a possum living in the roof at our place in Lismore, it's been pulling at the insulation. Am I allowed to trap it and drive it out to the bush myself, or does it have to be a licensed catcher?")[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('rats have chewed the insulation in our roof, should we replace it?')[0]?.analysis.intent).toBe('advice');
  });

  it('answers how big an air conditioner should be from the sizing article', () => {
    const [turn] = play("The old gas wall furnace in our lounge is on its last legs. We're in Orange. Thinking of a split system instead. Lounge is roughly 5 by 6 metres. How big a unit do I actually need?");
    expect(turn?.opening).toMatch(/^Size a reverse-cycle air conditioner to the room/);
  });

  it('judges the plan told, not the reason given for it', () => {
    const [turn] = play('My father-in-law keeps telling me to staple insulation under the floorboards because the house is up on stumps. Is that really where the money should go?');
    expect(turn?.analysis.question?.concepts).toEqual(['floor-insulation']);
  });

  it('weighs two options told when asked for "any real performance difference", not the price', () => {
    const [turn] = play("They've asked me whether to go glasswool or polyester batts in the ceiling. Is there any real performance difference or is it just the price?");
    expect(turn?.analysis.question?.type).toBe('comparison');
    expect(turn?.opening).toMatch(/^Glasswool and polyester/);
  });

  it('reads a tag question as asking the statement before it, denied or not', () => {
    const [turn] = play('Just a kitchen and laundry refit for a client in Newcastle, about $35k all up. BASIX doesn\'t come into it, does it?');
    expect(turn?.analysis.question?.concepts).toEqual(['basix']);
    expect(turn?.opening).toMatch(/\$50,000/);
  });

  it('reads naming a café, with a solar theme, as off the subject', () => {
    expect(play('Opening a little café in Mildura next month and want a name with a sunshine or solar theme. Got any ideas?')[0]?.analysis.intent).toBe('out_of_scope');
  });

  it('reads designing for heat like the tropics as the climate, not heating', () => {
    const [turn] = play("Our draftsman is drawing up a single-storey 3 bedroom home for us in Bowen. We moved north from Melbourne last year and haven't a clue about designing for heat like this. What should we ask him to focus on?");
    expect(turn?.analysis.question?.concepts).not.toContain('heating');
    expect(turn?.opening).toMatch(/cool|shade/);
  });
});

