import type { AdvisorEngine } from '../../advisor/engine';
import type { AdvisorBackend } from '../backend';
import { replayTurn } from '../replay-turn';
import { answerTurn, LOCAL_MODEL } from './offline-turn';

/** The offline advisor's name among the back ends (ADVISOR_PROVIDER=local). */
export const OFFLINE_BACKEND_NAME = 'local';

/** The module a worker thread loads to answer offline turns (see `thread-compute.ts`). */
const THREAD_MODULE = new URL('./thread-compute.ts', import.meta.url);

/**
 * The offline engine as a back end: always configured, deterministic, no network. It reads only
 * the part of the history the engine uses, and its answer is a pure function of the turn's input,
 * so a turn worker can compute it off the event loop.
 */
export function createOfflineBackend(engine: AdvisorEngine): AdvisorBackend {
  return {
    name: OFFLINE_BACKEND_NAME,
    model: LOCAL_MODEL,
    configured: true,
    history: 'engine',
    threadModule: THREAD_MODULE,
    async reply(input, callbacks = {}) {
      const turn = answerTurn(engine, input);
      replayTurn(turn, callbacks);
      return turn.reply;
    },
  };
}
