/**
 * What a worker thread loads to answer the offline advisor's turns: its default export builds the
 * engine once per thread (its indexes) and answers a turn's input with the whole computed turn.
 */
import type { AdvisorTurnInput } from '../../advisor/types';
import type { ComputedTurn } from '../backend';
import { defaultAdvisorEngine } from './default-engine';
import { answerTurn } from './offline-turn';

export default function offlineCompute(): (input: AdvisorTurnInput) => ComputedTurn {
  const engine = defaultAdvisorEngine();
  return (input) => answerTurn(engine, input);
}
