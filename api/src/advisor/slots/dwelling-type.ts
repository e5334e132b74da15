import { denied } from './clause-context';
import { compileLexicon, type Words } from './phrase-lexicon';
import { VOCABULARY } from './vocabulary';

type DwellingType = 'detached house' | 'townhouse' | 'apartment' | 'duplex' | 'granny flat';

/**
 * The kinds of home, as people mention them in passing: "a three-bedroom home", "our little cottage",
 * "a brick veneer house", "our unit", "an apartment on the 5th floor". `not a home` holds phrases that
 * only look like one ("a flat roof", "the hot water unit"): found first, they hide the word.
 */
const DWELLING = compileLexicon<DwellingType | 'not a home'>(
  [
    ['granny flat', ['granny flat*', 'secondary dwelling', 'ancillary dwelling', 'granny unit']],
    ['duplex', ['duplex*', 'dual occupancy', 'dual occ', 'dual occupancies']],
    ['townhouse', ['town house*', 'townhouse*', 'terrace', 'terraces', 'terrace house*', 'terraced {house}?', 'row house*', 'villa', 'villas', 'villa unit*', 'semi detached']],
    ['apartment', [
      'apartment*', 'a|my|our|in|rent|rented|renting|own|this|strata|studio|ground|floor|storey|bedroom unit', 'unit block', 'block of units',
      'a|my|our|this flat', 'condo*', 'high rise', 'highrise', 'on the #ordinal floor', '#ordinal floor {home}', 'level #number {home}',
    ]],
    ['detached house', [
      'detached', 'free standing', 'freestanding', 'stand alone {house}', 'standalone {house}', 'single {house}', 'single family {house}', 'family home',
      '#number bed* {style}? {style}? {house}', '#number br {house}', '#number bedder', 'cottage', 'cottages', 'bungalow', 'bungalows', 'queenslander',
      'homestead', 'farmhouse', 'weatherboard', 'fibro', '{build} {build}? {build}? {house}', 'live in a|an {style}? {style}? {house}', 'on {det}? acreage',
      'house on {det} {land}',
    ]],
    ['not a home', [
      '{det} flat roof*', '{det} flat rate*', '{det} flat fee*', '{det} flat ceiling*', '{det} flat panel*', '{det} flat surface*', 'flat out',
      '{det} unit of', 'the unit', 'units of', 'unit price', 'unit cost', 'unit rate',
    ]],
  ],
  {
    ...VOCABULARY,
    house: 'house|houses|home|cottage|bungalow|queenslander|homestead|farmhouse|shack|place|weatherboard|fibro|veneer|property',
    build: 'brick|veneer|double|triple|single|timber|weatherboard|fibro|federation|californian|art|deco|edwardian|victorian|mudbrick|stone|sandstone|rendered|besser|highset|lowset|high|low|set|storey|story|level|split|solid',
  },
);

/** Which kind wins when several are named (a granny flat behind a house is the granny flat asked about). */
const PRIORITY: readonly DwellingType[] = ['granny flat', 'duplex', 'townhouse', 'apartment', 'detached house'];

/** The kind of home the message names, unless it denies it ("it's not an apartment"). */
export function dwellingTypeIn(words: Words): DwellingType | undefined {
  const found = new Set<string>();
  for (const match of DWELLING.find(words)) if (!denied(words.text, match.start)) found.add(match.value);
  return PRIORITY.find((value) => found.has(value));
}

/** The lexicon, for tests that check the filed look-up against every phrase tried everywhere. */
export const DWELLING_LEXICON = DWELLING;
