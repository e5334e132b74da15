import type { AdvisorTurnInput, RetrievedArticle, TurnAnalysis } from './types';
import type { Gazetteer } from './gazetteer/gazetteer-types';
import { comparedPlace } from './gazetteer/compared-place';
import type { KnowledgeArticle } from './knowledge/knowledge-base';
import { createRetriever } from './knowledge/retrieval';
import { fillSlots, previousSubject, type SlotResult } from './slots/fill-slots';
import { classifyIntent, offTopic } from './intent';
import { askedSlot, LEAD_OFFER, nextSlot, QUESTIONS, whichStateQuestion } from './policy';
import { offersLead, VISITOR_MESSAGES_READ } from './engine-history';
import { composeAdvice } from './compose';
import { understand, type Understanding } from './understanding/understand';
import { CONCEPTS } from './understanding/lexicon';
import { PART_WORDS } from './understanding/parts';
import { TROUBLE_WORDS } from './understanding/told';
import { createArticleChoice } from './answer/article-choice';
import { createAnsweringArticles } from './answer/answering-articles';
import { GENERAL } from './answer/general-concepts';
import { createSpeller } from './understanding/spelling';
import { EVERYDAY_WORDS, QUESTION_WORDS } from './understanding/speller-words';
import { commonWords } from './common-words';
import { aboutLeadMeasure } from './answer/lead-measure';
import { asksAspect } from './answer/aspects';
import { asksOfItsOwn, continued, followsUp, hasSubject, placeMatters } from './understanding/follow-up';
import { mayStandFor, standsFor } from './understanding/pronoun-reference';
import { secondQuestion } from './understanding/second-question';
import { HEDGES } from './understanding/clauses';
import { memoize } from './memo';

/**
 * A message worded as a question, with or without its "?", or a request for help said as a statement
 * ("I need help choosing insulation", "tell me about heat pumps"), or a question typed without its "?"
 * after what it tells ("house is in castlemaine is a heat pump going to work").
 */
const ASKS =
  /(^(is|are|do|does|did|can|could|should(?!'?ve\b| have\b)|would(?!'?ve\b| have\b)|will|any)\b|\b(help (me|us)|(need|want|like|after) (some )?(help|advice|tips|ideas|guidance)|tell (me|us)|advise (me|us)|recommend\w*|explain|show (me|us)|(want|like|need) to (know|understand|learn|find out))\b|\b(what|what's|how|why|when|where|which|who|is it|are there|is there|is that|is this|are they|any (fixes|ideas|tips|advice)|(anything|things|what) to (watch|look) out for|anything (extra |else |special |more )?(i|we) (need|should|have|must)|watch out for|gotchas?|pitfalls?|settle (it|this|the (argument|debate))|who'?s right)\b|\b(something|anything) (we|i) (need|should|have|ought|must)\b|\b(need|have|got) to (worry|care|bother|know)\b|\b(does|do|can|could|should|would|will) (it|we|i|you|they|there|a|an|the|my|our|this|that|tenants?|renters?|fans?|wall|walls)\b|\b(is|are) (a|an|the|my|our|this|that|these|those) [\w -]{1,40}\b(going to|gonna|able to|work|cope|enough|any good|worth)\b|\b(anything|something)\b[^.?!]{0,30}\b(we|i) (should|could|can|need to|ought to) (do|be doing|consider|think about|look at|sort)\b|\b(thinking (about|of)|considering|looking (at|into)|eyeing( off)?|keen on|weighing up|toying with|tossing up|planning (to|on)|in the market for|(want|wanting|hoping) to (get|put|install|add|fit|go for|switch|swap))\b|\b(is|are) (he|she|they|it|that) (right|rite|correct|wrong|kidding|dreaming|having (a|me|us) (lend|on)|telling the truth)\b|\bthat (right|rite|true|correct|legit)\b|\b(is|are) (one|either|it|they|that|this)( of (them|the two|those))?( actually| really| even| much)? (better|worse|cheaper|dearer|warmer|cooler|best|quieter)\b|\b(salesman|salesperson|sales (guy|rep|bloke|lady)|builder|tradie|installer|electrician|sparky|plumber|roofer|supplier|contractor|retailer|chippy|carpenter|window (company|guy|bloke|man)|heating shop|rep|assessor|neighbou?rs?|mate|friend|dad|mum|husband|wife|partner|brother|sister|in-law|someone|somebody|bloke|guy|fella|lady|company|mob|shop)\b[^.?!]{0,30}\b(reckons|reckoned|says|said|told (us|me)|quoted|recommends|recommended|claims|claimed|insists|insisted|swears|suggests|suggested|wants (us )?to)\b)/;

/** Kinds of answer a question may want of its own. */
const KINDS_OF_ANSWER = new Set(['definition', 'worth_it', 'comparison', 'cost', 'rebate', 'compliance']);

/** Concepts of process, not of the home's energy: naming only these beside an off-topic subject ("council approval for a pool fence") keeps it off topic. */
const PROCESS = new Set(['approvals', 'landlord', 'rebates', 'energy', 'new-build']);

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

export { engineHistory, engineMessage, offersLead, VISITOR_MESSAGES_READ } from './engine-history';

/**
 * The offline advisor: gazetteer, slot filling, BM25 retrieval and a fixed question policy. Pure
 * computation over indexes built once; no network, no keys.
 */
export function createAdvisorEngine(deps: { articles: KnowledgeArticle[]; gazetteer: Gazetteer }) {
  const retriever = createRetriever(deps.articles);
  const articlesFor = createAnsweringArticles(retriever, createArticleChoice(deps.articles));
  // the words a correction may land on: the knowledge base's subjects (titles, summaries, topics),
  // the lexicon's names, question words and everyday ones; not article bodies, whose many ordinary
  // words would pull a visitor's own ordinary words ("call", "speak") onto them
  const speller = createSpeller([
    ...deps.articles.flatMap((article) => [article.title, article.summary, article.topics.join(' ')]),
    ...CONCEPTS.map((concept) => concept.names.source),
    PART_WORDS,
    TROUBLE_WORDS,
  ], deps.articles.map((article) => article.body), [QUESTION_WORDS, EVERYDAY_WORDS], commonWords());

  /** A message with its typos corrected, the name of a place found in it kept as written ("Logan" is not "loan"). */
  function spelled(text: string): string {
    const place = deps.gazetteer.findInText(text);
    const name = place.kind === 'match' ? place.matchedText : place.kind === 'ambiguous' ? place.name : '';
    return speller.correct(text, name.toLowerCase().match(/[a-z]+/g) ?? []).text;
  }

  /**
   * The details a message gives, remembered as searches and plans are: suggestion chips and returning
   * visitors send the same words with the same details known (and the same appliance named before
   * them: a bare fuel is its). Not for an answer to "which state?", which reads the message before it.
   * Shared: the result is copied before it is handed on.
   */
  const rememberedSlots = memoize((input: Parameters<typeof fillSlots>[0]) => fillSlots(input), {
    max: 2000,
    key: ({ message, previous, asked, history }) =>
      asked === 'which_state' || typeof message !== 'string' || message.length > 500
        ? undefined
        : `${asked ?? ''}|${previousSubject(history) ?? ''}|${JSON.stringify(previous)}|${message}`,
  });

  function readSlots(input: AdvisorTurnInput, asked: ReturnType<typeof askedSlot>): SlotResult {
    const found = rememberedSlots({ gazetteer: deps.gazetteer, message: input.message, previous: input.collected, asked, history: input.history });
    return { ...found, collected: { ...found.collected }, changed: [...found.changed] };
  }

  /**
   * A turn's analysis, remembered: suggestion chips and returning visitors send the same words after
   * the same question with the same details known. Of the history it reads only what `Reading` holds
   * (fillSlots reads the message before an answer to "which state?", so those are worked out every
   * time). Shared: {@link analyse} copies what callers may change.
   */
  const rememberedAnalysis = memoize(analyseReading, {
    max: 2000,
    key: ({ input, asked, answering, leadOfferedBefore, earlierMessages }) =>
      asked === 'which_state' || typeof input.message !== 'string' || input.message.length > 500 || earlierMessages.some((text) => text.length > 500)
        ? undefined
        : JSON.stringify([input.message, asked ?? null, answering, leadOfferedBefore, earlierMessages, input.collected]),
  });

  function analyse(input: AdvisorTurnInput): TurnAnalysis {
    const lastAssistant = input.history.findLast((entry) => entry.role === 'assistant')?.content;
    const asked = askedSlot(lastAssistant);
    const found = rememberedAnalysis({
      input,
      asked,
      // with no history, the visitor is answering the greeting, which asks for the town
      answering: asked !== undefined || lastAssistant === undefined,
      leadOfferedBefore: input.history.some(offersLead),
      earlierMessages: input.history.filter((entry) => entry.role === 'user').slice(-VISITOR_MESSAGES_READ).map((entry) => entry.content),
    });
    return { ...found, collected: { ...found.collected }, changed: [...found.changed], articles: [...found.articles] };
  }

  /**
   * A message understood after the question before it (`earlier`, itself so understood): "is there a
   * rebate on it?" reads the pronoun as the thing asked about before; a follow-up ("sound right?", "and
   * if the old stuff has to come out first?") carries the earlier subject.
   */
  function inContext(corrected: string, earlier: Understanding | undefined) {
    const said = understand(corrected);
    const own = (earlier !== undefined && hasSubject(earlier) && !offTopic(corrected) && standsFor(said, earlier, understand)) || said;
    const leans = earlier !== undefined && hasSubject(earlier) && followsUp(own) && !offTopic(corrected);
    return { own, leans, understood: leans ? continued(own, earlier) : own };
  }

  /**
   * The last of `messages` read through the ones before it when it was itself a follow-up; a message
   * naming no subject that carried none on ("thanks", "Hobart") leaves the one before it standing. One
   * with a subject of its own that leans on nothing is read alone, so the ones before are not read.
   */
  function contextOf(messages: readonly string[]): Understanding | undefined {
    const last = messages.at(-1);
    if (last === undefined) return undefined;
    const corrected = spelled(last);
    const said = understand(corrected);
    if (hasSubject(said) && !followsUp(said) && !mayStandFor(said)) return said;
    const before = contextOf(messages.slice(0, -1));
    const read = inContext(corrected, before).understood;
    return before !== undefined && !hasSubject(read) ? before : read;
  }

  function analyseReading({ input, asked, answering, leadOfferedBefore, earlierMessages }: Reading): TurnAnalysis {
    const filled = readSlots(input, asked);
    const corrected = spelled(input.message);
    const earlier = contextOf(earlierMessages);
    const read = inContext(corrected, earlier);
    const { own, leans } = read;
    // "how much would that cost?" after an overview: the measure it put first
    const understood = (leans && earlier && aboutLeadMeasure(own, earlier, filled.collected, understand)) || read.understood;
    const namesConcept = understood.concepts.length + understood.excluded.length + understood.context.length > 0 || understood.priorities;
    // a trouble told ("mould on the bedroom windows every morning") asks what to do about it
    const asks = understood.broad || understood.type !== 'general' || ASKS.test(understood.text) || HEDGES.test(understood.text) || understood.troubled === true;
    let intent = classifyIntent({
      text: input.message,
      changed: filled.changed,
      leadOffered: asked === 'lead_offer',
      namesConcept,
      asks,
      understood: understood.text,
      broad: understood.broad,
      namesTopic: [...understood.concepts, ...understood.context].some((id) => !GENERAL.has(id)),
      answering,
      continues: leans,
      troubled: understood.troubled === true,
      processOnly: understood.concepts.length + understood.context.length > 0 && [...understood.concepts, ...understood.context].every((id) => PROCESS.has(id)),
    });
    // an off-topic message ("will it rain in Brisbane tomorrow?") does not change what we know of the home
    const slots: SlotResult = intent === 'out_of_scope' ? { collected: { ...input.collected }, changed: [] } : filled;
    // a place or a tenure given right after a question ("We're in Ringwood, should've said", "we rent
    // though") answers that question for it
    const placeFor =
      intent === 'details' && earlier !== undefined && hasSubject(earlier) && ['location', 'state', 'tenure'].some((key) => slots.changed.includes(key));
    if (placeFor) intent = 'advice';
    // (one that asks something of its own, "so for our Hobart place, high or low?", opens on its answer)
    const answersEarlier =
      placeFor ||
      (slots.changed.includes('location') && ((leans && !hasSubject(own) && own.type === 'general' && !asksOfItsOwn(own)) || placeMatters(corrected))) ||
      (slots.changed.includes('tenure') && leans && !hasSubject(own) && own.type === 'general');
    // a message asking two different things ("is it worth it, and how much does it cost?") gets both answered, in order
    const asksTwo = intent === 'advice' && !placeFor;
    const split = asksTwo && !leans ? secondQuestion(understood.text, understand, asksAspect) : undefined;
    // (so does a follow-up asking two kinds of answer of the thing before: "roughly what would one cost, and is there any help with paying for it?")
    const readOn = (text: string) => {
      const part = understand(text);
      return earlier && (followsUp(part) || !hasSubject(part)) ? continued(part, earlier) : part;
    };
    const carried = asksTwo && !split && earlier ? secondQuestion(leans ? own.text : understood.text, readOn, asksAspect) : undefined;
    const two = split ?? (carried && KINDS_OF_ANSWER.has(carried.first.type) && KINDS_OF_ANSWER.has(carried.second.type) && carried.first.type !== carried.second.type ? carried : undefined);
    const firstAsked = two ? two.first : understood;
    const question = placeFor && earlier ? earlier : intent === 'advice' ? situationQuestion(firstAsked, slots.changed) : understood;
    const zone = Number(slots.collected.climate_zone) || null;
    const context = { zone, state: slots.collected.state ?? null };
    let articles: RetrievedArticle[] = [];
    if (intent === 'advice') articles = articlesFor(question, slots.collected);
    else if (intent === 'details') {
      const query = detailsQuery(slots);
      if (query) articles = retriever.search(query, context);
    }
    const also = two && { question: two.second, articles: articlesFor(two.second, slots.collected) };
    const isLeadForm = intent === 'lead' && slots.collected.email === undefined;
    const compared = intent === 'advice' ? comparedPlace(deps.gazetteer, input.message, slots.collected.location) : undefined;

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
      ...(also && also.articles.length > 0 && { also }),
      ...(answersEarlier && { answersEarlier }),
      ...(compared && { comparedPlace: compared }),
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

/** What a turn's analysis reads: the input and, of its history, these. */
interface Reading {
  input: AdvisorTurnInput;
  /** What the last assistant message asked. */
  asked: ReturnType<typeof askedSlot>;
  /** Whether the visitor is answering a question: one we asked, or the greeting's. */
  answering: boolean;
  /** Whether an assistant message offered the lead form. */
  leadOfferedBefore: boolean;
  /** The visitor's messages before this one, oldest first, at most {@link VISITOR_MESSAGES_READ}. */
  earlierMessages: string[];
}
