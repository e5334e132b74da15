import type { SalesMessage } from '@energy-advisor/contracts';
import type { AdvisorTurnInput, RetrievedArticle, TurnAnalysis } from './types';
import type { Gazetteer } from './gazetteer/gazetteer-types';
import type { KnowledgeArticle } from './knowledge/knowledge-base';
import { createRetriever } from './knowledge/retrieval';
import { fillSlots, type SlotResult } from './slots/fill-slots';
import { classifyIntent, offTopic } from './intent';
import { askedSlot, askedText, LEAD_OFFER, nextSlot, QUESTIONS, whichStateQuestion } from './policy';
import { composeAdvice } from './compose';
import { understand, type Understanding } from './understanding/understand';
import { CONCEPTS, conceptById, namesAcronym } from './understanding/lexicon';
import { createSpeller, EVERYDAY_WORDS, QUESTION_WORDS } from './understanding/spelling';
import { overviewArticleIds } from './answer/overview';
import { continued, followsUp, hasSubject } from './understanding/follow-up';
import { memoize } from './memo';

/** Terms articles define (their `defines`), longest first, each with the article's id. */
type Definitions = { term: RegExp; id: string }[];

function definitionsOf(articles: KnowledgeArticle[]): Definitions {
  const terms = articles.flatMap((article) => article.defines.map((term) => ({ term, id: article.id })));
  return terms
    .sort((a, b) => b.term.length - a.term.length)
    // "u-value" is also written "u value" and "uvalue"
    // and may be plural ("u-values")
    .map(({ term, id }) => ({ term: new RegExp(`\\b${term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[- ]/g, '[- ]?')}s?\\b`), id }));
}

/**
 * Articles about what the question names (its specific concepts' articles), which rank higher than
 * an article that only shares its other words ("the new house" in a question about heating); for a
 * renter asking about a change to the building, the renters' article.
 */
function relatedArticles(question: Understanding): string[] {
  const concepts = question.concepts.flatMap((id) => conceptById.get(id) ?? []).filter((concept) => !GENERAL.has(concept.id));
  const related = concepts.flatMap((concept) => concept.articles);
  return [...new Set(related)];
}
const GENERAL = new Set(['energy', 'new-build', 'rebates']);
const RENTERS = 'renters-energy-efficiency';
/** The articles on the energy rules for new homes, and on when each state adopted them. */
const NEW_HOME_RULES = 'ncc-2022-overview';
const STATE_ADOPTION = 'ncc-2022-state-adoption';
/** Concepts looked up for a place (a zone): retrieval finds the article for the visitor's state. */
const LOOKUPS = new Set(['climate-zone']);
/** The article that lists upgrades' indicative prices. */
const PRICES = 'costs-and-payback';
/** Articles whose summaries open overviews (answer/overview.ts). */
const OVERVIEWS = ['new-build-design-choices', 'retrofit-priorities', 'reduce-energy-bills', RENTERS];

/**
 * A message worded as a question, with or without its "?", or a request for help said as a statement
 * ("I need help choosing insulation", "tell me about heat pumps").
 */
const ASKS =
  /(^(is|are|do|does|did|can|could|should|would|will|any)\b|\b(help (me|us)|(need|want|like|after) (some )?(help|advice|tips|ideas|guidance)|tell (me|us)|advise (me|us)|recommend\w*|explain|show (me|us)|(want|like|need) to (know|understand|learn|find out))\b|\b(what|what's|how|why|when|where|which|who|is it|are there|is there|any (fixes|ideas|tips|advice))\b|\b(does|do|can|could|should|would|will) (it|we|i|you|they|there|a|an|the|my|our|this|that|tenants?|renters?|fans?|wall|walls)\b)/;

/** Asking what options a thing offers: "what are my solar options?", "what can I do with solar besides panels?" */
const ASKS_OPTIONS = /\b(options|choices|what (else )?(can|could|should) (i|we) do with|ways to use|besides|apart from|other than)\b/;

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
  definitions: Definitions,
  collected: { tenure?: string; project_type?: string; state?: string },
  bodyOf: (id: string) => string,
  judges: (id: string) => boolean,
  overviews: (id: string) => boolean,
): string[] {
  const concepts = question.concepts.flatMap((id) => conceptById.get(id) ?? []).filter((concept) => concept.articles.length > 0);
  if (question.type === 'definition') {
    const text = message.toLowerCase();
    const defined = definitions.find(({ term }) => term.test(text));
    if (defined) return [defined.id];
    const acronym = concepts.find((concept) => namesAcronym(concept, text));
    if (acronym && ASKS_MEANING.test(text)) return [...acronym.articles];
    const specific = concepts.filter((concept) => concept.id !== 'energy' && concept.id !== 'new-build');
    if (specific.length === 1) return [...(specific[0]?.articles ?? [])];
    // of several things named ("a 7 star energy rating"), the one an article is written to define, unless
    // one is a measure: the stars on an aircon's sticker are the aircon's
    if (specific.some((concept) => concept.measure)) return [];
    const defining = new Set(definitions.map(({ id }) => id));
    return specific.flatMap((concept) => concept.articles.filter((id) => defining.has(id))).slice(0, 1);
  }
  // the things compared are the subject, whatever else the question names ("polyester or glasswool batts for the ceiling?")
  if (question.type === 'comparison') {
    const shared = sharedArticles(question);
    if (shared.length > 0) return shared;
  }
  // a concept that says what the question is about answers it from its own article
  const leading = concepts.find((concept) => concept.leads);
  if (leading && question.type !== 'rebate') return [...leading.articles];
  if (question.type === 'comparison') {
    const pair = pairArticle(question, bodyOf);
    if (pair.length > 0) return pair;
  }
  const specific = concepts.filter((concept) => !GENERAL.has(concept.id));
  const newBuild = question.concepts.includes('new-build') || collected.project_type === 'new build';
  // one thing to build in or buy asked about for a new build ("are downlights a bad idea in a new
  // build?") is answered from that thing's article, not the new-build design overview
  const [only] = specific;
  if (only && (only.measure || !LOOKUPS.has(only.id)) && specific.length === 1 && question.concepts.includes('new-build') && question.type !== 'rebate') return [...only.articles];
  // whether a rule applies, with no other subject named ("does that trigger BASIX?"), from the rule's article
  if (question.type === 'compliance' && only?.rule && specific.length === 1) return [...only.articles];
  // the rules for a new build, with no one rule named ("what energy standard applies?"), are NCC 2022's,
  // as the visitor's state adopted them when it is known
  if (specific.length === 0 && newBuild && question.type === 'compliance') return [collected.state ? STATE_ADOPTION : NEW_HOME_RULES];
  // a renter asking about a change to the building, or how to stay warm, cool or cut bills without
  // naming a thing they can do themselves, is answered from what renters can do
  const renovates = concepts.some((concept) => concept.measure === 'renovation');
  const howToWithoutDiy = question.type === 'how_to' && !concepts.some((concept) => concept.measure === 'diy');
  const landlord = question.concepts.includes('landlord');
  if (collected.tenure === 'renter' && question.type !== 'rebate' && (renovates || howToWithoutDiy || landlord)) return [RENTERS];
  // asked for the options a thing offers ("what are all my solar options?", "what can I do with solar
  // besides panels?"), the overview article of that thing answers
  if (ASKS_OPTIONS.test(question.text)) {
    const overview = specific.flatMap((concept) => concept.articles).find((id) => overviews(id));
    if (overview) return [overview];
  }
  // whether something is worth it is answered from the article written to judge that ("Are heat pumps a
  // good option?"), else from the one thing's own article ("door snakes, a gimmick?": draught sealing)
  if (question.type === 'worth_it' && specific.length > 0) {
    const judged = specific.flatMap((concept) => concept.articles).find((id) => judges(id));
    if (judged) return [judged];
    if (only && specific.length === 1 && only.measure) return only.articles.slice(0, 1);
  }
  return [];
}

/**
 * The article that answers a comparison from what the things compared share: for two names of one
 * thing ("polyester or glasswool batts"), its own first; for two things, the articles both name ("foil"
 * and "batts": bulk vs reflective insulation). With no pair set against each other, the articles two
 * of the things named share.
 */
function sharedArticles(question: Understanding): string[] {
  const [first, second] = (question.compared ?? []).map((id) => conceptById.get(id));
  if (first && first === second) return first.articles.slice(0, 1);
  const concepts = (first && second ? [first, second] : question.concepts.flatMap((id) => conceptById.get(id) ?? [])).filter(
    (concept) => concept.articles.length > 0 && !GENERAL.has(concept.id),
  );
  const counts = new Map<string, number>();
  for (const concept of concepts) for (const id of concept.articles) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= 2).map(([id]) => id);
}

/**
 * For two things compared that share no article, the article of either that speaks of both, the
 * first-named thing's first ("are ceiling fans worth it, or should we just run the aircon?": the
 * fans' article, which sets fans against air conditioning).
 */
function pairArticle(question: Understanding, bodyOf: (id: string) => string): string[] {
  const pair = (question.compared ?? []).flatMap((id) => conceptById.get(id) ?? []);
  if (pair.length < 2 || pair.some((concept) => GENERAL.has(concept.id))) return [];
  for (const concept of pair) {
    const speaking = concept.articles.find((id) => pair.every((other) => other === concept || other.names.test(bodyOf(id))));
    if (speaking) return [speaking];
  }
  return [];
}



/** Project details that make a question with no subject of its own a question about the whole home. */
const SITUATION_SLOTS = ['project_type', 'tenure'];

/**
 * A question that names no measure or topic, asked while telling us about the home ("we've bought a
 * block, what should we think about before the design is locked in?", "what can I do in a leased
 * place?"), asks what matters for that home: a broad question, answered with the overview for it.
 */
function situationQuestion(question: Understanding, changed: readonly string[]): Understanding {
  if (question.broad || !changed.some((key) => SITUATION_SLOTS.includes(key))) return question;
  if (question.type !== 'general' && question.type !== 'how_to') return question;
  if (question.concepts.some((id) => !GENERAL.has(id))) return question;
  return { ...question, broad: true, theme: question.theme ?? 'efficiency' };
}

/** Words that steer retrieval for a turn that only gave details (a town, a project type). */
function detailsQuery(analysis: Pick<TurnAnalysis, 'collected' | 'changed'>): string {
  const { collected, changed } = analysis;
  if (changed.includes('location')) {
    // with no zone to speak to, the useful answer is how to confirm it
    if (!collected.climate_zone) return 'find your climate zone ABCB map postcode';
    return `passive design climate zone ${collected.climate_zone} ${collected.project_type ?? ''}`;
  }
  if (changed.includes('project_type')) return collected.project_type === 'new build' ? 'new build design choices' : 'retrofit priorities';
  if (changed.includes('heating_fuel')) return 'reverse cycle heating cooling heat pump';
  if (changed.includes('hot_water_fuel')) return 'heat pump hot water';
  if (changed.includes('roof_orientation')) return 'solar panel orientation tilt';
  if (changed.includes('current_star_rating')) return 'improving star rating';
  if (changed.includes('dwelling_type') || changed.includes('storeys')) return 'improving star rating design';
  return '';
}

/** Whether a message is the advisor offering the lead form. */
export const offersLead = (entry: SalesMessage) => entry.role === 'assistant' && entry.content.includes(LEAD_OFFER);

/** What the engine reads of a message: a visitor's whole, of an assistant's only the question it asked (see askedText). */
export const engineMessage = (entry: SalesMessage): SalesMessage =>
  entry.role === 'assistant' ? { role: 'assistant', content: askedText(entry.content) } : entry;

/**
 * The part of a history the engine reads: the last visitor message, the last assistant message and
 * one assistant message that offered the lead form, each as {@link engineMessage}. The engine's
 * answer from it equals its answer from the whole history (engine-history.test.ts checks every eval
 * conversation); a worker thread is sent this instead of up to HISTORY_LIMIT messages, and the turn
 * store keeps it in memory instead of whole replies. Keep in step with analyse and compose.
 */
export function engineHistory(history: SalesMessage[]): SalesMessage[] {
  const lastUser = history.findLastIndex((entry) => entry.role === 'user');
  const lastAssistant = history.findLastIndex((entry) => entry.role === 'assistant');
  const leadOffer = history.findIndex(offersLead);
  const kept = [...new Set([leadOffer, lastUser, lastAssistant])].filter((index) => index >= 0).sort((a, b) => a - b);
  return kept.map((index) => engineMessage(history[index] as SalesMessage));
}

/**
 * The offline advisor: gazetteer, slot filling, BM25 retrieval and a fixed question policy. Pure
 * computation over indexes built once; no network, no keys.
 */
export function createAdvisorEngine(deps: { articles: KnowledgeArticle[]; gazetteer: Gazetteer }) {
  const retriever = createRetriever(deps.articles);
  const definitions = definitionsOf(deps.articles);
  const bodies = new Map(deps.articles.map((article) => [article.id, `${article.title}\n${article.body}`.toLowerCase()]));
  const bodyOf = (id: string) => bodies.get(id) ?? '';
  // articles written to judge whether something is worth it ("Is rooftop solar worth it?", topic "worth it")
  const judging = new Set(deps.articles.filter((article) => article.topics.includes('worth it') || /\b(worth it|good option)\b/i.test(article.title)).map((article) => article.id));
  const judges = (id: string) => judging.has(id);
  // articles that survey a subject's options ("What solar options are there for my home?")
  const surveying = new Set(deps.articles.filter((article) => article.topics.includes('overview')).map((article) => article.id));
  const overviews = (id: string) => surveying.has(id);
  // the words a correction may land on: the knowledge base's subjects (titles, summaries, topics),
  // the lexicon's names, question words and everyday ones; not article bodies, whose many ordinary
  // words would pull a visitor's own ordinary words ("call", "speak") onto them
  const speller = createSpeller([
    ...deps.articles.flatMap((article) => [article.title, article.summary, article.topics.join(' ')]),
    ...CONCEPTS.map((concept) => concept.names.source),
  ], deps.articles.map((article) => article.body), [QUESTION_WORDS, EVERYDAY_WORDS]);

  /**
   * The details a message gives, remembered as searches and plans are: suggestion chips and returning
   * visitors send the same words with the same details known. Not for an answer to "which state?",
   * which reads the message before it. Shared: the result is copied before it is handed on.
   */
  const rememberedSlots = memoize((input: Parameters<typeof fillSlots>[0]) => fillSlots(input), {
    max: 2000,
    key: ({ message, previous, asked }) =>
      asked === 'which_state' || typeof message !== 'string' || message.length > 500 ? undefined : `${asked ?? ''}|${JSON.stringify(previous)}|${message}`,
  });

  function readSlots(input: AdvisorTurnInput, asked: ReturnType<typeof askedSlot>): SlotResult {
    const found = rememberedSlots({ gazetteer: deps.gazetteer, message: input.message, previous: input.collected, asked, history: input.history });
    return { ...found, collected: { ...found.collected }, changed: [...found.changed] };
  }

  function analyse(input: AdvisorTurnInput): TurnAnalysis {
    const lastAssistant = [...input.history].reverse().find((entry) => entry.role === 'assistant')?.content;
    const asked = askedSlot(lastAssistant);
    const leadOfferedBefore = input.history.some(offersLead);
    const filled = readSlots(input, asked);
    const corrected = speller.correct(input.message).text;
    // a follow-up ("sound right?", "and if the old stuff has to come out first?") carries the subject of
    // the question before it
    const earlierMessage = input.history.findLast((entry) => entry.role === 'user')?.content;
    const earlier = earlierMessage === undefined ? undefined : understand(speller.correct(earlierMessage).text);
    const own = understand(corrected);
    const leans = earlier !== undefined && hasSubject(earlier) && followsUp(own) && !offTopic(corrected);
    const understood = leans ? continued(own, earlier) : own;
    const namesConcept = understood.concepts.length + understood.excluded.length + understood.context.length > 0 || understood.priorities;
    const asks = understood.broad || understood.type !== 'general' || ASKS.test(understood.text);
    let intent = classifyIntent({
      text: input.message,
      changed: filled.changed,
      leadOffered: asked === 'lead_offer',
      namesConcept,
      asks,
      understood: understood.text,
      broad: understood.broad,
      namesTopic: [...understood.concepts, ...understood.context].some((id) => !GENERAL.has(id)),
      // with no history, the visitor is answering the greeting, which asks for the town
      answering: asked !== undefined || lastAssistant === undefined,
    });
    // an off-topic message ("will it rain in Brisbane tomorrow?") does not change what we know of the home
    const slots: SlotResult = intent === 'out_of_scope' ? { collected: { ...input.collected }, changed: [] } : filled;
    // a place given right after a question ("We're in Ringwood, should've said") answers that question for it
    const placeFor = intent === 'details' && earlier !== undefined && hasSubject(earlier) && (slots.changed.includes('location') || slots.changed.includes('state'));
    if (placeFor) intent = 'advice';
    const answersEarlier = placeFor || (leans && !hasSubject(own) && slots.changed.includes('location'));
    const question = placeFor && earlier ? earlier : intent === 'advice' ? situationQuestion(understood, slots.changed) : understood;
    const zone = Number(slots.collected.climate_zone) || null;
    const context = { zone, state: slots.collected.state ?? null };
    let articles: RetrievedArticle[] = [];
    if (intent === 'advice' && question.broad) {
      // a broad question is answered with an overview of several measures, each from its own article
      articles = overviewArticleIds(question, slots.collected).flatMap((id) => {
        const article = retriever.get(id);
        return article ? [{ article, score: 0 }] : [];
      });
    } else if (intent === 'advice') {
      const prefer = preferredArticles(corrected, question, definitions, slots.collected, bodyOf, judges, overviews);
      const related = relatedArticles(question);
      // a question about one thing is not answered from an overview ("heating in a new house" is not "designing a new house")
      const asked = {
        ...context,
        question: true,
        definition: question.type === 'definition',
        related,
        ...(related.length > 0 && { avoid: OVERVIEWS }),
        ...(question.asking !== undefined && { asking: question.asking }),
      };
      // a rebate question in other words ("is the government chipping in") is still answered from a rebate article
      const query = question.type === 'rebate' && !/\brebates?\b/.test(question.query) ? `${question.query} rebates` : question.query;
      articles = retriever.search(query, prefer.length > 0 ? { ...asked, prefer } : asked);
      // a cost question also cites the price list, so its figure can come from there
      const prices = retriever.get(PRICES);
      if (question.type === 'cost' && prices && !articles.some(({ article }) => article.id === PRICES)) articles = [...articles, { article: prices, score: 0 }];
    } else if (intent === 'details') {
      const query = detailsQuery(slots);
      if (query) articles = retriever.search(query, context);
    }
    const isLeadForm = intent === 'lead' && slots.collected.email === undefined;

    let nextQuestion = '';
    if (!isLeadForm) {
      const slot = nextSlot(slots.collected);
      if (slots.ambiguousPlace) nextQuestion = whichStateQuestion(slots.ambiguousPlace.name, slots.ambiguousPlace.states);
      else if (slot) nextQuestion = QUESTIONS[slot];
      else if (!leadOfferedBefore && slots.collected.email === undefined) nextQuestion = LEAD_OFFER;
    }
    return {
      intent,
      collected: slots.collected,
      changed: slots.changed,
      articles,
      nextQuestion,
      isLeadForm,
      ...(intent === 'advice' && { question }),
      ...(answersEarlier && { answersEarlier }),
      ...(slots.ambiguousPlace && { ambiguousPlace: slots.ambiguousPlace }),
    };
  }

  return {
    analyse,
    compose: composeAdvice,
    /** A knowledge-base article by id (for GET /api/knowledge/{id}). */
    article: (id: string) => retriever.get(id),
    /**
     * The knowledge base searched for a text as a question (BM25, typos corrected, the zone's and
     * state's articles boosted when given): the best `limit` articles, best first.
     */
    searchKnowledge(text: string, options: { limit: number; zone?: number | null; state?: string | null }): RetrievedArticle[] {
      const query = understand(speller.correct(text).text).query || text;
      return retriever.search(query, { zone: options.zone ?? null, state: options.state ?? null, question: true }).slice(0, options.limit);
    },
    /** The gazetteer the engine reads places with (for the place lookups of the API). */
    gazetteer: deps.gazetteer,
  };
}

export type AdvisorEngine = ReturnType<typeof createAdvisorEngine>;
