import { createAdvisorEngine, type AdvisorEngine } from '../../advisor/engine';
import { createGazetteer } from '../../advisor/gazetteer/gazetteer';
import { loadKnowledgeBase } from '../../advisor/knowledge/knowledge-base';

let engine: AdvisorEngine | undefined;

/** The engine over the shipped knowledge base and locality data, built once per process. */
export function defaultAdvisorEngine(): AdvisorEngine {
  engine ??= createAdvisorEngine({ articles: loadKnowledgeBase(), gazetteer: createGazetteer() });
  return engine;
}
