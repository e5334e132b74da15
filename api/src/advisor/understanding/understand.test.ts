import { describe, expect, it } from 'vitest';
import { understand } from './understand';
import { questionType } from './question-type';

describe('understand', () => {
  it('knows the everyday names of the domain concepts', () => {
    const foil = understand('Is that shiny foil stuff as good as proper batts?');
    expect(foil.concepts).toEqual(expect.arrayContaining(['reflective-insulation', 'bulk-insulation']));
    expect(understand('our sisalation is torn').concepts).toContain('reflective-insulation');
    expect(understand('should we get a split system?').concepts).toContain('air-conditioning');
    expect(understand('our gas bill is huge').concepts).toContain('gas');
    expect(understand('are double glazed windows worth it').concepts).toContain('glazing');
    expect(understand('our hws is dying').concepts).toContain('hot-water');
    expect(understand('does my house need to be 7 star').concepts).toContain('seven-stars');
  });

  it('adds the articles’ words for a concept named by an everyday name, and none for one named in their words', () => {
    expect(understand('Is that shiny foil stuff any good?').query).toMatch(/\breflective\b/);
    expect(understand('Should we get an aircon?').query).toMatch(/\breverse cycle\b/);
    expect(understand('What is the NCC?').query).toBe('what is the ncc?');
  });

  it('tells the kinds of question apart', () => {
    expect(understand('What does SHGC mean?').type).toBe('definition');
    expect(understand('What does BASIX stand for?').type).toBe('definition');
    expect(understand('What is thermal bridging?').type).toBe('definition');
    expect(understand('Are heat pumps a good option for my home?').type).toBe('worth_it');
    expect(understand('Is double glazing worth it?').type).toBe('worth_it');
    expect(understand('Is that shiny foil stuff as good as proper batts?').type).toBe('comparison');
    expect(understand('Heat pump or gas hot water?').type).toBe('comparison');
    expect(understand('How much does double glazing cost?').type).toBe('cost');
    expect(understand('Is there a subsidy for batteries?').type).toBe('rebate');
    expect(understand('What do I need to comply with 7 stars?').type).toBe('compliance');
    expect(understand('How do I stop mould in the bathroom?').type).toBe('how_to');
    // "or" compares only when two things are named
    expect(questionType('can i do it myself or not', 0)).not.toBe('comparison');
  });

  it('calls a question broad when it names no single measure', () => {
    expect(understand('How do I improve my house energy efficiency?')).toMatchObject({ broad: true, theme: 'efficiency' });
    expect(understand('How can I reduce my energy bills?')).toMatchObject({ broad: true, theme: 'bills' });
    expect(understand('We want to make the house warmer')).toMatchObject({ broad: true, theme: 'warmth' });
    expect(understand('How do I keep the house cool without running the aircon?')).toMatchObject({ broad: true, theme: 'cooling' });
    expect(understand('Should we insulate the ceiling to make it warmer?').broad).toBe(false);
    expect(understand('What does SHGC mean?').broad).toBe(false);
  });

  it('reads a plan or a first step asked for in other words as asking for priorities', () => {
    expect(understand("new to this, what's the first move")).toMatchObject({ broad: true, priorities: true, type: 'how_to' });
    expect(understand('lay out a plan of attack for us')).toMatchObject({ broad: true, priorities: true });
    expect(understand('the lounge is a real sauna every january. what is the game plan')).toMatchObject({ broad: true, theme: 'cooling' });
    expect(understand('which 3 upgrades should we tackle this year')).toMatchObject({ broad: true, count: 3 });
    // a plan for one thing is about that thing
    expect(understand("what's the plan for the walls?").broad).toBe(false);
  });

  it('reads what running the home costs as bills, and the heating or cooling it is made cheaper to do as no subject', () => {
    expect(understand('power is costing us a fortune, how do we bring it down')).toMatchObject({ broad: true, theme: 'bills' });
    const cheaper = understand('how do we get the house cheaper to heat and cool');
    expect(cheaper).toMatchObject({ broad: true, theme: 'bills' });
    expect(cheaper.concepts).not.toContain('heating');
    // the heating itself asked about stays the subject
    expect(understand('which heater is cheapest to run?').broad).toBe(false);
  });

  it('hears a complaint with a word of emphasis as a complaint', () => {
    expect(understand('the back bedroom is an absolute furnace in february')).toMatchObject({ broad: true, theme: 'cooling' });
  });

  it('keeps apart what the visitor rules out', () => {
    const said = understand("It's not a new build and we don't want solar, how do we cut our bills?");
    expect(said.excluded).toEqual(expect.arrayContaining(['new-build', 'solar']));
    expect(said.concepts).not.toContain('solar');
    expect(said.query).not.toMatch(/solar/);
    // not knowing something is not ruling it out
    expect(understand("I don't know what SHGC means").concepts).toContain('shgc');
  });

  it('takes the subject and the kind of question from the clause that asks, and the rest as context', () => {
    const solar = understand('What are all my solar options? House in Brisbane with a north facing roof.');
    expect(solar.concepts).toEqual(['solar']);
    expect(solar.context).toEqual(['orientation']);
    expect(solar.query).not.toMatch(/north/);
    // the told thing is the subject when the asking clause points back at it
    expect(understand("Glazier's quote says low-e on the double glazed units. Is that just marketing or what does it do?").concepts).toContain('glazing');
    expect(understand('Door snakes, do they actually do anything?').concepts).toEqual(['draughts']);
    // a broad ask after telling about the home asks about the whole home; a trouble told is still the subject
    expect(understand("Summer in our west-facing rental is brutal and there's no aircon. What can I do?")).toMatchObject({ broad: true, theme: 'cooling' });
    expect(understand('We get condensation on our windows every winter morning, what can we do?').concepts).toContain('condensation');
    // a price told is not a price asked
    expect(understand("Reno in Sydney's going to come in around $60k, does that trigger BASIX").type).toBe('compliance');
    expect(understand("Renting a freezing old house and the landlord won't do anything. What can I do that won't cost me my bond?").type).not.toBe('cost');
  });

  it('names the two things a comparison sets against each other', () => {
    expect(understand('Are ceiling fans actually worth putting in, or should we just run the aircon?').compared).toEqual(['fans', 'air-conditioning']);
    expect(understand('Should our solar panels face north or west?').compared).toBeUndefined();
    // "ducted gas" is gas heating: the "ducted" inside it is not a second air conditioner
    expect(understand('trying to decide between ducted gas and a couple of split systems, which is cheaper to run').compared).toEqual(['gas', 'air-conditioning']);
    // a name spanning both sides ("heat pump or solar hot water") hides neither
    expect(understand('heat pump or solar hot water for a house in mackay?').compared).toEqual(['heat-pump', 'solar-hot-water']);
  });

  it('reads a circumstance told in an "if" or "when" clause as context, not as the subject', () => {
    const fans = understand('Are ceiling fans worth putting in if we already have aircon in the bedrooms?');
    expect(fans.concepts).toEqual(['fans']);
    expect(fans.context).toEqual(['air-conditioning']);
    expect(understand('Is a battery worth it now that our solar feed-in has dropped?').concepts).toContain('battery');
  });

  it('sets the thing asked about against the thing told when the asking clause compares', () => {
    const splits = understand('gas ducted is costing a fortune this winter - would splits be any cheaper to run');
    expect(splits.type).toBe('comparison');
    expect(splits.concepts).toEqual(expect.arrayContaining(['gas', 'air-conditioning']));
    expect(understand('Our rental has a reverse cycle aircon and a plug-in oil heater. Which is cheaper to heat with?').concepts).toEqual(
      expect.arrayContaining(['air-conditioning', 'electric-heaters']),
    );
  });

  it('asks what the last thing named means when a definition points back', () => {
    expect(understand("passed 7 stars but apparently we're over on whole-of-home?? what does that part even measure")).toMatchObject({ type: 'definition', concepts: ['whole-of-home'] });
  });

  it('reads a part of the house named beside insulation as that part’s insulation, unless it is ruled out', () => {
    const walls = understand("Ceiling's already done. Not asking about the roof - what R value do the walls need?");
    expect(walls.concepts).toContain('wall-insulation');
    expect(walls.excluded).toContain('ceiling-insulation');
    expect(understand('the pink fluffy stuff up in our ceiling is squashed flat, top it up?').concepts).toContain('ceiling-insulation');
    // a part where another named thing sits is not where insulation goes
    expect(understand('Is the silver foil stuff in the roof as good as batts?').concepts).not.toContain('ceiling-insulation');
    expect(understand('electrician wants wall to wall downlights, does that hurt the insulation?').concepts).not.toContain('wall-insulation');
  });

  it('reads "high or low?" about a measure as what the measure means, and a word that only says where as context', () => {
    expect(understand('Is a lower U value better or worse on a window quote?')).toMatchObject({ type: 'definition', direction: true });
    const westSide = understand('What SHGC should we go for on the west windows?');
    expect(westSide.concepts).toEqual(['shgc']);
    expect(westSide.context).toContain('windows');
  });

  it('reads an explanation asked for simply as a definition, and the size of a solar system as its output', () => {
    expect(understand("Explain NatHERS star ratings to me like I'm five.").type).toBe('definition');
    expect(understand('dumb it right down for me - what are these house star ratings?').type).toBe('definition');
    expect(understand('What size solar system should we put on our new house?').concepts).toContain('solar-output');
    // a split system's size is not solar's
    expect(understand('What size split system do we need?').concepts).not.toContain('solar-output');
  });

  it('reads an abbreviation spelt out letter by letter, and a U-value called a U figure', () => {
    expect(understand('the window guy keeps saying s-h-g-c, what is it').concepts).toContain('shgc');
    expect(understand('what does c.o.p. mean on the spec sheet').concepts).toContain('heat-pump');
    expect(understand('the quote has a u figure of 4.2, is lower better').concepts).toContain('u-value');
  });

  it('reads which rule applies as a compliance question, not a definition', () => {
    expect(understand('what energy rating applies to a new house in darwin?').type).toBe('compliance');
    expect(understand('which rules would apply to our extension').type).toBe('compliance');
    expect(understand('new place in tassie, what star rating does the council want these days').type).toBe('compliance');
    expect(understand('adding a bedroom, are we stuck having to get 7 stars for that').type).toBe('compliance');
    expect(understand('adding a bedroom, are we stuck having to get 7 stars for that').concepts).not.toContain('improve-rating');
  });

  it('reads a scheme that helps pay as a rebate question, and changes to get a design over the line as lifting its rating', () => {
    expect(understand('is there any act scheme that would help me pay for it?').type).toBe('rebate');
    expect(understand('the assessor came back with 6.4 stars. what are the cheapest changes to get us over the line?').concepts[0]).toBe('improve-rating');
  });

  it('reads running appliances in the daytime with solar as using its power yourself', () => {
    expect(understand("is it cheaper to run the dishwasher during the day now that we've got solar?").concepts).toContain('feed-in');
    expect(understand('is it ok to run the aircon during the day').concepts).not.toContain('feed-in');
  });

  it('reads "that" after a told sentence naming a thing as that thing, and "for what we send back" as no question', () => {
    const battery = understand(
      'the retailer pays us next to nothing for what we send back and our bills have gone up. a salesman came round pushing a battery. does that make sense for retirees home all day?',
    );
    expect(battery).toMatchObject({ type: 'worth_it', concepts: ['battery'] });
  });

  it('hears everyday words for draughts, condensation and doing the ceiling, and a ballpark star rating as no price', () => {
    expect(understand('our place leaks air like a sieve').concepts).toContain('draughts');
    expect(understand('planning a weekend of sealing up every crack').concepts).toContain('draughts');
    expect(understand("what's causing all the water on the inside of the glass").concepts).toContain('condensation');
    expect(understand('roughly what would it cost to do the ceiling').concepts).toContain('ceiling-insulation');
    expect(understand('ballpark star rating for a 70s place like ours?').type).not.toBe('cost');
    expect(understand('ballpark for ceiling batts?').type).toBe('cost');
  });

  it("hears the summer's heat as the weather, not heating, and a west-facing home as told, not asked about", () => {
    expect(understand('top floor walk up and the summer heat is unreal, any ideas').concepts).not.toContain('heating');
    const west = understand("we're renting a west-facing place that cooks every afternoon in summer. what can we do?");
    expect(west).toMatchObject({ broad: true, theme: 'cooling' });
  });

  it('takes the thing the visitor already has as where the asked thing goes, not the subject', () => {
    const battery = understand('is it worth adding a battery to our solar?');
    expect(battery.concepts).toEqual(['battery']);
    expect(battery.context).toContain('solar');
  });

  it('names a floor on stumps or stilts as the slab’s alternative', () => {
    expect(understand('slab or up on stumps for a new build in townsville?').compared).toEqual(['thermal-mass', 'raised-floor']);
  });

  it('reads a worry about heat pumps said of "them" in the next sentence', () => {
    expect(understand("Is a heat pump worth it here? I've heard they struggle when it's freezing").concepts).toContain('heat-pump-conditions');
  });

  it('reads the scheme named in two words, help asked as assistance, and "when it’s at home" after a word', () => {
    expect(understand("what's this nat hers score when it's at home").type).toBe('definition');
    expect(understand('is there any assistance for pensioners to replace a gas heater').type).toBe('rebate');
    expect(understand('do we qualify for the battery discount').type).toBe('rebate');
  });

  it('reads a step up from the rating a design has, and reflective wrap by its everyday names', () => {
    expect(understand('our design sits at 6.5 stars, worth pushing it to 7?').concepts).toContain('star-steps');
    expect(understand('we just scrape in at seven stars - any point aiming for 8').concepts).toContain('star-steps');
    expect(understand('is the silver wrap under the tiles as good as batts').concepts).toContain('reflective-insulation');
  });

  it('hears water on the glass as condensation and heat said colloquially as a complaint', () => {
    for (const text of ['the windows drip every morning', 'there is water running down the glass each day', 'our bedroom window panes fog up overnight']) {
      expect(understand(text).concepts, text).toContain('condensation');
    }
    expect(understand('the windows are double glazed').concepts).not.toContain('condensation');
    expect(understand('the top floor is stinking hot all summer').troubled).toBe(true);
  });

  it('reads a loan for the upgrades as a rebate question, not a home loan', () => {
    expect(understand('any loans for solar?').concepts).toContain('rebates');
    expect(understand('what are home loan rates doing').concepts).not.toContain('rebates');
  });

  it('reads heat that goes out through a part as heat lost, not the heating', () => {
    expect(understand('how much of the heat goes out through the roof').concepts).not.toContain('heating');
    expect(understand('our heat just escapes through the old windows').concepts).not.toContain('heating');
    expect(understand('which heater is best for the lounge').concepts).toContain('heating');
  });

  it('hears a complaint about the top floor’s heat as one about the heat through the roof', () => {
    expect(understand('the upstairs rooms are like an oven every afternoon')).toMatchObject({ broad: true, theme: 'cooling', topFloor: true });
    expect(understand('the lounge is like an oven every afternoon').topFloor).toBeUndefined();
    expect(understand('upstairs is freezing in winter').topFloor).toBeUndefined();
  });

  it('hears how insulation was fitted as its own subject, and silver paper as reflective insulation', () => {
    for (const text of ['can we squeeze thicker batts into the old stud walls', 'the installer left gaps around the batts in the roof', 'half the batts up there dont touch each other']) {
      expect(understand(text).concepts, text).toContain('insulation-fitting');
    }
    expect(understand('the shiny foil stuff beats batts, right?').concepts).not.toContain('insulation-fitting');
    expect(understand('is the silver paper under the tin any good').concepts).toContain('reflective-insulation');
  });

  it('reads what a tradie would charge as a price, money off the price as a rebate, and a thing already had as where the new one goes', () => {
    expect(understand('what would an electrician charge to put in a split system').type).toBe('cost');
    expect(understand('how much does the scheme knock off the price of a battery').type).toBe('rebate');
    expect(understand('we already have 5kW of panels, is a battery worth it').concepts).toEqual(['battery']);
  });

  it('takes a thing told as wanted as what a broad ask is about', () => {
    expect(understand('we are keen on a home battery, where would we begin')).toMatchObject({ concepts: ['battery'], broad: false });
    // told as had, it is only context
    expect(understand('we have a battery, where would we begin').broad).toBe(true);
  });

  it('reads what a design choice does to the rating as a question about the choice', () => {
    expect(understand('the client wants a wall of west glass, will that blow the 7 star rating?')).toMatchObject({ type: 'general' });
    expect(understand('the client wants a wall of west glass, will that blow the 7 star rating?').concepts).not.toContain('seven-stars');
    expect(understand('will a black roof hurt our star rating').concepts).toContain('roof-colour');
    // asked of the rating alone, the rule still answers
    expect(understand('is 7 stars required in Victoria').type).toBe('compliance');
  });

  it('hears door seals, a glass sandwich, the sun-heated and the fan-topped hot water, and the heat coming through windows as the sun', () => {
    expect(understand('are those stick-on foam seals for the back door any good?').concepts).toEqual(['draughts']);
    expect(understand('is weather stripping worth doing on the door frame?').concepts).not.toContain('window-frames');
    expect(understand('are windows with a sandwich of glass worth it?').concepts).toContain('glazing');
    const hotWater = understand('which is better, the hot water panels that heat it with the sun or the tank that looks like an aircon stuck to the tank?');
    expect(hotWater.concepts).toEqual(expect.arrayContaining(['solar-hot-water', 'heat-pump']));
    expect(hotWater.concepts).not.toContain('air-conditioning');
    expect(understand('how do we stop the heat coming through the west windows?').concepts).not.toContain('heating');
    expect(understand("we've got 15 grand, how would you split it?").concepts).not.toContain('air-conditioning');
  });

  it('reads getting the rating number up as lifting it, and a pension or help to replace something told as a rebate only when asked', () => {
    expect(understand('the certificate says 4 stars, how do we get that number up?').concepts).toContain('improve-rating');
    expect(questionType("i'm on the pension and our place is freezing, what would you do?", 0)).not.toBe('rebate');
    expect(questionType('is there help to replace the old heater?', 1)).toBe('rebate');
  });

  it('takes a thing the home has had a while as context beside the thing asked about, and a wonder as asking', () => {
    for (const message of ["We've had solar on the roof for six years, would a battery pay off now?", 'The panels have been up since 2018 and we export heaps. Starting to wonder if a battery makes sense.']) {
      const question = understand(message);
      expect(question.concepts, message).toEqual(['battery']);
      expect(question.context, message).toContain('solar');
    }
  });

  it('rules a thing out by a pronoun pointing back ("so that is out"), and asks the other kinds of a category when one is off the list', () => {
    expect(understand("The double glazing quote nearly killed me, so that's out. What else helps the windows?").excluded).toContain('glazing');
    const hotWater = understand("Heat pumps are off the list after hearing next door's one all night. What else is there for hot water?");
    expect(hotWater.excluded).toContain('heat-pump');
    expect(hotWater.otherKinds).toBe(true);
  });

  it('asks of the trouble told when asked what causes it, whatever else was named last, and hears a bristly strip on a door as draughts', () => {
    const cause = understand('The glass is dripping every morning and there are black marks on the sills and frames. What is causing it?');
    expect(cause.concepts).toContain('condensation');
    expect(cause.concepts).not.toContain('window-frames');
    expect(understand('what are those bristly strips along the bottom of the back door, any good?').concepts).toContain('draughts');
  });

  it('hears a hedge as asking, "silly not to" as wanting, talk that will not stop as no ruling out, and "not on the cards" as ruling out', () => {
    const glazing = understand("New windows are going in anyway. Half thinking it'd be mad not to go double glazed.");
    expect(glazing.concepts).toContain('glazing');
    expect(understand("The bloke next door won't shut up about his battery. Reckon one would stack up for us?").concepts).toContain('battery');
    expect(understand("A battery's just not on the cards this year. What else cuts the bill?").excluded).toContain('battery');
  });

  it('hears a scheme helping with the cost and a chunk taken off the price as rebates, and being asked about the stars as no lifting of them', () => {
    expect(understand('Is there any scheme that helps with the cost of ceiling insulation?').type).toBe('rebate');
    expect(understand('Will anyone take a big chunk off the price of solar?').type).toBe('rebate');
    expect(understand('Clients keep getting told the 7 star rules add a fortune. What do they really add to the price?').concepts).not.toContain('improve-rating');
  });
});
