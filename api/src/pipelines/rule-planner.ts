/**
 * The offline planner: chooses the tools a query needs by rules over the offline engine's analysis
 * (the place or postcode it names, what it asks), with no model. Labelled "rule-based" wherever its
 * plans are shown.
 */
import type { AdvisorEngine } from '../advisor/engine';
import { placeLookupFor } from './place-lookup';
import { TOOLS, describeCall, type ToolRequest } from './tools';

/** What a plan is made of: the calls in order, the plan as sentences, and why. */
export interface Plan {
  calls: ToolRequest[];
  /** The steps as a visitor reads them, the answer's own step last. */
  steps: string[];
  reasoning: string;
  /**
   * The answer depends on where the home is (a climate zone, R-values, star ratings) and the query
   * names no place: unless the visitor's conversation knows one, the location must be asked for.
   */
  needsLocation: boolean;
}

/** Concepts whose answer depends on the climate zone. */
const ZONE_DEPENDENT = new Set([
  'climate-zone',
  'nathers-zones',
  'insulation',
  'ceiling-insulation',
  'wall-insulation',
  'floor-insulation',
  'bulk-insulation',
  'r-value',
  'glazing',
  'windows',
  'seven-stars',
  'star-rating',
  'improve-rating',
]);

/** "my zone", "where I live", "our area": the visitor's own place. */
const OWN_PLACE = /\b(my|our)\s+(climate\s+)?(zone|area|region|location|town|suburb|place|postcode)\b|\bwhere (i|we) (live|are|build)\b/i;

/** Who asks, as far as planning is concerned. */
export interface PlanContext {
  /** The caller sent credentials that may reach a conversation of theirs. */
  conversation: boolean;
  userId?: string | undefined;
  projectId?: string | undefined;
}

/** Plans a query by rules; the answer's step is written by `answeredBy`. */
export function planByRules(engine: AdvisorEngine, query: string, context: PlanContext, answeredBy: string): Plan {
  const analysis = engine.analyse({ message: query, history: [], collected: {} });
  const calls: ToolRequest[] = [];
  const reasons: string[] = [];

  if (context.conversation) {
    calls.push({ tool: 'visitor_conversation', args: {}, why: 'the details you already gave (location, project, home) shape the answer' });
    reasons.push('Your credentials reach a conversation of yours, so the details collected there are read first.');
  }

  const placeNamed = analysis.changed.includes('location');
  const lookup = placeLookupFor(engine, query);
  if (lookup) {
    calls.push(lookup);
    reasons.push(
      lookup.tool === 'climate_zone_lookup'
        ? `The query names postcode ${lookup.args['postcode'] ?? ''}, so its climate zone is looked up.`
        : analysis.ambiguousPlace && !placeNamed
          ? `${analysis.ambiguousPlace.name} is a place in several states (${analysis.ambiguousPlace.states.join(', ')}), so the localities of that name are looked up.`
          : `The query names ${analysis.collected['location'] ?? lookup.args['q'] ?? 'a place'}, so the locality and its climate zone are looked up.`,
    );
  }

  const inScope = analysis.intent === 'advice' || analysis.intent === 'details';
  if (inScope) {
    calls.push({ tool: 'knowledge_search', args: { q: query.slice(0, 200) }, why: 'the answer must come from the knowledge base' });
    reasons.push('It asks about home energy, so the knowledge base is searched for the articles to answer from.');
  } else {
    reasons.push(
      analysis.intent === 'greeting'
        ? 'It is a greeting: nothing to look up.'
        : analysis.intent === 'lead'
          ? 'It asks for a quote or an assessment: the answer offers the lead form, nothing to look up.'
          : 'It is not about home energy: nothing to look up; the answer steers back.',
    );
  }

  const concepts = analysis.question?.concepts ?? [];
  const zoneDependent = concepts.some((concept) => ZONE_DEPENDENT.has(concept)) || OWN_PLACE.test(query);
  const needsLocation = inScope && zoneDependent && !placeNamed && !analysis.ambiguousPlace;
  if (needsLocation) {
    reasons.push(
      context.conversation
        ? 'The answer depends on the climate zone and the query names no place: the conversation may know it; if not, the location is asked for.'
        : 'The answer depends on the climate zone and the query names no place, so the location must be asked for.',
    );
  }

  const steps = [
    ...calls.map((call) => `${describeStep(call)} (${describeCall(call, context)})`),
    `Write the answer with ${answeredBy} from what the tools found`,
  ];
  return { calls, steps, reasoning: reasons.join(' '), needsLocation };
}

/** A planned call as a step of the plan. */
export function describeStep(call: ToolRequest): string {
  switch (call.tool) {
    case 'climate_zone_lookup':
      return `Look up the climate zone of postcode ${call.args['postcode'] ?? ''}`;
    case 'locality_search':
      return `Find the locality "${call.args['q'] ?? ''}" and its climate zone`;
    case 'knowledge_search':
      return `Search the knowledge base for "${call.args['q'] ?? ''}"`;
    case 'visitor_conversation':
      return "Read your conversation's collected details";
  }
}

/** Whether a tool is one of our API's lookups (as opposed to the knowledge base, reported as RAG data). */
export const isApiTool = (call: { tool: string }) => call.tool in TOOLS && TOOLS[call.tool as keyof typeof TOOLS].kind === 'api';
