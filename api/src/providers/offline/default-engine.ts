import { createAdvisorEngine, type AdvisorEngine } from './engine';
import { createGazetteer } from './gazetteer';
import { loadKnowledgeBase } from './knowledge-base';

let engine: AdvisorEngine | undefined;

/** The engine over the shipped knowledge base and locality data, built once per process. */
export function defaultAdvisorEngine(): AdvisorEngine {
  engine ??= createAdvisorEngine({ articles: loadKnowledgeBase(), gazetteer: createGazetteer() });
  return engine;
}
