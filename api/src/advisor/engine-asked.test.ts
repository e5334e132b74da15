import { describe, expect, it } from 'vitest';
import { openings, play } from './test/play';

describe('what a message asks', () => {
  it('opens on what a thing does for the star rating when asked whether it is needed to reach the stars', () => {
    const [glazing] = openings('Do we really have to have double glazing to get our new build to 7 stars?');
    expect(glazing).toMatch(/double glazing/);
    expect(glazing).toMatch(/7 stars/);
  });

  it('asks what a story asks: anything to watch out for, settle it, how to track a leak down', () => {
    const [sealing] = openings('Our place leaks air like a sieve and there is an unflued gas heater in the lounge. Planning a weekend of sealing up every crack. Anything to watch out for');
    expect(sealing).toMatch(/unflued/);
    const [hotWater] = openings('Our electric hot water tank is leaking. Hubby wants another cheap electric one, I reckon heat pump. Settle it for us');
    expect(hotWater).toMatch(/heat pump/i);
    const [finding] = openings('The house is leaking cold air from somewhere. How do I track it down?');
    expect(finding).toMatch(/daylight|incense|listen/i);
  });

  it('answers whether a measure cures a problem from the problem’s article, told before or asked with it', () => {
    for (const message of ['Would double glazed windows stop ours dripping with condensation every winter morning?', 'Every winter the windows are running with water in the mornings. Would going double glazed sort that out']) {
      expect(openings(message)[0], message).toMatch(/^Condensation/);
    }
  });

  it('never prices one thing with another’s figure: with no price for the thing, it opens on what decides its cost', () => {
    for (const message of ['How much does a home battery cost?', "What would a battery set us back? We've had 5 kW of panels since 2019"]) {
      const [opening] = openings(message);
      expect(opening, message).toMatch(/battery/i);
      expect(opening, message).not.toMatch(/new home|insulation|air conditioner/i);
    }
  });

  it('prices the thing asked about, not a season told beside it, nor another thing told before a pronoun', () => {
    expect(openings('Is it dear to have insulation fitted under the floorboards? Old place on stumps in Ballarat, bitterly cold in winter')[0]).toMatch(/\$/);
    const [battery] = play('We put solar on in 2016, and now the folks over the road have a battery - what would one set us back?');
    expect(battery?.analysis.question?.concepts).toEqual(['battery']);
    expect(battery?.analysis.question?.type).toBe('cost');
  });

  it('defines the thing asked about by another of its names, or by a pronoun, not a term told beside it', () => {
    expect(openings("The window salesman says ours have a 'shocking U figure'. What does that even mean?")[0]).toMatch(/^A U-value is/);
    expect(openings('The spec sheet lists a U-value, and next to it something called SHGC. What does that one tell me?')[0]).toMatch(/^SHGC/);
  });

  it('reads a whole house made cheap to run as a broad question, not a price', () => {
    for (const message of ["What's the rundown on making a place cheaper to run?", 'In a nutshell, what makes a home cheap to run?']) {
      const [turn] = play(message);
      expect(turn?.analysis.question?.broad, message).toBe(true);
    }
  });

  it('answers the other kinds of a thing when one kind is ruled out, and which of two runs cheaper from a sentence for the visitor’s zone', () => {
    for (const message of ["We don't want a heat pump hot water system, they're too noisy. What are the other options?", 'Not keen on a heat pump for the hot water. Next best option?']) {
      expect(openings(message)[0], message).toMatch(/solar/i);
    }
    // (never another zone's line: Ballarat is zone 7, not "Zones 3-5")
    const [cheaper] = openings('Gas ducted heating or reverse cycle, which costs less to run in Ballarat?');
    expect(cheaper).toMatch(/reverse-cycle/i);
    expect(cheaper).not.toMatch(/^Zones/);
    expect(openings('Ducted gas or reverse cycle - which is cheaper to run in Melbourne?')[0]).not.toMatch(/oversize/);
  });

  it('says what a climate zone asked by its number is, from the zones’ table', () => {
    expect(openings("The council letter says we're in 'climate zone 7'. What does that mean for us?")[0]).toMatch(/^NCC climate zone 7 is cool temperate/);
    // (after another question too: the zone named is the subject, not a follow-up of the battery)
    expect(openings('How much does a home battery cost?', "Letter from council says we're in 'climate zone 6'. What does that mean for us?")[1]).toMatch(/^NCC climate zone 6 is mild temperate/);
  });

  it('answers who does a job asked as getting someone onto it, from the articles that name them', () => {
    const [turn] = play('Building our first house. Does the builder just sort the star rating at the end, or should we get someone onto it early?');
    expect(turn?.advice).toMatch(/assessor/i);
  });

  it('answers a new build from the articles written for new homes, not the retrofit one', () => {
    expect(openings("Builder's upgrade list has double glazing as an extra. Do we need it?")[0]).not.toMatch(/existing home/);
  });

  it('defines a name put in quotes, compares the running cost of two things, prices a system said by its size alone', () => {
    expect(openings("my power bill shows a 'feed-in' credit for the solar, what even is that")[0]).toMatch(/feed-in tariff/);
    expect(openings("What's it cost to run the aircon all arvo compared to just the fans?")[0]).toMatch(/2 cents an hour/);
    expect(openings("what's a 6.6 on the roof going for")[0]).toMatch(/\$0\.89/);
    expect(openings('Honestly, is there much between a 6 and a 7 star home?')[0]).toMatch(/8-20%/);
    expect(openings("Bloke at the hardware reckons the silver foil's as good as batts up in the roof. Is he right?")[0]).toMatch(/bulk|reflective/i);
  });

  it('hears what uses the most energy, a pale roof, a steel-framed build, walls of glass, the cheapest way to 7 stars and step one', () => {
    expect(openings('What actually uses the most energy in a house?')[0]).toMatch(/heating/);
    expect(openings('Thinking of getting the roof redone in a pale colour, will that make the place any cooler?')[0]).toMatch(/light/);
    expect(openings("Our build's steel-framed, is that going to drag the star rating down?")[0]).toMatch(/thermal bridge/i);
    expect(openings('Wife wants floor-to-ceiling glass all round on our new build, is that going to kill the stars?')[0]).toMatch(/window|glass/i);
    expect(openings('Cheapest way to hit 7 stars on a project home?')[0]).toMatch(/star rating/);
    expect(openings("Our 50s double brick place in Hobart is an icebox, what's step one?")[0]).toMatch(/draughts|insulat/);
    expect(openings('What are the big things to do so the house costs less to run?')[0]).toMatch(/biggest uses/);
    expect(openings('Roughly what are we looking at for a heat pump hottie these days?')[0]).toMatch(/\$1,800/);
  });

  it('answers whether a measure caused a problem from the problem, a proposal told in a story, a renter asking what they may have, the stuff in the roof', () => {
    expect(openings('Last winter we had the ceiling insulated and now the windows are dripping wet every morning. Did the insulation cause this?')[0]).toMatch(/^Condensation/);
    expect(openings("Our ducted gas is 25 years old and some rooms never get warm. Our son reckons we should pull it all out and put in split systems. What would you do?")[0]).toMatch(/reverse-cycle/);
    expect(openings('We rent, can we even get solar or a battery?')[0]).toMatch(/^Renters/);
    expect(openings('The stuff in our roof is about 20 years old and flat as a pancake. Worth topping up?')[0]).toMatch(/^Ceiling insulation/);
  });

  it('defines the thing right after "what\'s a", a name marked as new, and answers ruled-out measures with what is left', () => {
    expect(openings('whats a feed in tarrif exactly, its on our power bill since we got solar')[0]).toMatch(/feed-in tariff/);
    expect(openings("What's this whole of home thing the builder mentioned?")[0]).toMatch(/whole-of-home/);
    expect(openings("The house isn't double glazed and we can't afford new windows. What can we do?")[0]).toMatch(/draught/);
    expect(openings('Bathurst winters are brutal. What are the big things for keeping warm?')[0]).toMatch(/warmer/);
    expect(openings("Roof's a dark charcoal. If I repaint it lighter, does that make a difference?")[0]).toMatch(/dark roof/);
    expect(openings('Down here in Vic, how much does the government give you towards solar panels?')[0]).toMatch(/Solar Homes/);
  });

  it('hears a thing lacking ("not even in the ceiling", "no solar yet") as wanted, knocking money off as a rebate, and a city’s figure for that city', () => {
    expect(openings('Our house has no insulation at all, not even in the ceiling. Where do we start?')[0]).toMatch(/ceiling insulation/);
    expect(openings('Over in Perth, does anyone knock anything off a heat pump hot water system?')[0]).toMatch(/STCs/);
    expect(openings('Building a two-storey house in Brisbane. How wide should the eaves be?')[0]).not.toMatch(/Adelaide/);
  });

  it('reads the rating a place is held to, and what the government would take off after a thing is named', () => {
    expect(openings("We're building up in Darwin. What star rating are we held to?")[0]).toMatch(/5 stars/);
    expect(openings("We're getting a battery", 'How much would the government take off?')[1]).toMatch(/\$372/);
  });

  it('answers a rebate for one thing with no state known from the federal article whose discounts are for it', () => {
    expect(openings('Does the government still give any discount on solar panels?')[0]).toMatch(/STCs/);
    expect(openings('Is there still some sort of government handout if I put solar on?')[0]).toMatch(/STCs/);
  });

  it('opens on the zone when asked whether the place changes it, and reads a thing needed ("impossible without") as asked about', () => {
    expect(openings("We're not in Sydney itself, we're out at Penrith. Does that change our zone?")[0]).toMatch(/Penrith, NSW is in NCC climate zone 6/);
    expect(openings('Builder reckons 7 stars is impossible without double glazed windows. Is that true?')[0]).not.toMatch(/^NSW has required/);
  });

  it('reads "time for a split?" as whether it is worth it, and a roof radiating heat as no heating', () => {
    expect(openings('Been getting by with the oil column heater but the bills are ugly. Time for a split?')[0]).toMatch(/reverse-cycle/);
    expect(openings('Living up Townsville way and the roof just radiates heat. What do I put up there?')[0]).not.toMatch(/reverse-cycle/);
  });

  it('answers an extension dragging the whole home up to the rating from the state’s rules, an overhang as eaves, and what the 7 stars add to the price', () => {
    expect(openings("Adding on in Geelong and the new bit's bigger than the original house, does that drag the whole place up to 7 stars?")[0]).toMatch(/50%/);
    expect(openings('Designing the roof for the new place, how much overhang do we want on the north?')[0]).toMatch(/eaves/);
    expect(openings("About to build in SA. What's the 7 star thing going to add to the price?")[0]).toMatch(/\$7,000/);
  });
});
