import type { Citation, CollectedVariables } from '@energy-advisor/contracts';
import type { AdvisorTurnInput, TurnAnalysis } from './types';
import { bestPassages, passageText } from './knowledge/passages';
import { LOCATION_CUE, SOCIAL } from './intent';
import { askedSlot } from './policy';
import { UNKNOWN_ANSWER } from './slots/slot-patterns';

/** NCC climate zone names (ABCB climate zone map). */
export const ZONE_NAMES: Record<number, string> = {
  1: 'high humidity summer, warm winter',
  2: 'warm humid summer, mild winter',
  3: 'hot dry summer, warm winter',
  4: 'hot dry summer, cool winter',
  5: 'warm temperate',
  6: 'mild temperate',
  7: 'cool temperate',
  8: 'alpine',
};

/** State and territory names, for passages written per state ("## Western Australia"). */
const STATE_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
};

const TOPICS = 'star ratings, insulation, windows and glazing, heating and cooling, hot water, solar and batteries';

export const GREETING_ADVICE = `Hi! I'm your energy efficiency advisor for Australian homes. I can help with ${TOPICS}.`;
export const OUT_OF_SCOPE_ADVICE = `I'm an energy efficiency advisor for Australian homes, so I can't help with that one. I can help with ${TOPICS}.`;
export const LEAD_ADVICE =
  "I'd be happy to arrange that. Please leave your name and email below and one of our assessors will get in touch.";

/** "climate zone 6 (mild temperate)", with "likely" when the zone was derived. */
export function describeZone(collected: CollectedVariables): string | undefined {
  const zone = Number(collected.climate_zone);
  if (!collected.climate_zone || !ZONE_NAMES[zone]) return undefined;
  const likely = collected.climate_zone_confidence === 'likely' ? 'likely ' : '';
  return `${likely}NCC climate zone ${zone} (${ZONE_NAMES[zone]})`;
}

function acknowledge(analysis: TurnAnalysis): string | undefined {
  const { collected, changed } = analysis;
  if (changed.includes('location')) {
    const zone = describeZone(collected);
    if (!zone) {
      return `Thanks, I've noted ${collected.location}. I can't confirm its NCC climate zone from my data, so check it on the ABCB climate zone map or with your council or a NatHERS assessor.`;
    }
    const check = collected.climate_zone_confidence === 'likely' ? ' Please confirm it on the ABCB climate zone map, as zone boundaries follow council areas.' : '';
    return `Thanks! ${collected.location} is in ${zone}.${check}`;
  }
  const noted = changed
    .filter((key) => !['state', 'postcode', 'climate_zone', 'climate_zone_confidence', 'nathers_zone'].includes(key))
    .map((key) => `${key.replaceAll('_', ' ')}: ${collected[key]}`);
  return noted.length > 0 ? `Got it (${noted.join(', ')}).` : undefined;
}

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
 * The offline advisor's reply text, built only from knowledge-base passages (so every figure it
 * states is in a cited article), plus the citations.
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
  const zone = Number(analysis.collected.climate_zone) || null;
  const parts: string[] = [];
  // a place named inside a question is acknowledged too, so its zone (or that we cannot confirm it) is said
  const acknowledgement =
    analysis.intent === 'details'
      ? (acknowledge(analysis) ?? unmatched(input, analysis))
      : analysis.changed.includes('location')
        ? acknowledge({ ...analysis, changed: ['location'] })
        : undefined;
  if (acknowledgement) parts.push(acknowledgement);

  const [top] = analysis.articles;
  if (top) {
    // the visitor's town counts as a query word, so a table row or line about it is picked
    const town = analysis.collected.location?.replace(/,.*$/, '') ?? '';
    const state = STATE_NAMES[analysis.collected.state ?? ''] ?? '';
    const query = `${input.message} ${town} ${state} ${analysis.collected.state ?? ''}`;
    const passages = bestPassages(top.article, query, zone, analysis.intent === 'details' ? 2 : 3, undefined, state || undefined);
    const zoneText = describeZone(analysis.collected);
    if (analysis.intent === 'advice' && !acknowledgement && zoneText && passages.some((passage) => passage.zones !== null)) {
      parts.push(`For ${analysis.collected.location}, in ${zoneText}:`);
    }
    parts.push(`**${top.article.title}**`, ...passages.map(passageText));
    if (top.article.changing) {
      parts.push(`_Prices, rebates and rules change: these facts were checked on ${top.article.checked}._`);
    } else if (passages.some((passage) => /\d/.test(passage.text))) {
      parts.push('_Figures are indicative and vary from home to home._');
    }
  } else if (analysis.intent === 'advice') {
    parts.push(`I don't have a sourced answer to that in my knowledge base yet. I can help with ${TOPICS}.`);
  }
  const citations = analysis.articles.map(({ article }) => ({ id: article.id, type: 'knowledge', title: article.title }));
  return { advice: parts.join('\n\n'), citations };
}
