import type { Vocabulary } from './phrase-lexicon';

/** Word groups the slot lexicons share, used in their phrases as `{name}`. */
export const VOCABULARY: Vocabulary = {
  /** "a", "our", "this": the words before a noun */
  det: "a|an|the|our|my|this|that|some|their|his|her|your",
  /** "our", "my": whose it is */
  own: 'our|my',
  /** a home, in everyday words */
  home: 'house|houses|home|homes|place|cottage|bungalow|weatherboard|fibro|veneer|queenslander|terrace|townhouse|unit|apartment|flat|semi|villa|property|dwelling|shack|farmhouse|homestead|residence|duplex',
  /** what a home is built of or looks like: "a brick veneer house", "a timber cottage" */
  style: "brick|veneer|double|timber|highset|lowset|weatherboard|fibro|federation|californian|art|deco|victorian|edwardian|georgian|heritage|period|character|post|war|postwar|mid|century|miner's|workers|worker's|stone|sandstone|mudbrick|rendered|besser|block|little|small|tiny|big|large|old|older|lovely|draughty|drafty|freezing|cold|hot|leaky|tired|original|solid",
  /** "old", "older", "existing": a home that already stands */
  old: 'old|older|existing|current|original|ageing|aging|aged|dated|tired|established',
  /** "we", "I" and how they are said */
  we: "we|i|we're|i'm|we've|i've|we'd|i'd|we'll|i'll|us|me|were|im|weve|ive",
  /** "bought", "purchased": how a home or land was acquired */
  bought: 'bought|buy|buying|purchased|purchase|purchasing|got|acquired|settled|settling|inherited',
  /** land to build on */
  land: 'block|land|lot|site|allotment|acreage|acres|plot|section',
  /** a room, in everyday words */
  room: 'room|rooms|upstairs|bedroom|bedrooms|bathroom|ensuite|suite|master|parents|retreat|living|family|rumpus|games|media|theatre|sunroom|study|studio|office|kitchen|laundry|wing|storey|story|level|floor|loft|attic|bay|granny',
  /** "adding", "put on", "tacking on": making a home bigger */
  adding: 'add|adding|added|adds|putting|put|tack|tacking|tacked|whack|whacking|chuck|chucking|pop|popping|stick|sticking',
  /** how many */
  number: 'one|two|three|four|five|six|seven|eight|nine|ten|1|2|3|4|5|6|7|8|9|10|a|an|another|extra|second|third|2nd|3rd|new',
};
