import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer, type Gazetteer } from './gazetteer';
import { placeOf } from './test/results';

let g: Gazetteer;

beforeAll(() => {
  g = createGazetteer();
});

describe('findInText: the home inside a capital named beside it', () => {
  it.each([
    ["Ballpark, what's a 6.6 kW solar system going for in Perth at the moment? We're up in Joondalup, single storey tiled roof.", 'Joondalup', 'WA'],
    ['What does double glazing cost in Melbourne these days? we live in Coburg', 'Coburg', 'VIC'],
    ["Investment property in Ringwood, on Melbourne's east side: tenants say it's like an icebox.", 'Ringwood', 'VIC'],
    // (an everyday word before the city is the home's kind, not a place: Weatherboard is a town near Ballarat)
    ['Old 50s weatherboard in Melbourne - how much insulation should go in the ceiling?', 'Melbourne', 'VIC'],
    // (someone else's town beside the capital the visitor lives in stays someone else's)
    ['We live in Perth, my mum is in Mandurah', 'Perth', 'WA'],
  ])('%s -> %s', (text, name, state) => {
    expect(placeOf(g.findInText(text))).toMatchObject({ name, state });
  });

  it('does not run a name over a comma ("Salisbury, north of Adelaide" is not Salisbury North)', () => {
    expect(placeOf(g.findInText('We just bought our first place in Salisbury, north of Adelaide.'))).toMatchObject({ name: 'Salisbury', state: 'SA' });
  });
});

describe('findInText: the build named in a place, beside a city spoken of', () => {
  it.each([
    ["Our energy assessor's report for the new build in Moorabbin says 'climate zone 62' but I'm sure I read Melbourne is zone 6 - which is right?", 'Moorabbin'],
    ["Building new in Moorabbin. Confused: the assessor's paperwork says we're climate zone 62, yet everything online says Melbourne's zone 6.", 'Moorabbin'],
  ])('%s -> %s', (text, name) => {
    expect(placeOf(g.findInText(text))).toMatchObject({ name });
  });
});

describe('findInText: a place opening a sentence about its weather', () => {
  it('reads "Orange gets bloody cold." as the town, an everyday word written as a name', () => {
    expect(placeOf(g.findInText("Should I just tell the aircon bloke to whack in the biggest one? Orange gets bloody cold."))).toMatchObject({ name: 'Orange', state: 'NSW' });
    expect(g.findInText('Should I get an orange one? It gets cold.').kind).toBe('none');
  });
});

describe('findInText: a place left behind', () => {
  it('reads the place swapped for as the home: "swapping Darwin for Orange"', () => {
    expect(placeOf(g.findInText("Swapping Darwin for Orange with my job, and the place we're renting has nothing but a reverse cycle split."))).toMatchObject({ name: 'Orange', state: 'NSW' });
  });

  it('reads a city sold up or left as no longer the home', () => {
    expect(placeOf(g.findInText("We've sold up in Perth and we're building our retirement place down south in Busselton."))).toMatchObject({ name: 'Busselton' });
    expect(placeOf(g.findInText('we left Sydney for Orange last year'))).toMatchObject({ name: 'Orange' });
  });
});

describe('findInText: places in a message typed all in lower case', () => {
  it('reads a name that is no English word before the project as the place, and "were up in" as we are', () => {
    expect(placeOf(g.findInText('our builders standard inclusons for the mickleham build have about 40 downlights'))).toMatchObject({ name: 'Mickleham' });
    expect(placeOf(g.findInText('ballpark whats a 6.6 kw solar sytem going for in perth at the moment were up in joondalup'))).toMatchObject({ name: 'Joondalup' });
    expect(g.findInText('our new place is cold').kind).toBe('none');
  });
});
