/**
 * Which articles answer a question before retrieval ranks the rest: the article a definition's term is
 * defined in, the one two things compared share, the one a leading concept names, the renters' article
 * for a renter, the article written to judge whether a thing is worth it, a subject's overview when its
 * options are asked, a rule's own article; and the articles about what the question names, which rank
 * higher (the engine's retrieval context).
 */
import type { KnowledgeArticle } from '../knowledge/knowledge-base';
import type { Understanding } from '../understanding/understand';
import { conceptById, namedAfterWhats, namesAcronym, type Concept } from '../understanding/lexicon';
import { saysIncluded } from '../understanding/inclusion';
import { articleFacts, type ArticleFacts } from './article-facts';
import { STATE_ADOPTION, STATE_TOPIC } from './state-topics';
import { otherStatesRule } from './other-state';
import { passiveDesignFor } from './overview';
import { ASKS_HEAT_OR_COLD, RATING_JUDGED } from './aspects';
import { LOST_THROUGH } from '../understanding/told';
import { GENERAL } from './general-concepts';
import { pairArticle, sharedArticles, summaryPair } from './compared-articles';

/**
 * Articles about what the question names (its specific concepts' articles), which rank higher than
 * an article that only shares its other words ("the new house" in a question about heating); for a
 * renter asking about a change to the building, the renters' article.
 */
export function relatedArticles(question: Understanding): string[] {
  const concepts = question.concepts.flatMap((id) => conceptById.get(id) ?? []).filter((concept) => !GENERAL.has(concept.id));
  const related = concepts.flatMap((concept) => concept.articles);
  return [...new Set(related)];
}
/** Asking the rating an old or typical existing home has. */
const OLD_HOME_RATING =
  /\b(star rating|stars?|rating)\b[^.?!]{0,40}\b(\d{4}s|'?\d0s|sixties|seventies|fifties|eighties|forties|old|older|existing|typical|average|most) (house|home|place|houses|homes)\b|\b(old|older|existing|typical|average|\d{4}s|'?\d0s|sixties|seventies|fifties|eighties)( [\w-]+){0,3} (house|home|place|houses|homes)\b[^.?!]{0,40}\b(rate|rated|rating|stars?)\b/;
const RATING_HISTORY = 'star-rating-history';
/** Asking whether renters may have a thing at all: "can we even get solar?", "is a battery on the table for us?". */
const RENTER_MAY = /\b(can|could|are) (we|i|renters|tenants) (even |actually |still |ever )?(get|have|put|install|be allowed|allowed)\b|\b(on the table|allowed|an option|possible) for (us|me|renters|tenants)\b|\b(even )?on the table\b/;
/** Asking whether a thing caused a problem: "did the insulation cause this?", "is the heat pump to blame?". */
const CAUSED = /\b(did|does|could|would|is|was|can|has|have)\b[^.?!]{0,40}\b(cause|caused|causing|to blame|made (it|this|that) worse|behind (it|this|that))\b/;
/** Asking whether a thing cures a problem: "would it stop", "will that fix", "get rid of", "sort out". */
const CURES = /\b(would|will|does|do|could|can|might)\b[^.?!]{0,40}\b(stop|fix|cure|solve|get rid of|prevent|sort( out)?|end|help with)\b/;
/** Asking which of two things to do first. */
const WHICH_FIRST = /\bor\b[^.?!]{0,40}\b(first|before|priorit\w*)\b|\b(first|before)\b[^.?!]{0,40}\bor\b|\b(which|what) (one |should (we|i) do |to do )?first\b/;
const RETROFIT_ORDER = 'retrofit-priorities';

/** Asking whether something must be done anyway: "does the builder have to", "is it compulsory". */
const OBLIGED = /\b(have to|has to|must|required|compulsory|mandatory|by law|anyway)\b/;

/** The article on what the star scale means. */
const STAR_SCALE = 'nathers-star-ratings';
/** The renters' article. */
export const RENTERS = 'renters-energy-efficiency';
/** The article on the energy rules for new homes (when each state adopted them: STATE_ADOPTION). */
const NEW_HOME_RULES = 'ncc-2022-overview';
/** The concept of a project's approvals and paperwork, naming no rule of its own. */
const APPROVALS = 'approvals';
/** Topics the new-home rules set a level for: asked what a new build needs of them, the rules answer. */
const RULED = new Set(['star-rating', 'seven-stars']);
/** Concepts looked up for a place (a zone): retrieval finds the article for the visitor's state. */
const LOOKUPS = new Set(['climate-zone']);
/** A landlord who has agreed to an upgrade: "the landlord's finally agreed to", "the owner said yes". */
const LANDLORD_AGREED = /\b(landlord|landlady|owner|agent|property manager)('s| has| is|'ll| will)? (finally |now |actually )?(agreed|offered|happy|willing|keen|said (yes|he'll|she'll|they'll))\b/;
/** The article on sizing an air conditioner to its room. */
const AIRCON_SIZING = 'air-conditioner-sizing-and-labels';
/** Asking how big a thing should be: "how big a unit", "what size", "how many kW", "what capacity". */
const ASKS_SIZE = /\b(how big|what size|which size|how many kw|what kw|what capacity|oversiz\w*|undersiz\w*|too big|too small|big enough)\b/;
/** Asking what options a thing offers: "what are my solar options?", "what can I do with solar besides panels?" */
const ASKS_OPTIONS = /\b(options|choices|what (else )?(can|could|should) (i|we) do with|ways to use|besides|apart from|other than)\b/;

/** Asking for the best kind of a thing: "the best hot water option", "which one would you go with". */
const ASKS_BEST = /\b(best|which (one|type|kind|system|sort)|what (type|kind|sort) of|would you (go with|go for|get|pick|choose|recommend)|should (we|i) (go with|go for|get|pick|choose))\b/;

/** "What does SHGC mean?", "what do the letters stand for" */
const ASKS_MEANING = /\b(mean|means|meaning|stand for|stands for|short for|define)\b/;

/**
 * The articles a question names by its concepts, to be answered from first: for a definition, the one
 * that explains the acronym asked about (or the one named thing); for a comparison, the article that
 * covers both things compared ("foil" and "batts": bulk vs reflective insulation).
 */
function preferredArticles(
  message: string,
  question: Understanding,
  collected: { tenure?: string; project_type?: string; state?: string; climate_zone?: string; heating_fuel?: string },
  { definitions, bodyOf, summaryOf, judges, overviews, stateRules, stateRebates, aboutRebates, federalRebates, sentencesOf, programNamed, retrofitOnly, comparing, topicsOf }: ArticleFacts,
): string[] {
  const lower = message.toLowerCase();
  // heat lost through one part ("how much heat goes out through the windows?"): that part's own article
  const through = LOST_THROUGH.test(lower) ? question.concepts.flatMap((id) => conceptById.get(id) ?? []).filter((concept) => !GENERAL.has(concept.id)) : [];
  if (through.length === 1 && through[0]?.articles.length) return through[0].articles.slice(0, 1);
  // whether a measure would cure a problem ("would double glazing stop the windows dripping with
  // condensation?") or caused it ("did the insulation cause this?"): the problem's own article says
  // what causes it and what fixes it
  // (the problem told before the question, "the windows are running with water. would double glazing sort that out?")
  const problems = [...question.concepts, ...question.context].flatMap((id) => conceptById.get(id) ?? []).filter((concept) => concept.problem);
  if (problems.length === 1 && question.concepts.some((id) => conceptById.get(id)?.measure) && (CURES.test(lower) || CAUSED.test(lower))) return problems[0]?.articles.slice(0, 1) ?? [];
  // the rating an old or typical home has ("what star rating would a 1960s house be?"): the history of ratings
  // (not the rules an extension must meet: "does the extension need 7 stars, and could it drag the existing house in?")
  if (OLD_HOME_RATING.test(lower) && question.type !== 'compliance' && collected.project_type !== 'extension' && collected.project_type !== 'new build') return [RATING_HISTORY];
  // which of two upgrades to do first in an existing home ("double glazing or insulation first?"): the priorities
  // (unless one article's summary speaks of both: "solar first or a battery?" is the battery's)
  if (WHICH_FIRST.test(lower) && collected.project_type !== 'new build' && question.concepts.filter((id) => conceptById.get(id)?.measure).length >= 2) {
    const both = summaryPair(question, summaryOf);
    return both.length > 0 ? both : [RETROFIT_ORDER];
  }
  // whether a rating is good: the article on what the stars mean
  if (RATING_JUDGED.test(lower)) return [STAR_SCALE];
  // how big an air conditioner should be ("how big a unit do I need for a 5 by 6 lounge?"): the sizing article
  if (question.concepts.includes('air-conditioning') && question.type !== 'cost' && question.type !== 'rebate' && ASKS_SIZE.test(lower)) return [AIRCON_SIZING, ...(conceptById.get('air-conditioning')?.articles.filter((id) => id !== AIRCON_SIZING) ?? [])];
  // whether heating or cooling matters more where the visitor is: the design article for their zone
  const zone = Number(collected.climate_zone) || 0;
  if (zone > 0 && ASKS_HEAT_OR_COLD.test(lower)) return [passiveDesignFor(zone)];
  // a rule of another state asked about ("do we still need BASIX?" from Canberra): the visitor's own
  // state's rules answer, the scheme's own article after them
  const elsewhere = question.type !== 'definition' ? otherStatesRule(question, collected.state, (id) => ({ topics: topicsOf(id) })) : undefined;
  if (elsewhere) return [stateRules(collected.state ?? '') ?? STATE_ADOPTION, elsewhere.id];
  // a rebate program named by its name is answered from its own article
  const program = question.type === 'rebate' ? programNamed(lower) : undefined;
  if (program) return [program];
  // a rebate asked where the state is known, about nothing with a rebate article of its own ("does the
  // ACT chuck in any cash to swap the gas heater?"): the state's own rebates
  const ownRebates = question.type === 'rebate' && collected.state ? stateRebates(collected.state) : undefined;
  const named = question.concepts.flatMap((id) => conceptById.get(id)?.articles ?? []);
  if (ownRebates && !named.some((id) => aboutRebates(id))) return [ownRebates];
  // a rebate for one thing with no state known ("any discount on solar panels?"): the federal article
  // whose discounts are for that thing
  const forThing = question.type === 'rebate' && !collected.state ? question.concepts.flatMap((id) => conceptById.get(id) ?? []).filter((concept) => !GENERAL.has(concept.id)) : [];
  const federal = forThing.length === 1 && !forThing[0]?.articles.some((id) => aboutRebates(id)) ? federalRebates.find(({ topics }) => topics.some((topic) => forThing[0]?.names.test(topic))) : undefined;
  if (federal) return [federal.id];
  const concepts = question.concepts.flatMap((id) => conceptById.get(id) ?? []).filter((concept) => concept.articles.length > 0);
  if (question.type === 'definition') {
    const text = lower;
    // (a term the question asks about before one it only tells: "called SHGC, next to the U-value - what is that one?")
    const asked = question.mentions.join(' ').toLowerCase();
    const defined = definitions.find(({ term }) => term.test(asked)) ?? definitions.find(({ term }) => term.test(text));
    if (defined) return [defined.id];
    const acronym = concepts.find((concept) => namesAcronym(concept, text));
    if (acronym && ASKS_MEANING.test(text)) return [...acronym.articles];
    const specific = concepts.filter((concept) => concept.id !== 'energy' && concept.id !== 'new-build');
    // (the one thing named by another of its names, "a terrible U number": the article written to define it, by its label)
    const [only] = specific;
    if (only && specific.length === 1) {
      const defining = definitions.find(({ term }) => term.test(only.label.toLowerCase()));
      return defining && !only.articles.includes(defining.id) ? [defining.id, ...only.articles] : [...only.articles];
    }
    // of several things named, the one right after "what's a" ("what's a feed in tariff, it's on the bill since we got solar")
    const first = namedAfterWhats(text, specific);
    if (first) return [...first.articles];
    // of several things named ("a 7 star energy rating"), the one an article is written to define, unless
    // one is a measure: the stars on an aircon's sticker are the aircon's
    if (specific.some((concept) => concept.measure)) return [];
    const defining = new Set(definitions.map(({ id }) => id));
    return specific.flatMap((concept) => concept.articles.filter((id) => defining.has(id))).slice(0, 1);
  }
  // a renter asking whether they may have a change to the building at all ("we rent - can we even get
  // solar or a battery?"): what renters can do and ask for
  const building = concepts.some((concept) => concept.measure === 'renovation');
  if (collected.tenure === 'renter' && building && RENTER_MAY.test(lower)) return [RENTERS];
  // the things compared are the subject, whatever else the question names ("polyester or glasswool batts for the ceiling?")
  if (question.type === 'comparison') {
    // (an article written to set the two against each other answers first: "BASIX or NatHERS?")
    // (or, with no pair set against each other, the two things named: "do the two overlap, or do my jobs need both?")
    const named = question.concepts.flatMap((id) => conceptById.get(id) ?? []).filter((concept) => !GENERAL.has(concept.id));
    const pair = question.compared ? question.compared.flatMap((id) => conceptById.get(id) ?? []) : named;
    const written = pair.length === 2 && pair[0] !== pair[1] ? comparing.find(({ title }) => pair.every((concept) => concept.names.test(title))) : undefined;
    if (written) return [written.id];
    const shared = sharedArticles(question);
    if (shared.length > 0) return shared;
  }
  // whether the subject takes a thing in ("does it include the hot water system?"), from the subject's
  // article that says whether that thing is in it
  if (question.included && question.included.length > 0) {
    const things = question.included.flatMap((id) => conceptById.get(id) ?? []);
    // the thing named last is the head of the phrase ("the NCC whole of home requirement": whole of home)
    const lastAt = (concept: Concept) => Math.max(-1, ...[...question.text.matchAll(new RegExp(concept.names.source, 'g'))].map((found) => found.index));
    const ids = [...concepts].sort((a, b) => lastAt(b) - lastAt(a)).flatMap((concept) => concept.articles);
    const says = ids.find((id) => sentencesOf(id).some((sentence) => saysIncluded(sentence, things)));
    const names = ids.find((id) => things.some((thing) => thing.names.test(bodyOf(id))));
    if (says ?? names) return [(says ?? names) as string];
  }
  // a renter asking whether to have the building changed ("worth nudging the owner about getting the
  // roof insulated?") hears what renters can do and ask for first
  const renovates = concepts.some((concept) => concept.measure === 'renovation');
  const renterAsks = collected.tenure === 'renter' && (question.type === 'worth_it' || question.type === 'how_to' || question.type === 'general');
  // (whether one thing is worth asking for, "worth asking the landlord for a heat pump?", is that thing's
  // worth: its own article answers, with what renting changes)
  const worthOfOne = question.type === 'worth_it' && concepts.some((concept) => concept.measure === 'renovation' && !GENERAL.has(concept.id) && concept.id !== 'landlord');
  // (nor is what to ask for once the landlord has agreed to put it in: "the landlord's finally agreed to put
  // proper heating in - what should we tell him?" is the heating's answer)
  const agreed = LANDLORD_AGREED.test(question.text);
  if (renterAsks && renovates && question.concepts.includes('landlord') && !worthOfOne && !agreed) return [RENTERS];
  // a concept that says what the question is about answers it from its own article
  const leading = concepts.find((concept) => concept.leads);
  // (whether the 7 stars must be met, "or does the builder have to do it anyway?", is the rule's, not how to lift a rating)
  const rule =
    question.type === 'compliance' &&
    leading?.id === 'improve-rating' &&
    // (the 7 named bare beside a rating: "the builder reckons we're stuck until it's 7")
    (question.concepts.includes('seven-stars') || (question.concepts.includes('star-rating') && /\b(7|seven)\b/.test(question.text))) &&
    OBLIGED.test(question.text) &&
    !/\b(how|cheap\w*|fix\w*|ways?|tweaks?)\b/.test(question.text);
  // (a certificate asked for a renovation is the state's scheme's, below: "does she need some sort of energy certificate for the reno?")
  const renovationCertificate = leading?.id === 'rating-check' && question.type === 'compliance' && /\bcertific/.test(question.text) && (collected.project_type === 'renovation' || collected.project_type === 'extension');
  if (leading && question.type !== 'rebate' && !rule && !renovationCertificate) return [...leading.articles];
  if (rule) return [collected.state ? STATE_ADOPTION : NEW_HOME_RULES];
  if (question.type === 'comparison') {
    const pair = pairArticle(question, bodyOf, summaryOf);
    if (pair.length > 0) return pair;
  }
  const specific = concepts.filter((concept) => !GENERAL.has(concept.id));
  const newBuild = question.concepts.includes('new-build') || collected.project_type === 'new build';
  // one thing to build in or buy asked about for a new build ("are downlights a bad idea in a new
  // build?") is answered from that thing's article, not the new-build design overview
  const [only] = specific;
  // (the rating a new build needs is the rules', below: "what star rating applies to a new home?")
  const ruleAsked = question.type === 'compliance' && RULED.has(only?.id ?? '');
  // (of its articles, those not written for existing homes: double glazing in a new build is the windows' rating, not a retrofit)
  if (only && (only.measure || !LOOKUPS.has(only.id)) && specific.length === 1 && (question.concepts.includes('new-build') || (newBuild && only.measure !== undefined)) && question.type !== 'rebate' && !ruleAsked) {
    const forNew = only.articles.filter((id) => !retrofitOnly(id));
    return forNew.length > 0 ? forNew : [...only.articles];
  }
  // the rules a renovation must meet, with no one rule named ("what paperwork does our reno need?"):
  // the state's own scheme when it has one (BASIX in NSW), else how the state adopted NCC 2022
  const renovating = collected.project_type === 'renovation' || collected.project_type === 'extension';
  // (the same for the rating it must meet, "does the extension drag the whole place up to 7 stars?")
  // (an energy certificate asked for a renovation is the state's scheme too: "does she need some sort of energy certificate for it?")
  if (question.type === 'compliance' && renovating && specific.every((concept) => concept.id === APPROVALS || RULED.has(concept.id) || concept.id === 'rating-check')) {
    return [stateRules(collected.state ?? '') ?? STATE_ADOPTION];
  }
  // whether a rule applies, with no other subject named ("does that trigger BASIX?"), from the rule's article
  if (question.type === 'compliance' && only?.rule && specific.length === 1) return [...only.articles];
  // the rules for a new build, with no one rule named ("what energy standard applies?"), are NCC 2022's,
  // as the visitor's state adopted them when it is known
  // (the star rating named alone is what those rules set: "what rating do we need to hit?"; so is the
  // zone asked of for what it makes the builder do: "does it change what the builder has to do?")
  if (specific.every((concept) => RULED.has(concept.id) || LOOKUPS.has(concept.id)) && newBuild && question.type === 'compliance') return [collected.state ? STATE_ADOPTION : NEW_HOME_RULES];
  // a renter asking about a change to the building, or how to stay warm, cool or cut bills without
  // naming a thing they can do themselves, is answered from what renters can do
  const howToWithoutDiy = question.type === 'how_to' && !concepts.some((concept) => concept.measure === 'diy');
  const landlord = question.concepts.includes('landlord');
  // (a problem named, "mould on the windows", is answered from its own article, with what renting changes)
  const problem = concepts.some((concept) => concept.problem);
  // (nor is how an appliance the rental already has will do: "the rental only has a split - will it keep us warm?")
  const hasAlready = collected.heating_fuel === 'reverse-cycle' && /\b(has|have|got)\b[^.?!]{0,20}\b(split|reverse[- ]cycle|air ?con)/.test(question.text);
  if (collected.tenure === 'renter' && question.type !== 'rebate' && !problem && !agreed && !hasAlready && (renovates || howToWithoutDiy || landlord)) return [RENTERS];
  // asked for the options a thing offers ("what are all my solar options?", "what can I do with solar
  // besides panels?"), the overview article of that thing answers
  if (ASKS_OPTIONS.test(question.text)) {
    const overview = specific.flatMap((concept) => concept.articles).find((id) => overviews(id));
    if (overview) return [overview];
  }
  // the best kind of one thing asked for ("what's the best hot water option for us?", "which heater
  // would you go with?"): that thing's own first article, where the knowledge base recommends one
  if (ASKS_BEST.test(question.text) && only && specific.length === 1 && only.measure && (question.type === 'general' || question.type === 'how_to')) {
    return only.articles.slice(0, 1);
  }
  // whether something is worth it is answered from the article written to judge that ("Are heat pumps a
  // good option?"), else from the one thing's own article ("door snakes, a gimmick?": draught sealing)
  if (question.type === 'worth_it' && specific.length > 0) {
    const judged = specific.flatMap((concept) => concept.articles).find((id) => judges(id));
    if (judged) return [judged];
    if (only && specific.length === 1 && only.measure) return only.articles.slice(0, 1);
  }
  // a trouble told of one thing named ("freezing draught coming in under the front door"): that thing's
  // own article, whatever words of the weather the message shares with another
  if (only && specific.length === 1 && question.troubled && (question.type === 'general' || question.type === 'how_to')) return only.articles.slice(0, 1);
  return [];
}

/** Asking which zone the visitor is in: "what climate zone is that?", "which zone am I?". */
const ASKS_ZONE = /\b(?:what|which|whats|what's)\b[^.?!]{0,20}\bzones?\b|\bzones? (?:am i|are we|is (?:that|it|this))\b/;

/** The article choice over a knowledge base: `preferred` articles for a question, first found first. */
export function createArticleChoice(articles: readonly KnowledgeArticle[]) {
  const facts = articleFacts(articles);
  // each state's climate-zone article, by its topics ("climate zones", "south australia")
  const zonesOf = new Map(
    Object.entries(STATE_TOPIC).flatMap(([state, topic]) => {
      const article = articles.find((candidate) => candidate.topics.includes('climate zones') && candidate.topics.includes(topic));
      return article ? [[state, article.id] as const] : [];
    }),
  );
  // the article on looking a zone up by address or postcode, said after a state's zones
  const lookup = articles.filter((article) => article.topics.includes('lookup') && article.topics.includes('postcode')).map((article) => article.id);
  return {
    /** The articles to answer from first; `message` is the understood text. */
    preferred: (message: string, question: Understanding, collected: { tenure?: string; project_type?: string; state?: string; location?: string; climate_zone?: string; heating_fuel?: string }) => {
      // "I'm in SA, what climate zone is that?": with only the state known, its zones are the answer
      const stateZones = collected.state !== undefined && collected.location === undefined && question.concepts.includes('climate-zone') && ASKS_ZONE.test(message);
      const zones = stateZones ? zonesOf.get(collected.state ?? '') : undefined;
      if (zones) return [zones, ...lookup];
      // (not the articles of a kind ruled out while others are left: "not a heat pump - what else for the
      // hot water?" is the other hot water articles')
      const ruledOut = new Set(question.excluded.flatMap((id) => conceptById.get(id)?.articles ?? []));
      const preferred = preferredArticles(message, question, collected, facts);
      const candidates = question.otherKinds ? [...preferred, ...question.concepts.flatMap((id) => conceptById.get(id)?.articles ?? [])] : preferred;
      const kept = [...new Set(candidates.filter((id) => !ruledOut.has(id)))];
      return kept.length > 0 ? kept : preferred;
    },
  };
}
