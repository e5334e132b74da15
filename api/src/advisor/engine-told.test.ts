import { describe, expect, it } from 'vitest';
import { RENTER_NOTE } from './answer/plan';
import { play } from './test/play';

describe('what a turn tells besides what it asks', () => {
  it('answers a thing the visitor says they are weighing up, even told beside a place', () => {
    for (const message of ['Considering a home battery, we are in Adelaide with solar already.', 'looking into a heat pump hot water system. based in Geelong']) {
      const [turn] = play(message);
      expect(turn?.analysis.intent, message).toBe('advice');
      expect(turn?.opening, message).not.toMatch(/climate zone/);
    }
    // a place alone is still only noted
    expect(play('we are in Adelaide')[0]?.analysis.intent).toBe('details');
  });

  it('answers the question before again for a renter told after it, what renting changes first', () => {
    const [, renting] = play('should we put in double glazing?', 'we rent tho');
    expect(renting?.analysis).toMatchObject({ intent: 'advice', answersEarlier: true, collected: { tenure: 'renter' } });
    expect(renting?.advice.startsWith(RENTER_NOTE)).toBe(true);
    expect(renting?.advice.split(RENTER_NOTE)).toHaveLength(2);
  });

  it('keeps a loan asked for the measures just discussed in scope, and a home loan out of it', () => {
    const [, , loans] = play('We are redoing an old brick house in Canberra', 'where should we start', 'is there a loan for that');
    expect(loans?.analysis.intent).toBe('advice');
    expect(loans?.advice).toMatch(/Sustainable Household Scheme/);
    expect(play('what are the rates on home loans this month')[0]?.analysis.intent).toBe('out_of_scope');
  });

  it('keeps in scope a home energy question that also names something off topic, and refuses the off-topic one', () => {
    for (const message of [
      'the pup naps on the cold tiles, would a rug add any warmth in winter',
      'we are repainting the colorbond roof next month, is a paler colour cooler',
      'our gardener wants deciduous vines over the pergola, good idea?',
      'are skylights a bad idea in a hot climate',
      'what does a blower door test show',
      'are led globes worth swapping to',
    ]) {
      expect(play(message)[0]?.analysis.intent, message).toBe('advice');
    }
    for (const message of ['which paint shade goes with a grey sofa', 'best dog food for a kelpie']) {
      expect(play(message)[0]?.analysis.intent, message).toBe('out_of_scope');
    }
  });

  it('turns away a long question about something else with a place in it, even as the first message, where "I" and "my" are no home', () => {
    for (const message of ["Planning my son's 10th in the backyard in Ipswich. Any idea where I can hire a jumping castle that isn't a rip-off?", 'organising my daughters wedding in ballarat where can i find a good dj']) {
      const [turn] = play(message);
      expect(turn?.analysis.intent, message).toBe('out_of_scope');
      expect(turn?.analysis.collected.location, message).toBeUndefined();
    }
    // (a place told with a question about the home is answered)
    expect(play("We've bought a block in Ipswich, what should we think about first?")[0]?.analysis.intent).toBe('advice');
  });

  it('carries on from the question before: a short question with no "?" and no domain word, a measure named alone', () => {
    const [, price, payback] = play('is a heat pump hot water system a good idea', 'what do they cost', 'how long till it pays for itself');
    expect(price?.analysis.question?.type).toBe('cost');
    expect(payback?.analysis.intent).toBe('advice');
    const [, , level] = play('should we insulate the walls of our weatherboard', 'we are in Hobart', 'what r value');
    expect(level?.analysis.question?.concepts).toEqual(expect.arrayContaining(['wall-insulation', 'r-value']));
    expect(level?.opening).toMatch(/\bR\d/);
    const [, size] = play('we are keen to go solar', 'what size system');
    expect(size?.analysis.question?.type).not.toBe('definition');
    expect(size?.analysis.articles[0]?.article.id).toMatch(/^solar/);
  });

  it('reads a thing dear to run as a running cost, and "going solar" as solar, not a star rating', () => {
    const [, running] = play('should we get a reverse cycle split for the lounge', 'are they expensive to run');
    expect(running?.analysis.question?.type).toBe('cost');
    expect(play('we are thinking of going solar')[0]?.analysis.articles[0]?.article.id).toMatch(/^solar/);
  });

  it('answers an appliance told to be failing, and a thing missing since a time as gone wrong, not ruled out', () => {
    const [heater] = play('the old gas wall heater is on its way out');
    expect(heater?.analysis.intent).toBe('advice');
    expect(heater?.analysis.articles[0]?.article.id).toMatch(/reverse-cycle|gas-to-electric|heat-pump/);
    const [tank] = play('no hot water since yesterday, the electric tank is dead. what now?');
    expect(tank?.analysis.question?.concepts).toContain('hot-water');
    expect(tank?.analysis.question?.excluded).not.toContain('hot-water');
  });

  it('answers a trouble told of one thing from that thing, and a cold floor told as tiles underfoot', () => {
    expect(play('icy draught whistling under the back door all winter')[0]?.analysis.articles[0]?.article.id).toBe('draught-sealing');
    const [tiles] = play('the tiles are like ice underfoot every morning');
    expect(tiles?.analysis.intent).toBe('advice');
    expect(tiles?.analysis.question?.concepts).toContain('floor-insulation');
  });

  it('answers how batts were fitted from the installation article even when the part is named, and an export rate as feed-in', () => {
    expect(play('the installer left gaps between the batts in our ceiling, is that bad')[0]?.analysis.articles[0]?.article.id).toBe('insulation-installation-mistakes');
    const [exports] = play('we get 4c for exports now, should we run the washing machine in the day');
    expect(exports?.analysis.intent).toBe('advice');
    expect(exports?.analysis.question?.concepts).toContain('feed-in');
  });

  it('takes the details people give in passing: a rating that came back, a north-facing system, a block of townhouses, a builder’s package, a scheme of one state', () => {
    expect(play('our energy rating came back at 5.8, need it at 7')[0]?.analysis.collected.current_star_rating).toBe('5.8');
    expect(play('is 5 stars ok? the place we are looking at has a certificate showing 5.4')[0]?.analysis.collected.current_star_rating).toBe('5.4');
    expect(play('we have a 6.6kw north facing solar array')[0]?.analysis.collected.roof_orientation).toBe('north');
    expect(play('building a block of three townhouses, what rating do they need')[0]?.analysis.collected.project_type).toBe('new build');
    expect(play('the builder offers a heat pump as an upgrade to our package')[0]?.analysis.collected.project_type).toBe('new build');
    expect(play('does our reno have to meet basix')[0]?.analysis.collected.state).toBe('NSW');
    expect(play('what is basix')[0]?.analysis.collected.state).toBeUndefined();
    expect(play('we are out near dubo')[0]?.analysis.collected.location).toBe('Dubbo, NSW');
    expect(play('renting in brissie')[0]?.analysis.collected.location).toBe('Brisbane, QLD');
  });

  it('reads a quote the visitor has as reported, not asked for; refuses disputes; keeps a noise complaint off the decibel line', () => {
    expect(play('what U value should we want? the window quote says 5.1')[0]?.analysis.intent).toBe('advice');
    expect(play('can you give me a quote for ceiling batts')[0]?.analysis.intent).toBe('lead');
    expect(play('the landlord will not give our bond back, what can we do')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('the barking next door means I cannot sleep')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('rattling noise from the windows every time the wind picks up and it gets cold')[0]?.opening).not.toMatch(/dB/);
  });

  it('answers who does ratings, which way panels face, a lukewarm heat pump, and how much roughly', () => {
    expect(play('who can do an energy rating for our plans')[0]?.analysis.articles[0]?.article.id).toBe('nathers-star-ratings');
    expect(play('what direction should the panels point in Adelaide')[0]?.analysis.articles[0]?.article.id).toBe('solar-panel-orientation-and-tilt');
    expect(play('our heat pump hot water goes lukewarm on frosty mornings')[0]?.analysis.intent).toBe('advice');
    expect(play('new heat pump hot water, how much roughly')[0]?.analysis.question?.type).toBe('cost');
  });

  it('opens a question whether a thing matters on the share it makes', () => {
    expect(play('a few of the ceiling batts have gaps between them, does it really matter')[0]?.opening).toMatch(/\d+%|half/);
  });

  it('answers whether the heat or the cold matters more from the design article of the visitor’s zone, opening on its main need', () => {
    const [, darwin] = play('we are building in Darwin', 'should we design for the heat or the cold?');
    expect(darwin?.analysis.articles[0]?.article.id).toBe('passive-design-tropical');
    expect(darwin?.opening).toMatch(/cool/);
    const [, hobart] = play('Hobart', 'is heating or cooling the bigger worry here');
    expect(hobart?.analysis.articles[0]?.article.id).toBe('passive-design-cool-alpine');
  });

  it('hears black spots as mould, a door left open as a draught, a house colour as heat, and 7 against 6 without the word stars', () => {
    expect(play('always wiping black spots off the bathroom ceiling')[0]?.analysis.question?.concepts).toContain('condensation');
    expect(play('the kids leave the back door open all day in winter, does it matter')[0]?.analysis.question?.concepts).toContain('draughts');
    const [paint] = play('we are repainting the cladding, would a lighter colour keep the house cooler');
    expect(paint?.analysis.intent).toBe('advice');
    expect(paint?.analysis.articles[0]?.article.id).toBe('roof-and-wall-colour');
    expect(play('how much less energy does a 7 use then a 6')[0]?.analysis.question?.concepts).toContain('star-steps');
  });

  it('reads an R rating as insulation’s, not the star rating, and getting the price down as a rebate question', () => {
    expect(play('topping up the ceiling batts, what R rating should we get')[0]?.analysis.question?.concepts).not.toContain('improve-rating');
    expect(play('how do we get the price down on a heat pump hot water unit in NSW')[0]?.analysis.question?.type).toBe('rebate');
  });

  it('answers a complaint beside a rating as the complaint, and keeps off topic what names only a process beside it', () => {
    const [hot] = play('our new 7 star place is still hot as by 3pm');
    expect(hot?.analysis.question).toMatchObject({ broad: true, theme: 'cooling' });
    expect(play('do we need council approval for a new pool fence')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('the landlord wants to put the rent up again')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('do we need council approval for solar panels')[0]?.analysis.intent).toBe('advice');
    expect(play('is our design compliant')[0]?.analysis.question?.text).toContain('compliant');
  });

  it('reads US R-values by their figure, output on cloudy days, tilting panels, and who actually does ratings', () => {
    expect(play('a US video says R30 in the attic, is that right here')[0]?.analysis.question?.concepts).toContain('imperial-r-values');
    expect(play('do the panels do anything on overcast days')[0]?.analysis.question?.concepts).toContain('solar-output');
    expect(play('should we tilt the panels steeper for winter')[0]?.analysis.question?.concepts).toContain('panel-orientation');
    expect(play('who actually does the energy rating for new plans')[0]?.analysis.articles[0]?.article.id).toBe('nathers-star-ratings');
    expect(play('can we run the old portable gas heater in the bedroom overnight')[0]?.opening).toMatch(/carbon monoxide|unflued|never|should not|safe/i);
  });

  it('reads a postcode after "on", townhouses put up, what a VPP is before the rest, and whether a rating is good', () => {
    expect(play('we are on 6430, what rating do we need')[0]?.analysis.collected.postcode).toBe('6430');
    expect(play('putting up three townhouses in Geelong')[0]?.analysis.collected.project_type).toBe('new build');
    const [vpp] = play('whats a vpp and does the battery need one');
    expect(vpp?.analysis.question?.type).toBe('definition');
    expect(vpp?.opening).toMatch(/^VPP stands for virtual power plant/);
    const [judged] = play('the house we like has a 6.5 star certificate, is that any good');
    expect(judged?.analysis.articles[0]?.article.id).toBe('nathers-star-ratings');
    expect(judged?.opening).toMatch(/^6 stars: /);
  });

  it('answers a heater straining as heat escaping, a noise complaint with where to put it, an exhaust fan draught, and how to find leaks', () => {
    expect(play('the split system is flat out all winter and the lounge is still freezing')[0]?.analysis.question).toMatchObject({ broad: true, theme: 'warmth' });
    expect(play('the neighbours complain our heat pump is too loud at night')[0]?.opening).toMatch(/site|away from|move|pad/i);
    expect(play('cold air pours in through the laundry exhaust fan')[0]?.analysis.question?.concepts).toEqual(['draughts']);
    expect(play('the old place is full of gaps, how can we find the draughts')[0]?.opening).toMatch(/incense|smoke|listen|look for/i);
    expect(play('our brick veneer cooks every afternoon')[0]?.analysis.question?.broad).toBe(true);
  });

  it('reads borrowing as a rebate question, a bond in any words as off topic, a half star in words, and heat lost through one part as that part', () => {
    const [, , borrow] = play('renovating an old place in Canberra', 'what should we tackle first', 'could we borrow cheaply for that?');
    expect(borrow?.analysis.intent).toBe('advice');
    expect(play('the agent is withholding our bond, help')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('is five and a half stars any good')[0]?.opening).toMatch(/^5 stars|^\d stars/);
    expect(play('how much of our warmth escapes through the roof')[0]?.analysis.articles[0]?.article.id).toBe('insulation-ceilings-roofs');
    const [, rental] = play('is wall insulation worth it', 'its a rental btw');
    expect(rental?.advice.startsWith(RENTER_NOTE)).toBe(true);
  });

  it('weighs two options named alone after a question, reads a postcode said before its name, and hears typed noise and matter', () => {
    const [, motor] = play('are ceiling fans worth it in the bedrooms', 'dc or ac');
    expect(motor?.analysis.intent).toBe('advice');
    expect(motor?.opening).toMatch(/DC/);
    expect(play('2650 is our postcode')[0]?.analysis.collected.postcode).toBe('2650');
    expect(play('how noisey is a heat pump hot water unit')[0]?.opening).toMatch(/dB/);
  });

  it('reads colloquial project, place and claim words, and a cooler straining without a complaint word', () => {
    expect(play('we are bowling the old house and building new')[0]?.analysis.collected.project_type).toBe('new build');
    expect(play('our build starts next month in Bendigo')[0]?.analysis.collected.project_type).toBe('new build');
    expect(play('building in SEQ, what rating do we need')[0]?.analysis.collected.state).toBe('QLD');
    expect(play('best spot for brekkie in Fremantle?')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('the solar guy says 13kW is the go for our two bedder')[0]?.analysis.intent).toBe('advice');
    expect(play('the aircon runs flat out all summer, how else can we keep the place cool')[0]?.analysis.question).toMatchObject({ broad: true, theme: 'cooling' });
    expect(play('Mildura', 'keeping cool or keeping warm, which matters more here')[1]?.analysis.articles[0]?.article.id).toMatch(/^passive-design/);
  });

  it('answers the question asked when an off-topic thing is only told beside it, and refuses one asked of the thing told', () => {
    const [renter] = play('Renting in Ballarat, and I always assumed the government freebies were for people with a mortgage. Is there anything a tenant can actually claim?');
    expect(renter?.analysis.intent).toBe('advice');
    expect(renter?.analysis.collected.tenure).toBe('renter');
    expect(play('The wifi keeps dropping out in the back bedroom. How can I fix it?')[0]?.analysis.intent).toBe('out_of_scope');
  });

  it('refuses a weekend weather question, brokers and pool fences, and takes a rating an assessor gave', () => {
    expect(play('is it going to be hot or wet in Cairns on Sunday')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('can you recommend a mortgage broker in Hobart')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('building a fence around the pool, does council need to approve it')[0]?.analysis.intent).toBe('out_of_scope');
    expect(play('the assessor gave our plans 5.5 stars, what now')[0]?.analysis.collected.current_star_rating).toBe('5.5');
  });

  it('answers what panels should be making a day and what winter does to it, the rating of an old home, and which upgrade comes first', () => {
    const [, daily, winter] = play('we have a 5kW solar system in Adelaide', 'what should it be making a day', 'it only does about 12 in winter, is something wrong');
    expect(daily?.analysis.question?.concepts).toContain('solar-output');
    expect(winter?.opening).toMatch(/winter|June/i);
    expect(play('roughly what star rating does a 1970s house have')[0]?.analysis.articles[0]?.article.id).toBe('star-rating-history');
    expect(play('insulation or new windows first in our old weatherboard?')[0]?.analysis.articles[0]?.article.id).toBe('retrofit-priorities');
  });

  it('answers a renter’s problem from the problem’s own article, with what renting changes', () => {
    const [mould] = play('we rent and the bedroom walls keep getting black mould, what can we do');
    expect(mould?.analysis.articles[0]?.article.id).toBe('condensation-management');
    expect(play('we rent, what can we do about the cold?')[0]?.analysis.articles[0]?.article.id).toBe('renters-energy-efficiency');
  });

  it('answers whether the 7 stars must be met anyway from the rule, and how to reach them from the ways to lift a rating', () => {
    const [must] = play('building in Brisbane - do we pay extra for 7 stars or does the builder have to hit it anyway?');
    expect(must?.analysis.question?.type).toBe('compliance');
    expect(must?.analysis.articles[0]?.article.id).not.toBe('improving-your-star-rating');
    expect(play('our plans came in at 6.4 stars, how do we get to 7')[0]?.analysis.articles[0]?.article.id).toBe('improving-your-star-rating');
  });
});

describe('a place named in the message', () => {
  it('keeps its name as written when the speller would make a word of it ("logan" is not "loan")', () => {
    const [turn] = play('renting a lowset house in logan central and the bedroom cooks every arvo, what can we do to keep it cooler?');
    expect(turn?.analysis.collected.location).toBe('Logan Central, QLD');
    expect(turn?.analysis.question?.concepts).not.toContain('rebates');
    expect(turn?.analysis.question?.text).toContain('lowset house in logan central');
  });
});
