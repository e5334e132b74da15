import type { AdvisorProvider, AdvisorReply, AdvisorTurnInput, TurnCallbacks } from './types';
import { engineHistory, type AdvisorEngine } from './engine';
import type { EnginePool } from './engine-pool';
import { chunkText, FIRST_STAGE, LOCAL_MODEL, runLocalTurn, type LocalTurn } from './local-turn';

export { chunkText, LOCAL_MODEL } from './local-turn';

export interface LocalProviderOptions {
  /**
   * Worker threads that run the engine off the event loop. Without one, or when the pool fails,
   * the engine runs in this thread; the answer is the same either way.
   */
  pool?: EnginePool;
  onPoolError?: (error: unknown) => void;
}

/**
 * Plays a turn the engine has answered on the callbacks: its stages, then the advice in chunks (only
 * while somebody receives them).
 */
export function replayTurn(turn: LocalTurn, callbacks: TurnCallbacks): void {
  for (const stage of turn.stages) callbacks.onStage?.(stage);
  if (callbacks.onChunk && (callbacks.streaming?.() ?? true)) {
    for (const chunk of chunkText(turn.reply.advice)) {
      if (callbacks.signal?.aborted) break;
      callbacks.onChunk(chunk);
    }
  }
}

/** The offline engine as a provider: always configured, deterministic, no network. */
export function createLocalProvider(engine: AdvisorEngine, options: LocalProviderOptions = {}): AdvisorProvider {
  const { pool } = options;
  async function compute(input: AdvisorTurnInput): Promise<LocalTurn> {
    if (!pool) return runLocalTurn(engine, input);
    try {
      return await pool.run({ ...input, history: engineHistory(input.history) });
    } catch (error) {
      options.onPoolError?.(error);
      return runLocalTurn(engine, input);
    }
  }
  return {
    name: 'local',
    model: LOCAL_MODEL,
    history: 'engine',
    configured: true,
    async reply(input: AdvisorTurnInput, callbacks: TurnCallbacks = {}): Promise<AdvisorReply> {
      callbacks.onStage?.(FIRST_STAGE);
      const turn = await compute(input);
      replayTurn(turn, callbacks);
      return turn.reply;
    },
  };
}
