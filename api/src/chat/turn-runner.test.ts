import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation } from '../test/helper';
import { sqliteOf, writeLockOf } from '../db/database';
import { defaultAdvisorEngine } from '../providers/offline/default-engine';
import { answerTurn } from '../providers/offline/offline-turn';
import type { AdvisorTurnInput, ComputedTurn } from '../providers/backend';
import { createTurnRunner, type TurnOutcome, type TurnRequest } from './turn-runner';
import { joinReply } from './turn-records';

const engine = defaultAdvisorEngine();
const offline = (input: AdvisorTurnInput) => answerTurn(engine, input);

/** The runner as a turn worker has it, here on the test app's own connection and lock. */
async function setup(options: { compute?: (input: AdvisorTurnInput) => ComputedTurn; lockTimeoutMs?: number } = {}) {
  const { app } = await buildTestApp();
  const sqlite = sqliteOf(app.db);
  const lock = writeLockOf(app.db);
  const run = createTurnRunner({ sqlite, lock, lockTimeoutMs: options.lockTimeoutMs ?? 500, compute: options.compute ?? offline, history: 'engine' });
  const messages = (id: string) =>
    sqlite.prepare('select id, sender, content, timestamp, citations, model_used from messages where conversation_id = ? order by id').all(id);
  const variables = (id: string) =>
    Object.fromEntries(
      (sqlite.prepare('select name, value from collected_variables where conversation_id = ?').all(id) as { name: string; value: string }[]).map(
        (row) => [row.name, row.value],
      ),
    );
  return { app, sqlite, lock, run, messages, variables };
}

const request = (conversationId: string, message: string, second = 0): TurnRequest => ({
  conversationId,
  message,
  receivedAt: new Date(Date.UTC(2026, 10, 24, 9, 0, second)).toISOString(),
});

const ok = (outcome: TurnOutcome | undefined) => {
  if (!outcome?.ok) throw new Error(`expected an answered turn, got ${JSON.stringify(outcome)}`);
  return outcome;
};

describe('whole turns in a turn worker', () => {
  it('answers as the engine does and stores the visitor message, the reply, the variables and the counters', async () => {
    const { app, run, messages, variables, sqlite } = await setup();
    const id = await createConversation(app);
    const [outcome] = run([request(id, "We're renovating a house in Geelong")]);
    const answered = ok(outcome);
    expect(answered.turn).toEqual(answerTurn(engine, { message: "We're renovating a house in Geelong", history: [], collected: {}, buildingDetails: {} }));
    const rows = messages(id);
    expect(rows).toEqual([
      { id: answered.stored[0]?.id, sender: 'user', content: "We're renovating a house in Geelong", timestamp: answered.stored[0]?.timestamp, citations: '[]', model_used: null },
      {
        id: answered.stored[1]?.id,
        sender: 'assistant',
        content: joinReply(answered.turn.reply),
        timestamp: answered.stored[1]?.timestamp,
        citations: JSON.stringify(answered.turn.reply.citations),
        model_used: 'local-advisor',
      },
    ]);
    expect(answered.stored[0]?.timestamp).toBe(request(id, '').receivedAt);
    expect(variables(id)).toEqual(answered.turn.reply.collected_variables);
    expect(variables(id)).toMatchObject({ location: 'Geelong, VIC', project_type: 'renovation' });
    expect(sqlite.prepare('select message_count, first_message_at from conversations where id = ?').get(id)).toEqual({
      message_count: 2,
      first_message_at: request(id, '').receivedAt,
    });
  });

  it('answers two turns of one conversation in one batch in order, the second seeing the first', async () => {
    const { app, run, messages, variables } = await setup();
    const id = await createConversation(app);
    const other = await createConversation(app, 'someone-else');
    const outcomes = run([request(id, 'We are building a new home in Ballarat', 1), request(other, 'Hello', 2), request(id, 'a townhouse', 3)]);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    // the second turn started from what the first collected
    expect(ok(outcomes[2]).turn.reply.collected_variables).toMatchObject({ location: 'Ballarat, VIC', dwelling_type: 'townhouse' });
    // "a townhouse" answers the dwelling question the first reply asked
    expect(variables(id)).toMatchObject({ location: 'Ballarat, VIC', project_type: 'new build', dwelling_type: 'townhouse' });
    expect(messages(id).map((row) => (row as { sender: string }).sender)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages(other)).toHaveLength(2);
  });

  it('answers not_found for an unknown conversation and stores nothing', async () => {
    const { run, sqlite } = await setup();
    expect(run([request('00000000-0000-4000-8000-000000000000', 'Hello')])).toEqual([
      { ok: false, reason: 'not_found', message: 'Conversation not found' },
    ]);
    expect(sqlite.prepare('select count(*) as n from messages').get()).toEqual({ n: 0 });
  });

  it('answers busy and stores nothing when the write lock stays with another writer', async () => {
    const { app, run, lock, messages } = await setup({ lockTimeoutMs: 30 });
    const id = await createConversation(app);
    expect(lock.tryAcquire()).toBe(true); // as the event loop holds it during a kysely transaction
    const [outcome] = run([request(id, 'How much ceiling insulation do I need?')]);
    lock.release();
    expect(outcome).toMatchObject({ ok: false, reason: 'busy' });
    expect(messages(id)).toEqual([]);
    expect(ok(run([request(id, 'How much ceiling insulation do I need?')])[0]).stored).toHaveLength(2);
  });

  it('keeps the visitor message when the back end fails, and answers the batch’s other turns', async () => {
    const failing = (input: AdvisorTurnInput) => {
      if (input.message === 'break') throw new Error('engine broke');
      return offline(input);
    };
    const { app, run, messages } = await setup({ compute: failing });
    const id = await createConversation(app);
    const other = await createConversation(app, 'another-user');
    const [broken, fine] = run([request(id, 'break'), request(other, 'Should I get double glazing?')]);
    expect(broken).toEqual({ ok: false, reason: 'failed', message: 'engine broke' });
    expect(messages(id)).toMatchObject([{ sender: 'user', content: 'break' }]);
    expect(ok(fine).stored).toHaveLength(2);
  });
});
