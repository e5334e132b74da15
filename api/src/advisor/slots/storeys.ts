import { denied } from './clause-context';
import type { Words } from './message-words';
import { compileLexicon } from './phrase-lexicon';

const STOREY = 'storey|storeys|story|stories|level|levels|floor|floors|storied';

/** How many storeys, as people say it: "a double-storey home", "single level", "two floors". */
const STOREYS = compileLexicon(
  [
    ['1', ['single|one|1 {storey}', 'ground floor only', 'no stairs', 'all on one level']],
    ['2', ['double|two|2 {storey}', 'upstairs and downstairs', 'downstairs and upstairs']],
    ['3', ['triple|three|3 {storey}']],
  ],
  { storey: STOREY },
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
