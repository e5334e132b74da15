import { describe, expect, it } from 'vitest';
import { fillSlots } from './fill-slots';
import type { QuestionSlot } from '../policy';
import { fill, gazetteer, table } from './test/fill';

describe('project type said indirectly', () => {
  table('project_type', [
    ['We bought a block in the hills last year', 'new build'],
    ["We've just purchased some land and want to know about insulation", 'new build'],
    ["We're designing our forever home", 'new build'],
    ['Our plans are being drawn up by a draftsman', 'new build'],
    ['The plans have been drawn up, what glazing should we spec?', 'new build'],
    ["We're doing a knock-down rebuild", 'new build'],
    ["We're building with a volume builder", 'new build'],
    ['We signed for a house and land package', 'new build'],
    ['Our build starts in March', 'new build'],
    ['How do I keep the house we live in warmer?', 'retrofit'],
    ['Our old house is freezing in winter', 'retrofit'],
    ['We have a 1950s cottage', 'retrofit'],
    ["It's brick veneer from the 70s", 'retrofit'],
    ['We bought an older place and it leaks heat', 'retrofit'],
    ["We're renovating the kitchen", 'renovation'],
    ['We want to do up our weatherboard', 'renovation'],
    ["We're adding a bedroom out the back", 'extension'],
    ['Thinking of adding a second storey', 'extension'],
    ['We plan to enclose the verandah', 'extension'],
    ['We want to close in the deck for a sunroom', 'extension'],
    ["It's not a new build", 'retrofit'],
    ["We're not building, it's an existing place", 'retrofit'],
    ['This is a renovation, not a new build', 'renovation'],
    ['We are knocking down our old house to rebuild', 'new build'],
    ["There's no insulation in our old house", 'retrofit'],
    ['What R-value do ceiling batts need in zone 6?', undefined],
    ['We live in Ballarat', undefined],
  ]);

  it('reads "our house" only while the project is not known', () => {
    expect(fill('our house gets hot in summer').project_type).toBe('retrofit');
    expect(fill('our house gets hot in summer', { project_type: 'new build' }).project_type).toBe('new build');
    expect(fill('actually we bought a block', { project_type: 'retrofit' }).project_type).toBe('new build');
  });
});

describe('tenure', () => {
  table('tenure', [
    ['We rent a unit in Carlton', 'renter'],
    ["We're renting, what can we do about draughts?", 'renter'],
    ["Our landlord won't insulate the ceiling", 'renter'],
    ['The lease says we cannot drill holes', 'renter'],
    ["I'm a tenant", 'renter'],
    ['The rental property we live in is freezing', 'renter'],
    ['We own our home outright', 'owner'],
    ['We bought last year', 'owner'],
    ['Our mortgage is big enough already', 'owner'],
    ["We're owner-occupiers", 'owner'],
    ["I'm a landlord: what must my rental property have?", 'owner'],
    ['My tenants complain the place is cold', 'owner'],
    ['We rent it out to a family', 'owner'],
    ["We don't own the place", 'renter'],
    ["We're not renting, we own it", 'owner'],
    ['How do double glazed windows work?', undefined],
  ]);

  it('gives a renter no project of their own', () => {
    for (const message of ['we rent', 'We rent in Palmerston and the power bill is brutal', 'Renting a weatherboard in Glenorchy and it is freezing']) {
      expect(fill(message).project_type, message).toBeUndefined();
    }
    expect(fill('we rent', { project_type: 'extension' }).project_type).toBe('extension');
  });
});

describe('a state named alone', () => {
  table('state', [
    ["We're in Queensland", 'QLD'],
    ['We live in the ACT', 'ACT'],
    ['down in Tassie', 'TAS'],
    ['over in WA', 'WA'],
    ["we're in wa", 'WA'],
    ['Vic', 'VIC'],
    ['NSW', 'NSW'],
    ['What battery rebates are there in South Australia?', 'SA'],
    ['Caught in the act of wasting power', undefined],
    ['I saw it on the news', undefined],
    ['We are moving from NSW to Queensland', undefined],
    ['A Victorian terrace', undefined],
    ['when did 7 stars start in wa', 'WA'],
    ['battery rebates sa?', 'SA'],
    ['what can we do in the act', 'ACT'],
    ['how do i act on this', undefined],
  ]);

  it('sets the state without a location', () => {
    const collected = fill("We're in Queensland");
    expect(collected.location).toBeUndefined();
    expect(collected.climate_zone).toBeUndefined();
  });

  it('replaces a location in another state, and keeps one in the same state', () => {
    const ballarat = fill('Ballarat');
    expect(ballarat.location).toBe('Ballarat, VIC');
    const moved = fill('Actually we are in Queensland', ballarat);
    expect(moved).toMatchObject({ state: 'QLD' });
    for (const key of ['location', 'postcode', 'climate_zone', 'climate_zone_confidence', 'climate_zone_source', 'nathers_zone']) {
      expect(moved[key], key).toBeUndefined();
    }
    expect(fill('yes, in Victoria', ballarat)).toEqual(ballarat);
  });

  it('keeps a known town when a question asks about another state', () => {
    const ballarat = fill('Ballarat');
    expect(fill('What about NSW rebates?', ballarat)).toEqual(ballarat);
    expect(fill("We've moved to NSW", ballarat)).toMatchObject({ state: 'NSW' });
  });

  it('leaves a town with its state to the gazetteer', () => {
    expect(fill('We live in Toowoomba, Queensland')).toMatchObject({ location: 'Toowoomba, QLD', state: 'QLD' });
  });
});

describe('dwelling said in passing', () => {
  table('dwelling_type', [
    ['We have a three-bedroom home', 'detached house'],
    ['our little cottage is draughty', 'detached house'],
    ['a brick veneer house', 'detached house'],
    ['How do I cool our unit?', 'apartment'],
    ['we rent a cold old unit in Hobart', 'apartment'],
    ['our little brick unit gets hot', 'apartment'],
    ['We live in an apartment on the 5th floor', 'apartment'],
    ["We're on the 5th floor", 'apartment'],
    ['a terrace in Paddington', 'townhouse'],
    ['We own half a duplex', 'duplex'],
    ['We are adding a granny flat', 'granny flat'],
    ["It's not an apartment, it's a freestanding house", 'detached house'],
    ['Is a flat roof bad for solar?', undefined],
    ['The hot water unit is old', undefined],
  ]);
});

describe('fuels in everyday words', () => {
  table('heating_fuel', [
    ['We have ducted gas', 'gas'],
    ["We've got a split system in the lounge", 'reverse-cycle'],
    ['our reverse cycle aircon struggles in July', 'reverse-cycle'],
    ['We heat the place with a wood fire', 'wood'],
    ['The house is heated by gas', 'gas'],
    ['We replaced the gas heater with a split system', 'reverse-cycle'],
    ['We have ducted gas, should we get a split system?', 'gas'],
    ['Is ducted gas cheaper to run than a split system?', undefined],
    ['We had an open fire but removed it', undefined],
    ["We don't want air conditioning, how else can we stay cool?", undefined],
    ['Is there a rebate to swap my gas heater for reverse cycle?', 'gas'],
  ]);
  table('hot_water_fuel', [
    ['We have instantaneous gas hot water', 'gas'],
    ['Our hot water is an electric storage tank', 'electric'],
    ['We just put in a heat pump HWS', 'heat pump'],
    ['We have solar hot water on the roof', 'solar'],
    ['the hot water is gas', 'gas'],
    ['Should we replace our electric hot water with a heat pump hot water system?', 'electric'],
    ['How do heat pump hot water systems work?', undefined],
  ]);

  it('takes any mention right after the question about it', () => {
    expect(fill('ducted gas', {}, 'heating_fuel').heating_fuel).toBe('gas');
    expect(fill('split system', {}, 'heating_fuel').heating_fuel).toBe('reverse-cycle');
    expect(fill('instantaneous gas', {}, 'hot_water_fuel').hot_water_fuel).toBe('gas');
    expect(fill('heat pump HWS', {}, 'hot_water_fuel').hot_water_fuel).toBe('heat pump');
  });
});

describe('typos and everyday spellings', () => {
  it.each<[string, string, string, QuestionSlot | undefined]>([
    ['were bulding just outside Ballarat', 'project_type', 'new build', undefined],
    ['our rentel gets so hot in summer', 'tenure', 'renter', undefined],
    ['as a tennant how can i cut my power bill', 'tenure', 'renter', undefined],
    ["Our landlord's old electric hot water tank costs a fortune", 'tenure', 'renter', undefined],
    ['our old fifties weatherboard is like a fridge', 'project_type', 'retrofit', undefined],
    ['newbuild', 'project_type', 'new build', 'project_type'],
    ['apartmnet', 'dwelling_type', 'apartment', 'dwelling_type'],
    ['singel storey', 'storeys', '1', 'storeys'],
    ['heatpump hot water', 'hot_water_fuel', 'heat pump', 'hot_water_fuel'],
    ['three stars', 'current_star_rating', '3', 'current_star_rating'],
    ['fifteen grand', 'budget', '15000', 'budget'],
    ['NW', 'roof_orientation', 'north-west', 'roof_orientation'],
  ])('%s → %s %s', (message, slot, value, asked) => {
    expect(fill(message, {}, asked)[slot]).toBe(value);
  });

  it('leaves a place name as it is: Tennant Creek has no tenant', () => {
    expect(fill('Tennant Creek, Northern Territory')).not.toHaveProperty('tenure');
  });

  it('reads no fact into everyday words one letter from a slot word', () => {
    expect(fill('at least the walls are insulated to some extent, it is eating money')).toEqual({});
  });
});

describe('answers right after a question', () => {
  it('takes a bare answer, and leaves a question asked back', () => {
    expect(fill('not two storeys, just the one', {}, 'storeys').storeys).toBe('1');
    expect(fill("not gas, it's a heat pump", {}, 'hot_water_fuel').hot_water_fuel).toBe('heat pump');
    expect(fill('unit', {}, 'dwelling_type').dwelling_type).toBe('apartment');
    expect(fill('Is a heat pump or gas cheaper to run for heating?', {}, 'heating_fuel').heating_fuel).toBeUndefined();
  });

  it('does not take a word from a phrase about something else', () => {
    expect(fill('we will have a heat pump for hot water and solar panels', {}, 'heating_fuel').heating_fuel).toBeUndefined();
  });
});

describe('a state misread as a town', () => {
  it('gives the state', () => {
    expect(fill('Is 7 stars mandatory in Victoria yet?')).toMatchObject({ state: 'VIC' });
    expect(fill('Is 7 stars mandatory in Victoria yet?').location).toBeUndefined();
  });

  it('keeps a misspelt town beside a state', () => {
    expect(fill('i rent in melborne, any victorian rebates?')).toMatchObject({ location: 'Melbourne, VIC', tenure: 'renter' });
  });
});

describe('facts implied in passing', () => {
  // one fuel said to run the whole home is the fuel of the heating and hot water named with it
  it('reads a whole-home fuel for the heating and hot water it names', () => {
    expect(fill('Everything in our farmhouse runs off LPG - the stove, hot water and the heater')).toMatchObject({ heating_fuel: 'gas', hot_water_fuel: 'gas' });
    expect(fill('should we run everything off gas - hot water and heater?').heating_fuel).toBeUndefined();
  });
  table('heating_fuel', [
    ['The electric panel heaters in our rental cost a fortune to run', 'electric'],
    ['we run a wood fire combustion heater through winter', 'wood'],
    ['the only heater is one of those unflued gas ones', 'gas'],
  ]);
  table('hot_water_fuel', [
    ['hot water at ours is an old electric cylinder, not gas', 'electric'],
    ['any money back if we swap the gas hot water for a heat pump?', 'gas'],
  ]);
  table('dwelling_type', [
    ['In our Darwin unit, is it cheaper to run fans?', 'apartment'],
    ['renting a freezing old flat in Hobart', 'apartment'],
  ]);
  table('tenure', [
    ['we just picked up a two bedroom unit down at Glenelg', 'owner'],
    ['finally done with renting - got our own 3 bed house', 'owner'],
  ]);
  table('project_type', [
    ['putting up a house in Cairns, slab or stumps?', 'new build'],
    ['What size solar should we put on our new 4 bedroom house?', 'new build'],
    ['ready to sign up with one of the big project builders', 'new build'],
    ['bathroom and laundry are stripped back to the studs', 'renovation'],
  ]);
  table('state', [
    ['South Aussie here - what climate zone am I?', 'SA'],
    ['when did wa bring in the 7 star rule', 'WA'],
  ]);
});

describe('a project told by its stage or its rooms', () => {
  table('project_type', [
    // a construction stage: concrete or footings going in, ground broken
    ['the footings go in next month, then the frame', 'new build'],
    ['they pour the concrete in spring, is it too late to add slab insulation?', 'new build'],
    // a home still to be built, said in the future or the passive
    ['what heating suits the place we\'ll be building near Orange', 'new build'],
    ["it'll be built on a sloping site", 'new build'],
    ['we have a townhouse being built in Craigieburn', 'new build'],
    // a home got or bought while it goes up: the purchase does not make it an old home
    ["we've bought a new place going up in the estate", 'new build'],
    // a room redone or refitted
    ['we are updating the ensuite and the laundry', 'renovation'],
    ['a laundry refit planned for autumn', 'renovation'],
    ['pulling out the old bathroom this winter', undefined],
    ['tearing out the old bathroom this winter', 'renovation'],
    ['doing the laundry on off-peak power', undefined],
  ]);

  it('reads a word said with its g dropped', () => {
    expect(fill('were buildin next year out past Ballarat').project_type).toBe('new build');
  });
});

describe('a heater told by what it is', () => {
  table('heating_fuel', [
    // heaters known by their glowing elements are electric
    ['a couple of radiant heaters is all we run', 'electric'],
    ["we've got heaters with the glowing bars", 'electric'],
    // only a gas heater has a flue
    ['the lounge heater has no flue', 'gas'],
    ['we still have an unflued heater in the hall', 'gas'],
    ["the one in the hall doesn't have a flue - is that a worry?", 'gas'],
    ['are unflued heaters dangerous?', undefined],
    ['what if the heater has no flue?', undefined],
    ['we had a heater with no flue but took it out', undefined],
    // a heater a household gets by on
    ['we get through the winters on a couple of panel heaters', 'electric'],
    // what someone else has: "she's got", "they have"
    ["the only thing they've got is a gas wall furnace", 'gas'],
    ['all he has got is one bar heater', 'electric'],
  ]);
});

describe('a bare fuel after a message about an appliance', () => {
  const about = (content: string) => [{ role: 'user' as const, content }, { role: 'assistant' as const, content: 'Which town or suburb is the home in?' }];
  const after = (earlier: string, message: string) => fillSlots({ gazetteer, message, previous: {}, asked: 'location', history: about(earlier) }).collected;

  it('is the fuel of that appliance', () => {
    expect(after('our hot water tank keeps running cold, should we replace it?', 'electric at the moment')).toMatchObject({ hot_water_fuel: 'electric' });
    expect(after('our hot water tank keeps running cold, should we replace it?', "it's been running off gas for years")).toMatchObject({ hot_water_fuel: 'gas' });
    expect(after('what heating is cheapest to run in Hobart', 'ours is wood for now')).toMatchObject({ heating_fuel: 'wood' });
  });

  it('is not taken when the message asks, names its own appliance, or only mentions a fuel', () => {
    expect(after('our hot water tank keeps running cold', 'would gas be cheaper')).not.toHaveProperty('hot_water_fuel');
    expect(after('our hot water tank keeps running cold', 'we heat with gas too')).not.toHaveProperty('hot_water_fuel');
    expect(after('our hot water tank keeps running cold', 'gas prices have gone up a lot here')).not.toHaveProperty('hot_water_fuel');
    expect(after('the heater and the hot water are both ancient', "it's gas")).toEqual({});
    // the advisor's own question about a fuel is what a bare fuel answers
    const answeringQuestion = fillSlots({ gazetteer, message: 'gas', previous: {}, asked: 'heating_fuel', history: about('our hot water tank keeps running cold') }).collected;
    expect(answeringQuestion).toEqual({ heating_fuel: 'gas' });
  });
});

describe('a tenure asked about', () => {
  // "do only home owners qualify?" asks about owners; it does not say the visitor is one
  table('tenure', [
    ['is there money off for people like me, or do only home owners qualify?', undefined],
    ['is that just for renters?', undefined],
  ]);
});
