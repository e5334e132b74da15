import type { Citation, CollectedVariables } from '@energy-advisor/contracts';
import type { AdvisorTurnInput, TurnAnalysis } from './types';
import type { KnowledgeArticle } from './knowledge/knowledge-base';
import { planAnswer, passagesFor, RENTER_NOTE } from './answer/plan';
import { understand } from './understanding/understand';
import { LOCATION_CUE, SOCIAL } from './intent';
import { askedSlot } from './policy';
import { UNKNOWN_ANSWER } from './slots/slot-patterns';
import { zoneSentence } from './gazetteer/zone-wording';

const TOPICS = 'star ratings, insulation, windows and glazing, heating and cooling, hot water, solar and batteries';

export const GREETING_ADVICE = `Hi! I'm your energy efficiency advisor for Australian homes. I can help with ${TOPICS}.`;
export const OUT_OF_SCOPE_ADVICE = `I'm an energy efficiency advisor for Australian homes, so I can't help with that one. I can help with ${TOPICS}.`;
export const LEAD_ADVICE =
  "I'd be happy to arrange that. Please leave your name and email below and one of our assessors will get in touch.";

function acknowledge(analysis: TurnAnalysis): string | undefined {
  const { collected, changed } = analysis;
  if (changed.includes('location')) return zoneSentence(collected);
  const noted = changed
    .filter((key) => !['state', 'postcode', 'climate_zone', 'climate_zone_confidence', 'nathers_zone'].includes(key))
    .map((key) => `${key.replaceAll('_', ' ')}: ${collected[key]}`);
  return noted.length > 0 ? `Got it (${noted.join(', ')}).` : undefined;
}

/** "What climate zone is Kalgoorlie?", "which zone are we in" */
const ASKS_ZONE =
  /\b(what|which|what's)\b[^.?!]*\bzones?\b|\bzones? (is|are) (it|we|i|this|that)\b|\b(same|different|another)\b[^.?!]*\bzones?\b|\bzones?\b[^.?!]*\b(same|different)\b|\b(is|are|does|do)\b[^.?!]*\b(in|sit in|fall in|fall under|come under|belong to)\b[^.?!]*\bzones?\b/;

/** Asking whether what holds elsewhere holds where the visitor is ("do the same design rules apply here?"). */
const PLACE_CONTRAST = /\b(same|different)\b[^.?!]*\b(here|there|up there|down there)\b|\b(apply|work|hold) (here|there|up here|down here|out here|to us here)\b|\bstill (apply|work|hold)\b/;

const THANKS = /^(thanks|thank you|thank u|thx|ta|cheers)\b/;
const DECLINE = /^(no|nope|nah|not (now|yet|right now|at the moment)|maybe later|i'?m (ok|good|fine))\b/;

/**
 * A reply to a short message that set nothing: thanks get a friendly word, and an answer to the town
 * question that names no place we know gets a request for the postcode instead of silence.
 */
function unmatched(input: AdvisorTurnInput, analysis: TurnAnalysis): string | undefined {
  if (analysis.changed.length > 0 || analysis.ambiguousPlace) return undefined;
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
  const citations = analysis.articles.map(({ article }) => ({ id: article.id, type: 'knowledge', title: article.title }));
  const articles = analysis.articles.map(({ article }) => article);
  if (analysis.intent === 'advice') {
    const question = analysis.question ?? understand(input.message);
    const planned = planAnswer(question.text, question, articles, analysis.collected);
    // a place named inside a question is acknowledged in one line after the answer's opening; asked
    // which zone a place is in, that line is the answer
    const asksZone =
      // (the zone asked beside a broad question, "what zone are we and what should we prioritise", is context)
      ((question.concepts.includes('climate-zone') || question.context.includes('climate-zone')) && ASKS_ZONE.test(question.text)) || (analysis.changed.includes('location') && PLACE_CONTRAST.test(question.text));
    const placeTold = analysis.changed.includes('location') || analysis.changed.includes('state');
    const zoneFirst = asksZone || (analysis.answersEarlier === true && placeTold);
    const location = analysis.changed.includes('location') || zoneFirst ? zoneSentence(analysis.collected) : undefined;
    if (!planned) {
      const none = `I don't have a sourced answer to that in my knowledge base yet. I can help with ${TOPICS}.`;
      return { advice: [none, location].filter(Boolean).join('\n\n'), citations };
    }
    // told after the question that they rent, what that changes comes first
    const renterFirst = analysis.answersEarlier === true && analysis.changed.includes('tenure') && planned.body.includes(RENTER_NOTE);
    const body = renterFirst ? planned.body.filter((text) => text !== RENTER_NOTE) : planned.body;
    const answer = renterFirst ? [RENTER_NOTE, planned.opening] : [planned.opening];
    const opening = zoneFirst && location ? [location, ...answer] : [...answer, ...(location ? [location] : [])];
    const parts = [...opening, ...body, footnote(planned.changing, planned.hasFigures)];
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
