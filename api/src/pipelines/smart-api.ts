/**
 * The voice agent's "smart API" test: what the agent would do with a caller's question. When one of
 * our API's lookups answered, that answer (its endpoint, why it was called, its data); when the
 * answer needs a detail nobody gave (the home's location, or which state an ambiguous place is
 * in), the question to ask; otherwise the knowledge base's answer.
 */
import type { QueryResult } from '@energy-advisor/contracts';
import type { AdvisorEngine } from '../advisor/engine';
import { QUESTIONS, whichStateQuestion } from '../advisor/policy';
import type { AgentRun } from './reasoning-agent';
import { summariseResult } from './tool-findings';
import { TOOLS, type ToolResult } from './tools';

/** The path a call ran on, without the method: "/api/climate-zones/3350". */
const pathOf = (result: ToolResult) => result.query.replace(/^GET\s+/, '');

/** The test's result for a run of the agent on `query`. */
export function smartApiResult(engine: AdvisorEngine, query: string, run: AgentRun): QueryResult['result'] {
  const answered = run.results.filter((result) => result.ok);
  const lookup = answered.find((result) => TOOLS[result.tool as keyof typeof TOOLS]?.kind === 'api' && result.tool !== 'visitor_conversation');

  const ambiguous = engine.analyse({ message: query, history: [], collected: {} }).ambiguousPlace;
  if (ambiguous && lookup?.tool === 'locality_search') {
    return { type: 'needMoreInfo', whatToAsk: whichStateQuestion(ambiguous.name, ambiguous.states) };
  }
  if (lookup) return { type: 'apiResponse', endpoint: pathOf(lookup), reasoning: reasonFor(run, lookup), data: lookup.response };
  if (run.needsLocation) return { type: 'needMoreInfo', whatToAsk: QUESTIONS.location };
  const other = answered.find((result) => result.tool === 'visitor_conversation') ?? answered.find((result) => result.tool === 'knowledge_search');
  if (other) return { type: 'apiResponse', endpoint: pathOf(other), reasoning: reasonFor(run, other), data: other.response };
  // nothing to look up (a greeting, an off-topic question): the advisor's first question
  return { type: 'needMoreInfo', whatToAsk: QUESTIONS.location };
}

function reasonFor(run: AgentRun, result: ToolResult): string {
  const planned = run.planned.find((call) => call.tool === result.tool);
  const why = planned && planned.why !== 'the model chose it' ? `Called because ${planned.why}. ` : run.planner === 'model' ? `${run.model_used} chose this call. ` : '';
  return `${why}${summariseResult(result)}`;
}
