import { denied } from './clause-context';
import type { Words } from './message-words';
import { compileLexicon } from './phrase-lexicon';
import { VOCABULARY } from './vocabulary';

type DwellingType = 'detached house' | 'townhouse' | 'apartment' | 'duplex' | 'granny flat';

/**
 * The kinds of home, as people mention them in passing: "a three-bedroom home", "our little cottage",
 * "a brick veneer house", "our unit", "an apartment on the 5th floor". `not a home` holds phrases that
 * only look like one ("a flat roof", "the hot water unit"): found first, they hide the word.
 */
const DWELLING = compileLexicon<DwellingType | 'not a home'>(
  [
    ['granny flat', ['granny|grannie flat*', 'secondary dwelling', 'ancillary dwelling', 'granny unit', 'flat ... out the back', 'flat ... behind {own} {home}']],
    ['duplex', ['duplex*', 'dual occupancy', 'dual occ', 'dual occupancies', 'semi detached', '{det} semi', 'half {det} semi']],
    ['townhouse', ['town house*', 'townhouse*', 'terrace', 'terraces', 'terrace house*', 'terraced {house}?', 'row house*', 'villa', 'villas', 'villa unit*']],
    ['apartment', [
      'apartment*', 'a|my|our|in|rent|rented|renting|rental|own|this|strata|studio|ground|floor|storey|bedroom|plan unit', 'a|an|my|our|this {style} {style}? unit', 'unit block', 'block of units', 'own|owning|rent|renting|bought|buying the unit|flat', 'the unit|flat {we}', 'walk up', 'walkup', 'in|at the unit', 'in|at the flat',
      'a|my|our|this|the flat', '#decade unit|units|flat|flats', 'a|my|our|this {style} {style}? flat', 'downstairs|upstairs|basement|studio|rented|rental|ground|floor|top flat', '#number bed* flat', 'condo*', 'high rise', 'highrise', 'on the #ordinal floor', '#ordinal floor {home}', 'level #number {home}',
      // a home in a building others share: strata, a body corporate, a floor or level up
      'strata', 'body corporate', 'owners corporation', 'on level #number', 'on {det}? #ordinal floor|level', '#number floors|storeys|levels up', '#ordinal floor|storey|level up', 'floors up', 'apartment block', 'unit complex',
    ]],
    ['detached house', [
      'detached', 'free standing', 'freestanding', 'stand alone {house}', 'standalone {house}', 'single {house}', 'single family {house}', 'family home',
      '#number bed* {style}? {style}? {house}', '#number br {house}', '#number bedder', 'cottage', 'cottages', 'bungalow', 'bungalows', '{det}|old|classic|timber|highset|lowset queenslander', 'queenslander {house}|style',
      'homestead', 'farmhouse', 'weatherboard', 'fibro', '{build} {build}? {build}? {house}', 'live in a|an {style}? {style}? {house}', '{we} are|am? in a|an {style}? {style}? {house}', 'renting|rent|rented|buying|bought|own|owning|lease|leasing a|an {style}? {style}? house', 'of us in a|an {style}? {style}? {house}', 'on {det}? acreage',
      'house on {det} {land}', 'the|our house in|at',
      // a house designed, drawn, quoted or going up: "designing a house in Cairns", "a new house going up", "speccing for a new house in Orange"
      'a|an new? house in|at|on|going|for', 'new house|houses',
      // a house of a decade, or one being built: "a single-storey 1960s house", "building a house in Mount Barker"
      '#decade {build}? {build}? {house}', 'build|building|built a|an {style}? {style}? house', 'put|putting up a|an {style}? {style}? house',
      // a house told by its bedrooms and bathrooms, as in Western Australia ("a 3x2 in Baldivis"), or its split levels
      '2x1|3x1|3x2|4x1|4x2|4x3|5x2|5x3', '{own} #decade double brick', '{own} double brick', 'split level|levels {house}?',
      // a house on its own land: "a house on a quarter-acre block", "a proper house"
      '{house} on {det}? quarter|half acre {land}?', 'quarter|half acre {land}', 'quarter acre*', 'proper {house}', 'real {house}',
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

/** Answers to "What type of dwelling is it?": "a house", "unit", "half a semi". */
const DWELLING_ANSWERS = compileLexicon<DwellingType>(
  [
    ['granny flat', ['granny flat*']],
    ['duplex', ['duplex*', 'semi*', 'dual occ*']],
    ['townhouse', ['townhouse*', 'town house*', 'terrace*', 'villa*']],
    ['apartment', ['apartment*', 'unit', 'units', 'flat', 'condo*', 'studio']],
    ['detached house', ['house', 'home', 'detached', 'standalone', 'stand alone', 'free standing', 'freestanding', 'cottage', 'bungalow', 'queenslander']],
  ],
  VOCABULARY,
);

/** Which kind wins when several are named (a granny flat behind a house is the granny flat asked about). */
const PRIORITY: readonly DwellingType[] = ['granny flat', 'duplex', 'townhouse', 'apartment', 'detached house'];

/**
 * The kind of home the message names, unless it denies it ("it's not an apartment"). Right after the
 * question (`answered`), a bare kind answers it ("unit", "a house").
 */
export function dwellingTypeIn(words: Words, answered: boolean): DwellingType | undefined {
  const found = new Set<string>();
  for (const match of DWELLING.find(words)) if (!denied(words.text, match.start)) found.add(match.value);
  const told = PRIORITY.find((value) => found.has(value));
  if (told || !answered) return told;
  return DWELLING_ANSWERS.find(words).find((match) => !denied(words.text, match.start))?.value;
}

/** The lexicons, for the filed look-up test and the words typos are corrected to. */
export const DWELLING_LEXICONS = [DWELLING, DWELLING_ANSWERS];
