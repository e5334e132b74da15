import type { TurnIntent } from './types';

const LEAD =
  /\b(quote|quotation|(energy |home |an |efficiency )assessment|assessor|contact me|call me|ring me|get in touch|reach out to me|book (an?|a time|in)|consultation|speak (to|with) (someone|a person|an? expert|an? advisor|a human)|talk to (someone|a person|an? expert|a human)|email me|send me (a|the|my) (plan|report|quote)|personali[sz]ed plan|sign me up)\b/;
const AFFIRM = /^(yes|yeah|yep|yup|sure|ok|okay|please|please do|sounds good|that would be (great|good)|go ahead|absolutely|definitely|i would|i'd like that)\b/;
const GREETING = /^(hi|hello|hey|hiya|g'?day|good (morning|afternoon|evening)|howdy)\b[\s!.,]*(there|mate|team|all)?[\s!.,]*$/;
const DOMAIN =
  /(energy|star|rating|nathers|ncc|insulat|window|glaz|solar|batter|heat|hot water|cool|air ?con|bill|thermal|draught|draft|condens|mould|mold|shad|eave|orient|ventil|fan\b|fans|rebate|build|retrofit|renovat|extension|house|home|climate|zone|efficien|power|electric|gas\b|roof|wall|floor|ceiling|slab|brick|timber|frame|emission|carbon|sustainab|passive|design|kwh|tariff|feed-in|inverter|panel|r-?value|u-?value|shgc|basix|apartment|townhouse|dwelling|storey|comfort|temperature|winter|summer|sun\b|cost|save|saving|upgrade|bill)/;

/** What the visitor wants from this turn. */
export function classifyIntent(input: {
  text: string;
  changed: string[];
  leadOffered: boolean;
}): TurnIntent {
  const text = input.text.toLowerCase().replace(/[’]/g, "'").trim();
  if (LEAD.test(text)) return 'lead';
  if (input.leadOffered && AFFIRM.test(text)) return 'lead';
  if (GREETING.test(text)) return 'greeting';
  const words = text.split(/\s+/).filter(Boolean).length;
  if (!DOMAIN.test(text)) return input.changed.length > 0 || words <= 3 ? 'details' : 'out_of_scope';
  if (input.changed.length > 0 && words <= 8 && !text.includes('?')) return 'details';
  return 'advice';
}
