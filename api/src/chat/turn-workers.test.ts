import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation } from '../test/helper';
import { sqliteOf, writeLockOf } from '../db/database';
import { WorkerInterruptedError } from '../workers/worker-pool';
import { createOfflineBackend } from '../providers/offline/offline-backend';
import { defaultAdvisorEngine } from '../providers/offline/default-engine';
import type { App } from '../types';
import { createTurnWorkers } from './turn-workers';

const SCRIPT = [
  'Hi there',
  "We're renovating a house in Geelong",
  'a townhouse',
  'two',
  'How much ceiling insulation do I need?',
  'Can someone call me about a quote?',
];

async function play(app: App) {
  const conversationId = await createConversation(app);
  const answers = [];
  for (const message of SCRIPT) {
    const response = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { conversationId, message } });
    expect(response.statusCode).toBe(200);
    const { conversation_id: _id, ...answer } = response.json<Record<string, unknown>>();
    answers.push(answer);
  }
  const transcript = await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/transcript` });
  const stored = transcript.json<{ sender: string; content: string; citations: unknown[] }[]>().map(({ sender, content, citations }) => ({ sender, content, citations }));
  return { answers, stored };
}

describe('the app with turn workers', () => {
  it('answers and stores a whole conversation exactly as the event loop does without workers', async () => {
    const withWorkers = (await buildTestApp({ ADVISOR_WORKERS: '1' })).app;
    const inWorkers = await play(withWorkers);
    const withoutWorkers = (await buildTestApp({ ADVISOR_WORKERS: '0' })).app;
    const inProcess = await play(withoutWorkers);
    expect(inWorkers).toEqual(inProcess);
    expect(inWorkers.answers.at(-1)).toMatchObject({ is_lead_form: true });
    expect(inWorkers.stored).toHaveLength(SCRIPT.length * 2);
  });

  it('answers 404 for an unknown conversation, and hands back the stored ids', async () => {
    const { app } = await buildTestApp({ ADVISOR_WORKERS: '1' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/optimized-sales/chat',
      payload: { conversationId: '00000000-0000-4000-8000-000000000000', message: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Conversation not found' });

    const conversationId = await createConversation(app, 'user-456', 'project-123');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      payload: { conversationId, userId: 'user-456', projectId: 'project-123', content: 'Should I get double glazing?' },
    });
    expect(sent.statusCode).toBe(200);
    const answer = sent.json<{ id: number; userMessageId: number; timestamp: string }>();
    const transcript = (await app.inject({ method: 'GET', url: `/api/conversations/${conversationId}/transcript` })).json<{ id: number; timestamp: string }[]>();
    expect(transcript.map((message) => message.id)).toEqual([answer.userMessageId, answer.id]);
    expect(transcript[1]?.timestamp).toBe(answer.timestamp);
  });

  it('lets the event loop write (conversations, leads) while the worker writes turns, with nothing refused', async () => {
    const { app } = await buildTestApp({ ADVISOR_WORKERS: '1' });
    const ids = await Promise.all(Array.from({ length: 10 }, (_, index) => createConversation(app, `user-${index}`)));
    const requests = ids.flatMap((conversationId, index) => [
      app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { conversationId, message: 'We are building a new home in Ballarat' } }),
      app.inject({ method: 'POST', url: '/api/conversations', payload: { userId: `other-${index}`, projectId: 'p' } }),
      app.inject({ method: 'POST', url: '/api/optimized-sales/lead', payload: { conversationId, name: `Visitor ${index}`, email: `v${index}@example.com` } }),
    ]);
    const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    const sqlite = sqliteOf(app.db);
    expect(sqlite.prepare('select count(*) as n from messages').get()).toEqual({ n: 20 });
    expect(sqlite.prepare('select count(*) as n from leads').get()).toEqual({ n: 10 });
    expect(writeLockOf(app.db).tryAcquire()).toBe(true); // nobody kept the lock
    writeLockOf(app.db).release();
  });

  it('answers 503 with Retry-After, storing nothing, when the write lock stays taken', async () => {
    const { app } = await buildTestApp({ ADVISOR_WORKERS: '1', SQLITE_BUSY_TIMEOUT_MS: '100' });
    const conversationId = await createConversation(app);
    const lock = writeLockOf(app.db);
    expect(lock.tryAcquire()).toBe(true);
    const response = await app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload: { conversationId, message: 'Hello' } });
    lock.release();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ error: 'service_unavailable' });
    expect(sqliteOf(app.db).prepare('select count(*) as n from messages').get()).toEqual({ n: 0 });
  });

  it('takes only the turns of the back end whose thread module it runs, and only while a worker runs', async () => {
    const { app } = await buildTestApp();
    const offline = createOfflineBackend(defaultAdvisorEngine());
    const workers = createTurnWorkers({
      backend: { ...offline, threadModule: offline.threadModule as URL },
      size: 1,
      database: { path: sqliteOf(app.db).name, lock: writeLockOf(app.db), busyTimeoutMs: 500, synchronous: 'NORMAL', autocheckpoint: true },
    });
    expect(workers.takes(offline)).toBe(true);
    expect(workers.takes(app.backends.get('openai'))).toBe(false);
    await workers.close();
    expect(workers.takes(offline)).toBe(false);
  });

  it('gives up on a worker stuck on a turn: the turn fails as interrupted and nothing is stored', async () => {
    const { app } = await buildTestApp();
    const conversationId = await createConversation(app);
    const lock = writeLockOf(app.db);
    const offline = createOfflineBackend(defaultAdvisorEngine());
    const workers = createTurnWorkers({
      backend: { ...offline, threadModule: offline.threadModule as URL },
      size: 1,
      timeoutMs: 2_000,
      database: { path: sqliteOf(app.db).name, lock, busyTimeoutMs: 60_000, synchronous: 'NORMAL', autocheckpoint: true },
    });
    try {
      // the pool's patience starts when a ready worker is handed the turn (its start does not count)
      expect(lock.tryAcquire()).toBe(true); // the worker will wait for it far longer than the pool waits for the worker
      const turn = workers.run({ conversationId, message: 'Hello', receivedAt: new Date().toISOString() });
      await expect(turn).rejects.toBeInstanceOf(WorkerInterruptedError);
      lock.release();
      expect(sqliteOf(app.db).prepare('select count(*) as n from messages where conversation_id = ?').get(conversationId)).toEqual({ n: 0 });
    } finally {
      await workers.close();
    }
  });
});
