/**
 * Plays evaluation cases through the real HTTP route (POST /api/optimized-sales/chat via
 * `app.inject`) on a fresh app with its own temporary SQLite file, threading the conversation id
 * from the first answer, and checks every turn. A case with paraphrases is played three times, each
 * a conversation of its own: as written, with every turn's typo paraphrase, with every turn's
 * colloquial paraphrase.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ROUTES, type SalesAdviceAnswer } from '@energy-advisor/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { App } from '../src/types';
import type { EvalCase } from './cases';
import { type CaseResult, checkTurn } from './check';
import { turnText, type Variant, variantsOf } from './variants';

/**
 * Plays one case on the app as a new conversation; a non-200 answer fails the turn (and the rest of
 * the case is skipped).
 */
export async function playCase(app: App, item: EvalCase, variant: Variant = 'plain'): Promise<CaseResult> {
  const result: CaseResult = {
    id: item.id,
    category: item.category,
    variant,
    paraphrased: item.paraphrased,
    turns: item.turns.length,
    failedTurns: [],
  };
  let conversationId: string | undefined;
  for (const [index, turn] of item.turns.entries()) {
    const user = turnText(turn, variant);
    const response = await app.inject({
      method: 'POST',
      url: API_ROUTES.salesChat,
      payload: { message: user, ...(conversationId && { conversationId }), userId: 'eval', projectId: 'eval' },
    });
    if (response.statusCode !== 200) {
      result.failedTurns.push({
        turn: index,
        user,
        failures: [{ check: 'status', expected: '200', actual: `${response.statusCode} ${response.body.slice(0, 200)}` }],
      });
      result.turns = index + 1;
      break;
    }
    const answer = response.json<SalesAdviceAnswer>();
    conversationId ??= answer.conversation_id;
    const failures = checkTurn(turn.expect, answer);
    if (failures.length > 0) result.failedTurns.push({ turn: index, user, failures });
  }
  return result;
}

/**
 * Builds the app on a temporary database, plays every case in order (each in all its variants), then
 * closes and cleans up.
 */
export async function runCases(cases: EvalCase[]): Promise<CaseResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'energy-advisor-eval-'));
  const config = loadConfig({
    DATABASE_PATH: join(dir, 'eval.db'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dir, 'none'),
    WIDGET_DIST_DIR: join(dir, 'none'),
    // every turn comes from one client; the evaluation is not a flood
    CHAT_RATE_LIMIT_PER_MINUTE: '0',
    // the offline advisor, whatever the environment configures
    ADVISOR_PROVIDER: 'local',
  });
  const app = await buildApp(config, { logger: false });
  try {
    const results: CaseResult[] = [];
    for (const item of cases) for (const variant of variantsOf(item)) results.push(await playCase(app, item, variant));
    return results;
  } finally {
    await closeApp(app);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How long closing the app may take before the evaluation reports it and goes on. */
const CLOSE_TIMEOUT_MS = 30_000;

/**
 * Closes the app while a timer keeps the event loop alive: a close that waits only on handles that
 * do not (a worker's exit, an unreferenced socket) would otherwise end the process before the report
 * is printed, with exit code 0. A close that takes longer than CLOSE_TIMEOUT_MS is reported and left.
 */
async function closeApp(app: App): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CLOSE_TIMEOUT_MS);
  });
  const outcome = await Promise.race([app.close().then(() => 'closed' as const), timedOut]);
  clearTimeout(timer);
  if (outcome === 'timeout') console.error(`app.close() had not finished after ${CLOSE_TIMEOUT_MS / 1000} s; the report is printed anyway`);
}
