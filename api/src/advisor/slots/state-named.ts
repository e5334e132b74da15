import { denied } from './clause-context';
import type { Words } from './message-words';
import { compileLexicon } from './phrase-lexicon';

type StateCode = 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'NT' | 'ACT';

/** The states and territories as people name them: "Queensland", "Tassie", "over in WA", "the ACT", "the Top End". */
const STATES = compileLexicon<StateCode | 'style'>([
  // NSW's own scheme, said to apply to the visitor's home: "do we have to meet the new BASIX?"
  ['NSW', ['nsw', 'new south wales', 'n s w', 'meet basix', 'meet the basix', 'meet the new basix', 'our basix', 'need basix', 'need a basix', 'get a basix', 'get basix', 'comply with basix', 'submit a basix', 'our basix certificate']],
  ['VIC', ['vic', 'victoria', 'victorian', 'victorians']],
  ['QLD', ['qld', 'queensland', 'q l d', 'seq', 'south east queensland', 'south east qld', 'far north queensland', 'fnq', 'north queensland']],
  ['WA', ['wa', 'western australia', 'western australian', 'western australians', 'w a', 'sandgroper*', 'here in the west', 'over in the west', 'over west']],
  ['SA', ['sa', 'south australia', 'south australian', 'south australians', 'sth australia', 's a', 'south aussie*', 'sth aussie*', 'crow eater*']],
  ['TAS', ['tas', 'tasmania', 'tasmanian', 'tasmanians', 'tassie', 'tassy', 'tazzie']],
  ['NT', ['nt', 'northern territory', 'the territory', 'top end', 'n t']],
  ['ACT', ['act', 'australian capital territory', 'a c t']],
  // a house style, not where the house is
  ['style', ['victorian terrace*|era|style|styled|cottage*|villa*|architecture|period|house|houses|home|homes|mansion|weatherboard|building*|facade|features|fireplace']],
]);

/**
 * Abbreviations that are also everyday words or syllables: they name a state only in capitals ("WA"),
 * after a word that places someone ("we're in wa", "from the act") or as a message's last word.
 */
const GUARDED = new Set(['wa', 'sa', 'nt', 'act', 'w a', 's a', 'n t', 'a c t']);
const PLACING = /\b(?:in|from|to|of|across|around|near|outside|regional|rural|country|north|south|east|west|northern|southern|western|eastern|central)\s+(?:the\s+)?$/;

/** A state as the one making a rule: "when did wa bring in 7 stars", "has sa adopted it". */
const ACTS = /^\s+(?:bring|brought|adopt|adopted|introduce|introduced|require|required|move|moved|start|started|switch|switched|go|went|change|changed)\b/;

/** A territory doing something for its people: "the act have", "the act offer", "the act government". */
const OFFERS = /^\s+(?:have|has|got|offer|offers|give|gives|do|does|run|runs|government|govt|gov|scheme|rebates?|pay|pays)\b/;
const TERRITORIES: ReadonlySet<StateCode> = new Set(['ACT', 'NT']);

/** Words before a state the visitor has left: "left Vic", "moved from NSW", "grew up in Queensland". */
const LEFT = /\b(?:left|leaving|moved (?:away )?from|used to (?:live|be) in|grew up in|originally from|came (?:up |down |over )?from|ex)\s*(?:the\s+)?$/;

/** A state named in a message: its code and the words that named it ("tassie"). */
export interface StateNamed {
  state: StateCode;
  spelled: string;
}

/**
 * The one state or territory a message names, or undefined when it names none or several ("from NSW to
 * Queensland" says no one state).
 */
export function stateNamedIn(words: Words): StateNamed | undefined {
  let named: StateNamed | undefined;
  for (const match of STATES.find(words)) {
    const spelled = words.text.slice(match.start, match.end);
    if (GUARDED.has(spelled)) {
      const typed = words.typed[words.starts.indexOf(match.start)];
      const capitals = typed === spelled.toUpperCase();
      // the last word of a message names the state too ("rebates in wa", "7 stars sa?"), though not "act"
      const last = spelled !== 'act' && /^[\s.?!]*$/.test(words.text.slice(match.end));
      // (nor is "the act" in lower case, unless it offers or has something: "does the act have a scheme")
      const offers = spelled === 'act' && /\bthe\s+$/.test(words.text.slice(0, match.start)) && OFFERS.test(words.text.slice(match.end));
      if (!capitals && !last && !offers && !PLACING.test(words.text.slice(Math.max(0, match.start - 30), match.start)) && !ACTS.test(words.text.slice(match.end))) continue;
      // "act" after "the" must be the territory's: "in the act of" is not a place
      if (spelled === 'act' && !capitals && (!/\bthe\s+$/.test(words.text.slice(0, match.start)) || /^\s+of\b/.test(words.text.slice(match.end)))) continue;
    }
    if (match.value === 'style') continue;
    // "we're not in NSW ... in Queensland", "left Vic, now in Queensland": a state denied or left is not where the home is
    if (denied(words.text, match.start) || LEFT.test(words.text.slice(Math.max(0, match.start - 25), match.start))) continue;
    // "the territory" said after the ACT or before it is that territory ("we're in the ACT, is the territory govt ...")
    if (named !== undefined && spelled === 'the territory' && TERRITORIES.has(named.state)) continue;
    if (named?.spelled === 'the territory' && TERRITORIES.has(match.value)) named = undefined;
    if (named !== undefined && named.state !== match.value) return undefined;
    named = { state: match.value, spelled };
  }
  return named;
}

/** The lexicon, for tests that check the filed look-up against every phrase tried everywhere. */
export const STATE_LEXICON = STATES;
