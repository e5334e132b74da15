import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation } from '../test/helper';
import { sqliteOf, writeLockOf, writeTransaction } from '../db/database';
import { createGroupCommit } from '../db/group-commit';
import { engineHistory } from '../advisor/engine';
import { LEAD_OFFER } from '../advisor/policy';
import { findConversation } from '../repositories/conversations.repository';
import type { HistoryScope } from '../providers/backend';
import type { App } from '../types';
import { onPostgres } from '../test/test-database';
import { SqliteTurnStore } from './sqlite-turn-store';
import { PostgresTurnStore } from './postgres-turn-store';
import { HISTORY_LIMIT } from './turn-records';

const at = (second: number) => new Date(Date.UTC(2026, 10, 22, 8, 0, second)).toISOString();

function turn(conversationId: string, index: number) {
  return {
    conversationId,
    messages: [
      { sender: 'user' as const, content: `question ${index}`, timestamp: at(index * 2) },
      { sender: 'assistant' as const, content: `answer ${index}`, timestamp: at(index * 2 + 1) },
    ],
  };
}

/** A turn store of the app's database, with a `context` shorthand; a new one remembers nothing yet. */
async function storeOf(app: App) {
  const store = onPostgres
    ? new PostgresTurnStore(app.db)
    : new SqliteTurnStore(app.db, sqliteOf(app.db), createGroupCommit(app.db, sqliteOf(app.db), writeLockOf(app.db), 500));
  const context = async (id: string, scope: HistoryScope = 'full') => (await store.open(id, scope))?.context;
  return Object.assign(store, { context });
}

/** A visitor message stored past the store under test, as another writer stores one: the message and the counter. */
async function writeElsewhere(app: App, conversationId: string, timestamp: string) {
  await app.db.insertInto('messages').values({ conversation_id: conversationId, sender: 'user', content: 'from elsewhere', timestamp }).execute();
  await app.db.updateTable('conversations').set((eb) => ({ message_count: eb('message_count', '+', 1) })).where('id', '=', conversationId).execute();
}

describe('turn store', () => {
  it('stores a turn with its counters, variables and lead-form mark, and reads it back as context', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app);
    const turns = await storeOf(app);
    const [user, assistant] = await turns.save({
      ...turn(id, 0),
      variables: { location: 'Ballarat, VIC', climate_zone: '7' },
      source: 'advisor',
      leadFormAt: at(1),
    });
    // the ids and timestamps handed back are those stored
    const stored = await app.db.selectFrom('messages').select(['id', 'timestamp', 'sender', 'content', 'citations']).where('conversation_id', '=', id).orderBy('id').execute();
    expect(stored).toEqual([
      { ...user, sender: 'user', content: 'question 0', citations: '[]' },
      { ...assistant, sender: 'assistant', content: 'answer 0', citations: '[]' },
    ]);
    const row = await findConversation(app.db, id);
    expect(row).toMatchObject({ message_count: 2, first_message_at: at(0), last_message_at: at(1), lead_form_at: at(1) });
    await turns.save({ ...turn(id, 1), leadFormAt: at(3) });
    expect((await findConversation(app.db, id))?.lead_form_at).toBe(at(1)); // the first time is kept
    expect(await turns.context(id)).toEqual({
      history: [
        { role: 'user', content: 'question 0' },
        { role: 'assistant', content: 'answer 0' },
        { role: 'user', content: 'question 1' },
        { role: 'assistant', content: 'answer 1' },
      ],
      collected: { location: 'Ballarat, VIC', climate_zone: '7' },
    });
  });

  it('opens a conversation with its context in one read, or answers undefined for an unknown id', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app);
    const turns = await storeOf(app);
    await turns.save({ ...turn(id, 0), variables: { location: 'Hobart, TAS' } });
    const opened = await turns.open(id);
    expect(opened?.conversation).toMatchObject({ id, message_count: 2 });
    expect(opened?.context).toEqual(await turns.context(id));
    expect(opened?.context.collected).toEqual({ location: 'Hobart, TAS' });
    expect(await turns.open('no-such-conversation')).toBeUndefined();
  });

  it('keeps the newest messages only, and sees messages another writer added', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app);
    const turns = await storeOf(app);
    await turns.context(id); // caches the (empty) history
    for (let index = 0; index < 14; index += 1) await turns.save(turn(id, index));
    const history = (await turns.context(id))?.history ?? [];
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'answer 13' });
    expect(history[0]).toEqual({ role: 'user', content: 'question 2' });

    // a message written past the store (another process or instance, a later feature) bumps the counter
    await writeElsewhere(app, id, at(59));
    expect((await turns.context(id))?.history.at(-1)).toEqual({ role: 'user', content: 'from elsewhere' });
  });

  it('hands out copies: changing a returned history does not change the next one', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app);
    const turns = await storeOf(app);
    await turns.save(turn(id, 0));
    (await turns.context(id))?.history.push({ role: 'user', content: 'not stored' });
    expect((await turns.context(id))?.history).toHaveLength(2);
  });

  it('serves the engine scope from memory: what engineHistory keeps of the newest messages, other writers seen', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app);
    const turns = await storeOf(app);
    const uncached = async () => (await (await storeOf(app)).context(id)) ?? { history: [], collected: {} }; // reads every message anew
    expect(await turns.context(id, 'engine')).toEqual({ history: [], collected: {} });
    for (let index = 0; index < 20; index += 1) {
      const write = turn(id, index);
      if (index === 1 || index === 3) write.messages[1]!.content += `\n\n${LEAD_OFFER}`;
      await turns.save(write);
      if (index === 9) await writeElsewhere(app, id, at(19));
      const full = await uncached();
      expect(full.history.length).toBe(Math.min(HISTORY_LIMIT, 2 * (index + 1) + (index >= 9 ? 1 : 0)));
      expect(await turns.context(id, 'engine'), `after turn ${index}`).toEqual({ ...full, history: engineHistory(full.history) });
      expect((await turns.open(id, 'engine'))?.context).toEqual({ ...full, history: engineHistory(full.history) });
    }
  });

  // SQLite's one connection: kysely transactions and the store's synchronous reads share it
  it.skipIf(onPostgres)('never reads inside an open kysely transaction: waits for it to end', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = writeTransaction(app.db, async (trx) => {
      await trx.updateTable('conversations').set({ message_count: 99 }).where('id', '=', id).execute();
      await held;
      throw new Error('rolled back on purpose');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const read = (await storeOf(app)).open(id, 'engine');
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await expect(transaction).rejects.toThrow('rolled back on purpose');
    // had it read at once, it would have seen the count the transaction then rolled back
    expect((await read)?.conversation.message_count).toBe(0);
  });
});
