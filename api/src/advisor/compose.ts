import type { Citation } from '@energy-advisor/contracts';
import type { AdvisorTurnInput, TurnAnalysis } from './types';
import type { KnowledgeArticle } from './knowledge/knowledge-base';
import { planAnswer, passagesFor, RENTER_NOTE, STATE_NAMES, unsaid } from './answer/plan';
import { zoneLine } from './answer/zone-lines';
import { understand } from './understanding/understand';
import { GENERAL } from './answer/general-concepts';
import { LOCATION_CUE, SOCIAL } from './intent';
import { askedSlot } from './policy';
import { UNKNOWN_ANSWER } from './slots/slot-patterns';
import { comparedZones, zoneSentence } from './gazetteer/zone-wording';

const TOPICS = 'star ratings, insulation, windows and glazing, heating and cooling, hot water, solar and batteries';

export const GREETING_ADVICE = `Hi! I'm your energy efficiency advisor for Australian homes. I can help with ${TOPICS}.`;
export const OUT_OF_SCOPE_ADVICE = `I'm an energy efficiency advisor for Australian homes, so I can't help with that one. I can help with ${TOPICS}.`;
export const LEAD_ADVICE =
  "I'd be happy to arrange that. Please leave your name and email below and one of our assessors will get in touch.";

function acknowledge(analysis: TurnAnalysis): string | undefined {
  const { collected, changed } = analysis;
  if (changed.includes('location')) return zoneSentence(collected);
  // (a state told with no town is noted too: "I'm in Victoria" is understood, the town asked next)
  const noted = changed
    .filter((key) => !['postcode', 'climate_zone', 'climate_zone_confidence', 'nathers_zone'].includes(key) && (key !== 'state' || !collected.location))
    .map((key) => `${key.replaceAll('_', ' ')}: ${collected[key]}`);
  return noted.length > 0 ? `Got it (${noted.join(', ')}).` : undefined;
}

/** "What climate zone is Kalgoorlie?", "which zone are we in", "is Alice Springs zone 3?" */
const ASKS_ZONE =
  /\b(what|which|what's)\b[^.?!]*\bzones?\b|\bzones? (is|are) (it|we|i|this|that)\b|\b(same|different|another|change|changes)\b[^.?!]*\bzones?\b|\bzones?\b[^.?!]*\b(same|different)\b|\b(is|are|does|do)\b[^.?!]*\b(in|sit in|fall in|fall under|come under|belong to)\b[^.?!]*\bzones?\b|\b(is|are|isn't|aren't)\b[^.?!]*\bzones? [1-8]\b|\bzones? [1-8]\b[^.?!]*\b(right|correct|true|yeah)\b|\b(tell|give|need|know|find|check|look up|confirm|work out)\b[^.?!]*\bzones? (for|of|at|in)\b/;

/** Asking whether what holds elsewhere holds where the visitor is ("do the same design rules apply here?"). */
const PLACE_CONTRAST = /\b(same|different)\b[^.?!]*\b(here|there|up there|down there)\b|\b(apply|work|hold) (here|there|up here|down here|out here|to us here)\b|\bstill (apply|work|hold)\b/;

/** Of a message's two questions, the first keeps this many passages and the second adds this many after its opening. */
const FIRST_PASSAGES_BESIDE_SECOND = 2;
const SECOND_PASSAGES = 1;

/** The earlier question asked again of another place: "and in Darwin?", "what about Adelaide", "how about up in Cairns?", "if we were in Darwin instead". */
const ASKS_OF_PLACE = /^(?:(?:and|so|ok|okay|but)\s+)?(?:(?:what|how) about|same (?:for|in)|and (?:in|for|at)|what of|in)\b|^and\b[^.?!]*\?$|\binstead\W*$|\b(?:if|say|suppose) (?:we|i) (?:were|was|lived|moved|built)\b|\b(?:if|say|suppose) (?:it|the (?:house|home|place)) (?:was|were|is) (?:in|up in|down in|over in|out in)\b/;

/** State and territory names and codes, with the words that go with them ("the", "state of", "Tassie"). */
const STATE_WORDS = new RegExp(
  String.raw`(the|state of|territory|tassie|${Object.entries(STATE_NAMES).flatMap(([code, name]) => [code, name]).join('|').toLowerCase()})`,
  'g',
);

const THANKS = /^(thanks|thank you|thank u|thx|ta|cheers)\b/;
const DECLINE = /^(no|nope|nah|not (now|yet|right now|at the moment)|maybe later|i'?m (ok|good|fine))\b/;

/**
 * A reply to a short message that set nothing: thanks get a friendly word, and an answer to the town
 * question that names no place we know gets a request for the postcode instead of silence.
 */
function unmatched(input: AdvisorTurnInput, analysis: TurnAnalysis): string | undefined {
  // (a state named with the place, "out in the WA wheatbelt", still leaves the town to ask for)
  if (analysis.changed.some((key) => key !== 'state') || analysis.ambiguousPlace) return undefined;
  const text = input.message.toLowerCase().replace(/[’]/g, "'").trim();
  if (THANKS.test(text)) return "You're welcome!";
  const lastAssistant = [...input.history].reverse().find((entry) => entry.role === 'assistant')?.content;
  if (lastAssistant !== undefined && askedSlot(lastAssistant) === 'lead_offer' && DECLINE.test(text)) {
    return 'No problem. If anything else comes up about your home, just ask.';
  }
  // with no history the visitor is answering the greeting, which asks for the town
  const askedLocation = lastAssistant === undefined || askedSlot(lastAssistant) === 'location';
  const cued = LOCATION_CUE.exec(text)?.groups?.place;
  if (!(askedLocation || cued) || SOCIAL.test(text) || UNKNOWN_ANSWER.test(text) || text.length > 60) return undefined;
  // the place as written ("the Blue Mountains" from "I'm in the Blue Mountains")
  const written = cued ? input.message.trim().slice(-cued.length) : input.message.trim();
  const name = written.replace(/^the\s+/i, '').replace(/[*_`[\]<>]|[.!?]+$/g, '');
  // a state said alone ("I'm in Victoria", "WA") was understood: only a place beside it is unknown
  if (analysis.changed.includes('state') && name.toLowerCase().replace(STATE_WORDS, ' ').trim() === '') return undefined;
  return `I couldn't find "${name}" among the Australian towns, suburbs and postcodes I know. Could you give me the postcode, or the nearest larger town?`;
}

/**
 * The offline advisor's reply text, built only from knowledge-base sentences and passages (so every
 * figure it states is in a cited article), plus the citations. A question's answer comes first (see
 * answer/plan.ts) and the location line after its opening; a turn that only gave details opens on
 * what it noted.
 */
export function composeAdvice(input: AdvisorTurnInput, analysis: TurnAnalysis): { advice: string; citations: Citation[] } {
  if (analysis.intent === 'greeting') return { advice: GREETING_ADVICE, citations: [] };
  if (analysis.intent === 'out_of_scope') return { advice: OUT_OF_SCOPE_ADVICE, citations: [] };
  if (analysis.intent === 'lead') {
    const email = analysis.collected.email;
    return {
      advice: email ? `Thanks, we already have your details (${email}) and will be in touch soon.` : LEAD_ADVICE,
      citations: [],
    };
  }
  const cited = [...analysis.articles, ...(analysis.also?.articles ?? [])].map(({ article }) => article);
  const citations = cited.filter((article, at) => cited.indexOf(article) === at).map((article) => ({ id: article.id, type: 'knowledge', title: article.title }));
  const articles = analysis.articles.map(({ article }) => article);
  if (analysis.intent === 'advice') {
    const question = analysis.question ?? understand(input.message);
    const planned = planAnswer(question.text, question, articles, analysis.collected);
    // a place named inside a question is acknowledged in one line after the answer's opening; asked
    // which zone a place is in, that line is the answer
    const asksZone =
      // (the zone asked beside a broad question, "what zone are we and what should we prioritise", is context)
      // (not beside a NatHERS zone, "the report says zone 62, I thought we were zone 6": the two kinds of zone are the answer)
      // (nor a follow-up whose own words ask no zone, the zone carried by its "that": "so what does that mean for the ceiling insulation?")
      ((question.concepts.includes('climate-zone') || question.context.includes('climate-zone')) && !question.concepts.includes('nathers-zones') && ASKS_ZONE.test(question.text) && /zon/i.test(input.message)) ||
      // (whether one thing works there, "would rammed earth work here?", is that thing's answer, the place after it)
      (analysis.changed.includes('location') && PLACE_CONTRAST.test(question.text) && question.concepts.every((id) => GENERAL.has(id) || id === 'climate-zone'));
    const placeTold = analysis.changed.includes('location') || analysis.changed.includes('state');
    // (a place told after a question, "I'm in Hobart", opens on its zone; told with more, "I've got 6.6 kW of
    // solar and I'm in Adelaide", the answer the rest changes comes first)
    // (asked of another place, "and in Darwin?", "what about Adelaide?", the answer for it comes first)
    const ofPlace = ASKS_OF_PLACE.test(input.message.trim().toLowerCase());
    const onlyPlace = analysis.answersEarlier === true && placeTold && !ofPlace && understand(input.message).concepts.every((id) => GENERAL.has(id) || id === 'climate-zone');
    const zoneFirst = asksZone || onlyPlace;
    const location = analysis.changed.includes('location') || zoneFirst ? zoneSentence(analysis.collected) : undefined;
    if (!planned) {
      const none = `I don't have a sourced answer to that in my knowledge base yet. I can help with ${TOPICS}.`;
      return { advice: [none, location].filter(Boolean).join('\n\n'), citations };
    }
    // told after the question that they rent, what that changes comes first
    const renterFirst = analysis.answersEarlier === true && analysis.changed.includes('tenure') && planned.body.includes(RENTER_NOTE);
    // (asked of another place, "what about Darwin?", the city's figure is what changed: it comes first)
    const askedOfPlace = analysis.answersEarlier === true && placeTold && ofPlace;
    const figureFirst = askedOfPlace ? planned.placeFigure : undefined;
    // (with no figure for the city, its zone comes first, with what the answer says of that zone:
    // "what if we were in Cairns instead?" after the walls' R-value)
    const zone = Number(analysis.collected.climate_zone);
    const [top] = articles;
    const zoneSaid = askedOfPlace && !figureFirst && top && zone > 0 ? zoneLine(top, zone) : undefined;
    const moved = renterFirst ? RENTER_NOTE : figureFirst;
    // (the zone's line said first is left out of the passages: its list keeps the other zones' lines)
    const body = moved ? planned.body.filter((text) => text !== moved) : zoneSaid ? unsaid(planned.body, [zoneSaid]) : planned.body;
    const answer = moved ? [moved, planned.opening] : zoneSaid ? [zoneSaid, planned.opening] : [planned.opening];
    // (asked of its zone beside another place's, "is Ballarat the same zone as Melbourne?", both are said)
    const places = asksZone && analysis.comparedPlace ? comparedZones(analysis.collected, analysis.comparedPlace) : undefined;
    const opening = places ? [...places, ...answer] : (zoneFirst || zoneSaid) && location ? [location, ...answer] : [...answer, ...(location ? [location] : [])];
    // a second question asked in the same message is answered after the first, which gives up a passage for it
    const also = analysis.also && planAnswer(analysis.also.question.text, analysis.also.question, analysis.also.articles.map(({ article }) => article), analysis.collected);
    const first = also ? body.slice(0, FIRST_PASSAGES_BESIDE_SECOND) : body;
    // (when what opens its answer was said already, the first answer answered it too)
    const secondOpening = also ? unsaid([also.opening], [...answer, ...first]) : [];
    const second = also && secondOpening.length > 0 ? [...secondOpening, ...unsaid(also.body, [...answer, ...first])].slice(0, 1 + SECOND_PASSAGES) : [];
    const changing = planned.changing ?? also?.changing;
    const hasFigures = planned.hasFigures || also?.hasFigures === true;
    const parts = [...opening, ...first, ...second, footnote(changing, hasFigures)];
    return { advice: parts.filter(Boolean).join('\n\n'), citations };
  }
  const parts: string[] = [];
  const acknowledgement = acknowledge(analysis) ?? unmatched(input, analysis);
  if (acknowledgement) parts.push(acknowledgement);
  const [top] = articles;
  if (top) {
    const passages = passagesFor(top, input.message, analysis.collected, 2);
    parts.push(...passages, footnote(top.changing ? top : undefined, passages.some((text) => /\d/.test(text))));
  }
  // a message that told nothing the advisor could read is steered back, never met with silence
  if (!parts.some(Boolean)) return { advice: OUT_OF_SCOPE_ADVICE, citations: [] };
  return { advice: parts.filter(Boolean).join('\n\n'), citations };
}

/** The closing note: when the facts were checked (rebates, prices, rules), or that figures vary. */
function footnote(changing: KnowledgeArticle | undefined, hasFigures: boolean): string {
  if (changing) return `_Prices, rebates and rules change: these facts were checked on ${changing.checked}._`;
  return hasFigures ? '_Figures are indicative and vary from home to home._' : '';
}
