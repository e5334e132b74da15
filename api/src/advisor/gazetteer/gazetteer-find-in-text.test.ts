import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer, type Gazetteer } from './gazetteer';
import { placeOf, where } from './test/results';

let g: Gazetteer;

beforeAll(() => {
  g = createGazetteer();
});

describe('findInText: places in chat messages', () => {
  it.each([
    ["we're building out near Toowoomba", 'Toowoomba', 'QLD'],
    ["I'm in geelong", 'Geelong', 'VIC'],
    ['new build in Ballarat, Victoria', 'Ballarat', 'VIC'],
    ['postcode 2600', 'Canberra', 'ACT'],
    ["actually it's in Geelong", 'Geelong', 'VIC'],
    ['Hi, I live in Balarat and want to insulate', 'Ballarat', 'VIC'],
    ['Is a heat pump good in Canberra?', 'Canberra', 'ACT'],
    ['How cold does it get in Ballarat', 'Ballarat', 'VIC'],
    ['We live in Sale', 'Sale', 'VIC'],
    ['near Orange', 'Orange', 'NSW'],
    ['we are thinking of a new home in the Gold Coast', 'Southport (Gold Coast)', 'QLD'],
    ['I live in Hobart, Tasmania', 'Hobart', 'TAS'],
    ['Perth, Tasmania', 'Perth', 'TAS'],
    ['our house in Richmond, Victoria', 'Richmond', 'VIC'],
    ['we are in Richmond which is in Victoria', 'Richmond', 'VIC'],
    ["We're renovating in Newtown, Sydney", 'Newtown', 'NSW'],
    // a suburb qualified by its city, a possessive or linking words between
    ["We're in Ringwood, Melbourne's east", 'Ringwood', 'VIC'],
    ['Ringwood out in the eastern suburbs of Melbourne', 'Ringwood', 'VIC'],
    ['were in ringwood melbournes east', 'Ringwood', 'VIC'],
    ["we're in Mosman, in Sydney's north", 'Mosman', 'NSW'],
    // a name between "our" and the project is where it is
    ['the report for our Werribee build says zone 60', 'Werribee', 'VIC'],
    // a place kept against one set aside ("not ... but", "more like", "closer to", "out ... way")
    ['not in Brisbane proper, more like Ipswich', 'Ipswich', 'QLD'],
    ["we're not in the city but Blacktown", 'Blacktown', 'NSW'],
    ['not really melbourne, closer to frankston', 'Frankston', 'VIC'],
    ["we're out Blacktown way rather than Sydney", 'Blacktown', 'NSW'],
    // a place asked of instead of the one before, misspelt
    ['what about darwn', 'Darwin', 'NT'],
    ['and how about cains?', 'Cairns', 'QLD'],
    ["We're in Fitzroy North", 'Fitzroy North', 'VIC'],
    ['building in Mount Barker SA', 'Mount Barker', 'SA'],
    ['We live in The Gap', 'The Gap', 'QLD'],
    ['NEW BUILD IN BALLARAT', 'Ballarat', 'VIC'],
    ['in darwin nt', 'Darwin', 'NT'],
    ['Darwin NT 0800', 'Darwin', 'NT'],
    ['we live in 3350', 'Ballarat', 'VIC'],
    ["we're in the 2617 area", 'Belconnen', 'ACT'],
    ['my post code is 0870', 'Alice Springs', 'NT'],
    ['3350 VIC', 'Ballarat', 'VIC'],
    ['800', 'Darwin', 'NT'],
    ['moving from Sydney to Geelong', 'Geelong', 'VIC'],
    ["It's in Geelong, not Ballarat", 'Geelong', 'VIC'],
    // a journey's end is no capital qualifying a suburb (Perth TAS exists, but this Perth is left)
    ["We're moving from Perth to Hobart next year", 'Hobart', 'TAS'],
    // a place told by its distance from another is the home; a short way from a place is near it
    ['Caboolture an hour north of brisbane, what insulation', 'Caboolture', 'QLD'],
    ['Bathurst (about 200 km west of Sydney)', 'Bathurst', 'NSW'],
    ['we built in Mudgee, about 3 hours from Sydney', 'Mudgee', 'NSW'],
    ['about 20 minutes from Geelong', 'Geelong', 'VIC'],
    ["we're about 15 km out of Ballarat", 'Ballarat', 'VIC'],
  ])('%j → %s %s', (text, name, state) => {
    expect(placeOf(g.findInText(text))).toMatchObject({ name, state });
  });

  it.each([
    // everyday sentences, misspellings and short forms
    ["we're building in balarat", 'Ballarat', 'VIC'],
    ['toowomba', 'Toowoomba', 'QLD'],
    ['wagga', 'Wagga Wagga', 'NSW'],
    ['launceston tassie', 'Launceston', 'TAS'],
    ['out near bendgio', 'Bendigo', 'VIC'],
    ['we live in 4350, what insulation?', 'Toowoomba', 'QLD'],
    ['postcode is 2620 btw', 'Queanbeyan', 'NSW'],
    ["it's 3220 postcode", 'Geelong', 'VIC'],
    ['in perht', 'Perth', 'WA'],
    ['we built in cains last year', 'Cairns', 'QLD'],
    ['in woolongong', 'Wollongong', 'NSW'],
    ['im in melbourn', 'Melbourne', 'VIC'],
    ['in queenbeyan', 'Queanbeyan', 'NSW'],
    ["we're in brissy", 'Brisbane', 'QLD'],
    ['renovating in Rocky', 'Rockhampton', 'QLD'],
    ['out in the Alice', 'Alice Springs', 'NT'],
    ['we live in freo', 'Fremantle', 'WA'],
    ['a house in logan', 'Logan Central', 'QLD'],
    ['down in the gong', 'Wollongong', 'NSW'],
    ['a home for the Top End', 'Darwin', 'NT'],
    ['up in the top end building new', 'Darwin', 'NT'],
    ['is alice springs hot?', 'Alice Springs', 'NT'],
    ['we live in parramata', 'Parramatta', 'NSW'],
    ['darwn', 'Darwin', 'NT'],
    ['brisbain', 'Brisbane', 'QLD'],
    ['what climate zone is alice spings in', 'Alice Springs', 'NT'],
    ['building near port augsta', 'Port Augusta', 'SA'],
    ['a townhouse near frankstun', 'Frankston', 'VIC'],
    ['we live in Sunshine', 'Sunshine', 'VIC'],
  ])('%j → %s %s', (text, name, state) => {
    expect(placeOf(g.findInText(text))).toMatchObject({ name, state });
  });

  it.each([
    ["we're in Sydney's inner west", 'Sydney', 5, [6]],
    ['western sydney', 'Sydney', 5, [6]],
    ["we're in Melbourne's south-east", 'Melbourne', 6, [7]],
    ['southern Adelaide', 'Adelaide', 5, [6]],
  ])('a part of a capital is the capital, most likely in its zone (the metro area spans zones): %j', (text, name, zone, others) => {
    expect(placeOf(g.findInText(text))).toMatchObject({ name, nccZone: zone, nccZoneSource: 'map-mixed', nccZoneAlternatives: others });
  });

  it('a part of a capital whose metro area is in one zone is stated plainly', () => {
    expect(placeOf(g.findInText('north of Brisbane'))).toMatchObject({ name: 'Brisbane', nccZone: 2, nccZoneAlternatives: [] });
    expect(placeOf(g.findInText("we're in perth's northern suburbs"))).toMatchObject({ name: 'Perth', nccZone: 5, nccZoneAlternatives: [] });
    expect(placeOf(g.findInText('Sydney'))).toMatchObject({ nccZone: 5, nccZoneAlternatives: [] });
  });

  it("a capital's hills are not the capital: the Adelaide Hills are read as a town of theirs (zone 6, Adelaide 5)", () => {
    expect(placeOf(g.findInText('out in the Adelaide Hills'))).toMatchObject({ name: 'Mount Barker', state: 'SA' });
    expect(placeOf(g.findInText('a weekender up in the blue mountains'))).toMatchObject({ name: 'Katoomba', state: 'NSW' });
  });

  it('still takes a capital followed by a new sentence', () => {
    expect(placeOf(g.findInText('We are in Sydney. West facing windows get hot'))).toMatchObject({ name: 'Sydney' });
  });

  it('reports the matched text as written', () => {
    expect(g.findInText('new build in Ballarat, Victoria')).toMatchObject({ kind: 'match', matchedText: 'Ballarat, Victoria' });
    expect(g.findInText("we're building out near Toowomba")).toMatchObject({ kind: 'match', matchedText: 'Toowomba' });
    expect(g.findInText('postcode 2600')).toMatchObject({ kind: 'match', matchedText: '2600' });
  });

  it.each([
    "we're 2 hours from Melbourne on a farm",
    '200km west of Sydney, on acreage',
    'a couple of hours inland from Brisbane',
  ])('a place far from the home, named to measure from, is not the home: %j', (text) => {
    expect(g.findInText(text).kind).toBe('none');
  });

  it('returns ambiguous for a name in several states with no state given', () => {
    const r = g.findInText('our house in Richmond');
    expect(r.kind).toBe('ambiguous');
    expect(r.kind === 'ambiguous' && r.candidates.map((c) => c.state)).toEqual(expect.arrayContaining(['NSW', 'VIC']));
    expect(g.findInText("We're in Fitzroy").kind).toBe('ambiguous');
    // Campbelltown NSW (Macarthur) and Campbelltown SA (Adelaide) are both suburbs of a capital
    expect(g.findInText('we live in campbelltown')).toMatchObject({ kind: 'ambiguous', name: 'Campbelltown' });
  });

  it.each([
    // the brief's energy-chat phrases
    'How do I improve my house energy efficiency?',
    'Are heat pumps a good option for my home?',
    'What solar options are available for my property?',
    'double glazing windows',
    'I need help choosing insulation',
    'new build',
    'retrofit',
    'townhouse',
    'I would like an energy efficiency assessment quote',
    // more ordinary chat, with words that are also GeoNames suburbs (Paradise, Success, Weatherboard,
    // The Range, The Gap, Sale, Emerald...)
    'Is the house for sale?',
    'We have a weatherboard cottage',
    'The Range of products you offer',
    'in the gap between the wall and the window',
    'Success stories?',
    'Paradise for energy nerds',
    'my partner Emerald asked about solar',
    'my name is Nathan',
    'fitzroy terrace reno',
    'What glazing should I choose for west facing windows?',
    'We live in a unit in the city',
    "We're in the hills near the coast",
    'The house is near the beach',
    'I have a question about a remark the builder made',
    'How do I stop condensation on my windows in winter?',
    'What is the best R value for ceiling insulation in zone 6?',
    'Is it worth going 7 star?',
    'We want to go all electric and get off gas',
    'hot water heat pump in winter',
    'we want a 6.6 kw solar system',
    // the phrasings, and words that are suburbs or short forms (Success WA, Alice NSW, Logan VIC)
    'we rent a unit',
    'the sun hits the back',
    'batts in the ceiling',
    'is it worth it',
    'what about double glazing',
    'We rent, so what can I actually do?',
    "the landlord won't let us change anything",
    'we own our home',
    'a three-bedroom home',
    'a 1950s cottage',
    'we bought a block and are designing now',
    "we're adding a room out the back",
    'Is that shiny foil stuff as good as proper batts?',
    'What does SHGC mean?',
    'the west side gets really hot in the arvo',
    "it's a brick veneer place built in the 70s",
    'the roof faces north east',
    'we live on a farm',
    'up in the mountains it gets cold',
    'we live near the coast',
    'Success!',
    'Alice asked about solar',
    'my friend Alice wants a battery',
    'Logan wants a battery',
    'the block is rocky',
    'hit the gong',
    'insulation in alpine areas',
    'in particular the windows',
    'in practice, is it worth it?',
    'in general what should I do',
    'in addition we want solar',
    'in september we start',
    'thanx',
    'helo',
    'batterys',
    'windos',
    'insulashun',
    'building in bungalow style',
  ])('no place in %j', (text) => {
    const r = g.findInText(text);
    expect(where(r)).toBe('none');
  });

  it.each([
    'built in 2019',
    'It was built in 2004 and has no wall insulation',
    'it cost $3000',
    'I spent 3000 on insulation',
    'Cost about 3000 dollars',
    'about 2400 kwh a year',
    'our bill was 1200 last quarter',
    'The quote was 12,000',
    'Budget is 5000',
    'call me on 0412 345 678',
    'In 2023 the rules changed',
    'Model 3000 heat pump',
    'a 2000 litre tank',
  ])('no postcode in %j', (text) => {
    expect(where(g.findInText(text))).toBe('none');
  });

  it.each(['', '   ', '%%%', '\n\t', '🙂🙂', 'x'.repeat(10_000), 'Ballarat '.repeat(2_000), 'a1 '.repeat(5_000)])(
    'garbage input does not throw (length %#)',
    (text) => {
      expect(() => g.findInText(text)).not.toThrow();
      expect(() => g.lookup(text)).not.toThrow();
      if (!/ballarat/i.test(text)) {
        expect(g.findInText(text)).toEqual({ kind: 'none' });
        expect(g.lookup(text)).toEqual({ kind: 'none' });
      }
    },
  );

  it('treats non-string input as nothing', () => {
    expect(g.lookup(undefined as unknown as string)).toEqual({ kind: 'none' });
    expect(g.findInText(null as unknown as string)).toEqual({ kind: 'none' });
  });
});
