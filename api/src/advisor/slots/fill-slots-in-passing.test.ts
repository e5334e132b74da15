import { describe, expect, it } from 'vitest';
import { fillSlots } from './fill-slots';
import { fill, gazetteer, table } from './test/fill';

describe('an appliance told of as what a sentence is about, or by its age', () => {
  table('heating_fuel', [
    ['The gas heater in the lounge barely keeps up in July', 'gas'],
    ['the wood fire does most of the heating', 'wood'],
    ['The split system in the bedroom only just copes', 'reverse-cycle'],
    ['The gas ducted in our place is older than the kids', 'gas'],
    ['running a little fan heater is smashing my bill', 'electric'],
    // asked or weighed, it is not the home's
    ['is the gas heater cheaper than a heat pump?', undefined],
  ]);
  table('hot_water_fuel', [
    ['Electric storage hot water, must be 20 years old', 'electric'],
    ['Gas storage hot water, about 15 years old and starting to leak.', 'gas'],
  ]);
});

describe('a new build said as a job, a build or land snapped up', () => {
  table('project_type', [
    ['Just picked up a new townhouse job in Ballarat', 'new build'],
    ['Got a new house starting in Townsville shortly', 'new build'],
    ['Our new single-storey home in Bunbury needs windows', 'new build'],
    ['We snapped up a corner block in Mildura', 'new build'],
    ['Thoughts on insulation for our duplex build in Logan?', 'new build'],
    ['we just bought a new house in Geelong', 'retrofit'],
  ]);
});

describe('a budget saved, put aside or to spend', () => {
  table('budget', [
    ["we've got around twelve grand put aside for upgrades", '12000'],
    ['about 8000 to spend on the house', '8000'],
    ['Got roughly twenty thousand saved', '20000'],
    ['the 6.6kw system makes about 9000 kwh a year', undefined],
  ]);
});

describe('whose place and tenure', () => {
  table('tenure', [
    ['Are these rebates only for people who own their home? I\'m a tenant in Newcastle', 'renter'],
    ['I figured the rebates were just for people paying off a mortgage. Can a renter get anything?', 'renter'],
    ['Dug out the old paperwork for our Geraldton house and it is only rated 2 stars', 'owner'],
    ["my mum's place in Hobart is freezing, what can she do?", undefined],
    ['our rental in Footscray is cold', 'renter'],
  ]);

  it('reads "our house" as an owner only in the opening message, never over a tenure known', () => {
    const later = fillSlots({ gazetteer, message: 'our house is freezing', previous: {}, asked: undefined, history: [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }] });
    expect(later.collected.tenure).toBeUndefined();
    expect(fill('our house is freezing', { tenure: 'renter' }).tenure).toBe('renter');
  });
});

describe('the place the home is in, among places named in passing', () => {
  table('location', [
    ["After ten years in Darwin we're off to Hobart mid-year", 'Hobart, TAS'],
    ["we're moving from Sydney to Kalgoorlie next year", 'Kalgoorlie, WA'],
    ["We're a couple of hours west of Sydney in Bathurst", 'Bathurst, NSW'],
    ["Sis in Darwin reckons a fan's all you need. Easy for her, she's never done a July in Launceston", 'Launceston, TAS'],
    ["we're off to Paddo next month, renting a terrace", 'Paddington, NSW'],
    ["We're on the Central Coast, how much ceiling insulation?", 'Gosford, NSW'],
    ["Building in Tasmania - are we stuck with the 7 star thing the mainland's got?", undefined],
  ]);
});

describe('a zone or a rating the visitor reports', () => {
  table('climate_zone', [
    ["Letter from council says we're in 'climate zone 6'", '6'],
    ['The builder says our block is in climate zone 4', '4'],
    ["what's the difference between zone 5 and zone 6?", undefined],
  ]);
  table('current_star_rating', [
    ['The rating for our reno came back 6 stars, what now?', '6'],
    ["Assessor's report arrived today: 4.5 stars. Not great.", '4.5'],
  ]);
});

describe('owners told by building their own home, spec homes and gutted ones, houses of a decade', () => {
  table('tenure', [
    ['Owner-builder in Launceston, plans nearly done', 'owner'],
    ['We signed with a project builder for a double storey in Tarneit', 'owner'],
    // a builder's client's home is not the visitor's
    ['Building a duplex in Geelong for a client', undefined],
  ]);
  table('project_type', [
    ['Pricing up a spec home in Gawler', 'new build'],
    ["We're ripping the insides out of our old fibro cottage", 'renovation'],
  ]);
  table('dwelling_type', [
    ['we live in a single storey 1960s house in Launceston', 'detached house'],
    ['Building a house in Mount Barker next year', 'detached house'],
    ['a 1970s unit in Carlton', 'apartment'],
  ]);
});

describe('owners told by work only owners do, homes run on one fuel, denials with a describing word, options weighed', () => {
  table('tenure', [
    ['Our reno in Cairns needs new windows', 'owner'],
    ["We're extending out the back in Ballarat", 'owner'],
    ['Our builder wants to put downlights everywhere', 'owner'],
    ["Putting a granny flat up in our backyard in Wagga for Mum", 'owner'],
  ]);
  table('project_type', [
    ['Plans are nearly done for adding onto the house in Ballarat', 'extension'],
    ['the new bit out the back will be bigger than the old house', 'extension'],
    ["It's an old fibro cottage and we're not planning a big renovation", 'retrofit'],
    ["We're not building anything from scratch, just bought an old cottage", 'retrofit'],
  ]);
  table('hot_water_fuel', [
    ['everythings gas here ducted heating hot water cooktop', 'gas'],
    ['the whole house runs on gas: heater, hot water, stove', 'gas'],
  ]);
  table('heating_fuel', [
    ['Our ducted gas heater died. Are we better off with new ducted gas or going with a couple of reverse cycle splits?', 'gas'],
    ['The wood fire has always done the job. My daughter says one of those reverse cycle units is cheap to run', 'wood'],
  ]);
});

describe("someone else's tenure", () => {
  table('tenure', [
    ["Our son moved up to Darwin and he's renting a little place there", undefined],
    ["Asking for my boy, who's renting in Darwin now", undefined],
    ['My daughter is renting a unit in Carlton', undefined],
    ["We're renting a unit in Carlton", 'renter'],
  ]);
});

describe('a heater the home has, told far ahead of its trouble, beside options others push', () => {
  table('heating_fuel', [
    ["The gas heater in our drafty old weatherboard out at Orange is about to give up - the shop wants to sell us ducted gas and my brother keeps banging on about splits", 'gas'],
  ]);
});

describe('a budget beside a bill', () => {
  table('budget', [
    ["Last quarter's bill was $780. We've got about $10,000 to spend.", '10000'],
    ['last quarters bill was $780 my wife wants double glazing weve got about $10000 to spend what would you do', '10000'],
    ['The power bill is $300 a month, what can we do?', undefined],
    ['We have $8,000 set aside for insulation', '8000'],
  ]);
});

describe('a landlord next door and a plug-in heater, typed loosely', () => {
  table('tenure', [['me and the kids live in the back half of a duplex and the landlords in the front half', 'renter']]);
  table('heating_fuel', [['only heating is a plug in oil colum heater and the bill is brutal', 'electric']]);
});

describe('an existing home told by where it is and then that it was bought, or by its manhole', () => {
  table('project_type', [
    ["It's a single-storey house in Ballarat we bought last year", 'retrofit'],
    ['Poked my head through the manhole and there are a few scraps of batts up there', 'retrofit'],
  ]);
});

describe('a price someone put on a thing is no budget', () => {
  table('budget', [
    ['Plumber says replace like for like for about $1,400 or go heat pump.', undefined],
    ['the sparky quoted about $2,500 for the switchboard', undefined],
    ['the quote came to $9,000 which is our whole budget', '9000'],
    ['it costs about $3000 and we have $5000 set aside', '5000'],
  ]);
});

describe('a shared rental, a unit owned, the heater there now, and the build-up', () => {
  table('tenure', [
    ['Sharehouse in Footscray. There is a split system in the lounge', 'renter'],
    ['my housemate drags the oil heater out every night', 'renter'],
  ]);
  table('dwelling_type', [["I'm not renting, I own the unit, but it's in a block in Chermside", 'apartment']]);
  table('heating_fuel', [
    ['The landlord will put in a new heater. The old one is a gas wall furnace. What should I ask for?', 'gas'],
    ['should the new one be a gas heater?', undefined],
  ]);
  table('project_type', [
    ['We rent in Palmerston and the power bill over the build-up was brutal', undefined],
    ['the build up in darwin is brutal on the power bill', undefined],
  ]);
});

describe('owners told by what they had done or are doing, budgets thrown at, gas left altogether, no project at all', () => {
  table('tenure', [
    ['We put 6.6kW of panels on in 2019 and the feed-in we get now is a joke', 'owner'],
    ["We're building with a project builder in Mount Barker", 'owner'],
    ['Bought a 70s brick veneer in Toowoomba last year', 'owner'],
  ]);
  table('budget', [["We've got maybe $15k to throw at it", '15000']]);
  table('heating_fuel', [['Thinking of ditching the gas altogether: heat pump hot water, a couple of reverse cycle units and maybe a battery', 'gas']]);
  table('hot_water_fuel', [['Thinking of ditching the gas altogether: heat pump hot water, a couple of reverse cycle units and maybe a battery', 'gas']]);
  table('project_type', [
    ["We're not renovating or building anything, the house is fine as it is. The electric hot water tank is 14 years old", undefined],
    ['before building anything, what should we know about orientation', 'new build'],
  ]);
});

describe('a room turned into another with its linings off is a renovation', () => {
  table('project_type', [
    ["We bought an 1890s miner's cottage and we've started on the lean-to out the back, turning it into a proper kitchen. The builder pulled the old lining boards off yesterday", 'renovation'],
  ]);
});

describe('a budget said right with its amount beside a bill, and a home "new to us"', () => {
  table('budget', [
    ['bought a 70s brick veneer in toowoomba freezing in winter and the power bill is ridiculus weve got maybe 15k to throw at it where do we start', '15000'],
    ['our budget is tight the bill was 780 dollars a quarter', undefined],
  ]);
  table('tenure', [['had a look up in the roof of our new well new to us place in springfield lakes', 'owner']]);
});

describe("owners told by what they do to the home, a design's report, a slab not yet down", () => {
  table('tenure', [
    ["We're finally re-roofing the old weatherboard in Ballarat - rusty corrugated iron coming off", 'owner'],
    ["Our electric hot water tank is 19 years old and the plumber reckons it's on borrowed time", 'owner'],
    ["We're on a few acres out of Mount Gambier. Old farmhouse we're slowly doing up", 'owner'],
    ['Bought an old federation place in Armidale last year', 'owner'],
    ["We've got a block at Legana and we're finally building next year", 'owner'],
    ['Our son put 5 kW of solar panels on the roof for us a couple of years back', 'owner'],
    ["Our son's renting in Darwin and the aircon bill is huge", undefined],
  ]);
  table('project_type', [["Builder just emailed to say the energy report on our plans came back at 6.4. Slab isn't even down yet.", 'new build']]);
  table('current_star_rating', [["Builder just emailed to say the energy report on our plans came back at 6.4. Slab isn't even down yet.", '6.4']]);
});

describe('a tank that carked it, a heater he cranks, a wife who wants a split, a highset bought, a settlement on a house', () => {
  table('hot_water_fuel', [["The electric storage tank at our place in Rocky finally carked it this morning so I'm on cold showers", 'electric']]);
  table('heating_fuel', [
    ['His winter power bills are brutal and he just cranks the little fan heater all day.', 'electric'],
    ["We've run a slow combustion wood heater at our place for twenty-odd years. My wife wants to pull it out and put a big split system in the lounge.", 'wood'],
  ]);
  table('tenure', [
    ['So we finally did it. Sold up in Logan and bought an old highset Queenslander in Maryborough', 'owner'],
    ['We settled last Friday on a 1970s fibro house in Grafton.', 'owner'],
  ]);
});

describe('a house designed or going up, the flat, a hot water system clients are dead set on', () => {
  table('dwelling_type', [
    ['Designing a house in Cairns for a client who cannot decide between slab or stumps.', 'detached house'],
    ['Got a new house going up on a block just out of Mount Gambier.', 'detached house'],
    ["Landlord won't do anything about the gap under our sliding door and the flat's freezing.", 'apartment'],
    ['the flat roof leaks', undefined],
  ]);
  table('hot_water_fuel', [['Drawing up a new home in Mandurah for a couple who are dead set on gas instantaneous hot water.', 'gas']]);
});

describe('a night-rate cylinder, a retirement build, the plan to build, no building work and no reno, their place', () => {
  table('hot_water_fuel', [['Our old night-rate hot water cylinder in the laundry (25 years, now leaking) needs replacing', 'electric']]);
  table('project_type', [
    ['Plans for our retirement build in Mandurah (one storey, 3 bed) are nearly final.', 'new build'],
    ['Got 5 acres on the edge of Gympie and the plan is to build there next winter.', 'new build'],
    ["No building work planned here and no reno either, just our 60s house in Geelong that we've had for 40 years.", undefined],
  ]);
  table('location', [
    ["They're putting an extension on their Glen Innes place. She's copying the insulation her friend used on a house in Armidale.", 'Glen Innes, NSW'],
    ["Downsizing into a little new house we're building at Kingston, just below Hobart in Tasmania. My brother over in Melbourne insists 7 is the rule.", 'Kingston, TAS'],
  ]);
});

describe('a house paid off, a tank started leaking, a heater she has always had, a tradesman speaking of the owner', () => {
  table('tenure', [
    ["We paid the house off last year and now the electric hot water tank's started leaking", 'owner'],
    ["I'm a chippy around Wagga. Got asked to quote a bigger reno. The owner asked me whether she needs an energy certificate", undefined],
    ["the owner won't fix the heater", 'renter'],
    // the respeller reads "home's" as "home"
    ["the home's ours, we're in Ballarat, what should we insulate first?", 'owner'],
  ]);
  table('hot_water_fuel', [["We paid the house off last year and now the electric hot water tank's started leaking - it's about 15 years old.", 'electric']]);
  table('heating_fuel', [
    ["My mum lives on her own in Devonport. She's always had the wood heater but she can't manage carting wood anymore", 'wood'],
    ['we had a gas heater but ripped it out', undefined],
  ]);
});

describe('owners told by a rental they have, a home bought by its bedrooms, panels had for years, a heater of their own given out', () => {
  table('tenure', [
    ["I've got a rental in Ringwood out in Melbourne's east and the tenants reckon it's freezing.", 'owner'],
    ['Bought a two-bedder on the 9th floor in Southbank last year.', 'owner'],
    ["We've had a bit over 6 kilowatts of panels on the roof in Murray Bridge for about four years", 'owner'],
    ['The ducted heating in our double storey in Frankston is 22 years old', 'owner'],
    ['Our old slow combustion wood heater in Castlemaine is cracked and needs replacing.', 'owner'],
    // (a rental said beside the heater outweighs it)
    ['our heater is cracked and the landlord is slow to replace it', 'renter'],
    ['we live in a rental, the tenants next door are noisy', 'renter'],
  ]);
});

describe('a rating that came out at a figure', () => {
  table('current_star_rating', [
    ['Had an energy rating done when we bought it and it came out at 2 stars.', '2'],
    ['the assessment is coming out at 3 stars', '3'],
  ]);
});

describe("an extra a builder offers, an income, a client's spend: no budget; money 'all up' is", () => {
  table('budget', [
    ["Builder's offering to take our new build plans in Ballarat from 7 up to 8 stars for an extra $18k. Worth it or not really?", undefined],
    ["Our builder reckons he can bump the Ballarat house from 7 stars to 8 if we cough up another $18,000 - is that money well spent?", undefined],
    ['we own the house, household income is around 150k. any rebate if we go to a heat pump?', undefined],
    ["Builder here. Job in Dubbo is a rear extension, client's spending about 120 grand.", undefined],
    ["We're in Belconnen, want to ditch the ducted gas for reverse cycle and do the hot water as well, probably $12,000 all up.", '12000'],
  ]);
});

describe('plans signed off for a home; a misspelt system that carked it', () => {
  table('project_type', [["We're about to sign off on plans for a single storey home in Toowoomba.", 'new build']]);
  table('hot_water_fuel', [['gas hot water sytem carked it this morning so its cold showers', 'gas']]);
});

describe('the sum a reno of their own costs', () => {
  table('budget', [['Doing a $40k kitchen and bathroom reno in Maitland - do I need one of those BASIX certificates?', '40000']]);
});

describe("a relative's house tells no tenure", () => {
  table('tenure', [["My mother's house in Wagga turns into a sauna in the lounge room each January.", undefined]]);
});
