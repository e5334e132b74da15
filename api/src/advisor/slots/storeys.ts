import { denied } from './clause-context';
import type { Words } from './message-words';
import { compileLexicon } from './phrase-lexicon';

const STOREY = 'storey|storeys|story|stories|level|levels|floor|floors|storied';
/** Rooms said to be up or down the stairs ("the upstairs bedrooms", "the lounge downstairs"): the home has two storeys. */
const ROOM = 'bedroom|bedrooms|room|rooms|sunroom|living|lounge|ensuite|bathroom|bathrooms|study';

/** How many storeys, as people say it: "a double-storey home", "single level", "two floors", "the bedrooms upstairs". */
const STOREYS = compileLexicon(
  [
    ['1', ['single|one|1 {storey}', 'ground floor only', 'no stairs', 'all on one level']],
    ['2', ['double|two|2 {storey}', 'upstairs and downstairs', 'downstairs and upstairs', 'upstairs|downstairs {room}', '{room} upstairs|downstairs',
      // the upstairs spoken of as part of the home: "what about upstairs?", "upstairs is the killer", "the bedrooms up there"
      'the|our upstairs', 'about upstairs', 'upstairs is|are|gets|get|was|stays|cooks|bakes', '{room} up there']],
    ['3', ['triple|three|3 {storey}']],
  ],
  { storey: STOREY, room: ROOM },
);

/** Answers to "How many storeys?": "two", "just the one", "single". */
const STOREY_ANSWERS = compileLexicon(
  [
    ['1', ['single', 'one', '1', 'just the one', 'only the one', 'ground floor']],
    ['2', ['double', 'two', '2']],
    ['3', ['triple', 'three', '3']],
  ],
  { storey: STOREY },
);

/**
 * The number of storeys the message tells, unless denied ("not two storeys, just the one" is one).
 * Right after the question (`answered`), a bare number answers it.
 */
export function storeysIn(words: Words, answered: boolean): string | undefined {
  const told = STOREYS.find(words).find((match) => !denied(words.text, match.start));
  if (told) return told.value;
  if (!answered) return undefined;
  return STOREY_ANSWERS.find(words).find((match) => !denied(words.text, match.start))?.value;
}

/** The lexicons, for the filed look-up test and the words typos are corrected to. */
export const STOREY_LEXICONS = [STOREYS, STOREY_ANSWERS];
