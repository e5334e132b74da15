import { once } from 'node:events';
import pg from 'pg';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerSocketMessage, StreamingChunkMessage } from '@energy-advisor/contracts';
import { testDatabaseEnv } from './test/helper';
import { onPostgres } from './test/test-database';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { sharedRedisForTest, TEST_REDIS_URL } from './redis/test/test-redis';

/** Why the test cannot run here (Redis does not answer), or undefined. PostgreSQL is checked by the api-pg project's global setup. */
async function redisMissing(): Promise<string | undefined> {
  if (!onPostgres) return undefined;
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return `Redis does not answer at ${TEST_REDIS_URL} (${(error as Error).message}): start it (see ../shared/TOOLCHAIN.md, or .ci/run does)`;
  } finally {
    redis.disconnect();
  }
}
const missing = await redisMissing();
if (missing) console.warn(`server-instances.test.ts skipped: ${missing}`);

const ADMIN_TOKEN = 'instances-test-admin-token-0123456789';

/** A JSON request to a server process; `ip` is the client address the proxy in front (TRUST_PROXY=1) reports. */
async function call(server: ServerProcess, method: string, path: string, options: { body?: unknown; ip?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(server.url + path, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.ip && { 'x-forwarded-for': options.ip }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

interface Transcript {
  id: number;
  sender: string;
  content: string;
}

/** A socket following a conversation on a server, recording its frames. */
async function follow(server: ServerProcess, conversationId: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`);
  const frames: ServerSocketMessage[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerSocketMessage));
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'register', clientId: 'test', conversationId }));
  await expect.poll(() => frames.find((frame) => frame.type === 'registered' || frame.type === 'error')).toEqual({ type: 'registered', conversationId });
  return { socket, frames };
}

/** A distinct client address per request, so the small chat budget (3 a minute) limits only what counts it. */
let addresses = 0;
const nextAddress = () => `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}`;

describe.runIf(onPostgres && !missing)('two API processes on one PostgreSQL and one Redis', () => {
  it('share visitors, conversations, socket fan-out and rate limits, and lose nothing acknowledged when one is killed (SIGKILL)', async () => {
    const database = await testDatabaseEnv();
    const redis = sharedRedisForTest();
    const env = {
      ...database,
      ...redis.env,
      ADMIN_TOKEN,
      TRUST_PROXY: '1',
      CHAT_RATE_LIMIT_PER_MINUTE: '3',
      WEB_DIST_DIR: '/nonexistent/web',
      WIDGET_DIST_DIR: '/nonexistent/widget',
    };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);

    // a visitor's conversation started on A continues on B with the same visitor token
    const visitor = await call(a, 'POST', '/api/visitors', { body: { userId: 'ann' } });
    expect(visitor.status).toBe(201);
    const bearer = { authorization: `Bearer ${String(visitor.body.visitorToken)}` };
    const first = await call(a, 'POST', '/api/conversations/message', { headers: bearer, ip: nextAddress(), body: { content: 'We are building in Ballarat', projectId: 'p', userId: 'ann' } });
    expect(first.status).toBe(200);
    const conversationId = String(first.body.conversationId);
    const second = await call(b, 'POST', '/api/conversations/message', { headers: bearer, ip: nextAddress(), body: { content: 'What about the windows?', projectId: 'p', userId: 'ann' } });
    expect(second.status).toBe(200);
    expect(second.body.conversationId).toBe(conversationId);
    const listed = await call(b, 'GET', '/api/conversations?userId=ann', { headers: bearer });
    expect(listed.body).toEqual([expect.objectContaining({ id: conversationId })]);
    // another visitor of the same user id reaches none of it
    const other = await call(b, 'POST', '/api/visitors', { body: { userId: 'ann' } });
    expect((await call(b, 'GET', '/api/conversations?userId=ann', { headers: { authorization: `Bearer ${String(other.body.visitorToken)}` } })).body).toEqual([]);
    const transcript = (await call(b, 'GET', `/api/conversations/${conversationId}/transcript`)).body as unknown as Transcript[];
    expect(transcript.map((message) => message.content)).toEqual(['We are building in Ballarat', first.body.content, 'What about the windows?', second.body.content]);

    // a socket on B receives the chunks of a turn A answers
    const onB = await follow(b, conversationId);
    const turn = await call(a, 'POST', '/api/optimized-sales/chat', { ip: nextAddress(), body: { message: 'How can I reduce condensation on my windows?', conversationId } });
    expect(turn.status).toBe(200);
    const chunks = () => onB.frames.filter((frame): frame is StreamingChunkMessage => frame.type === 'streamingChunk');
    await expect.poll(() => chunks().some((chunk) => chunk.isComplete)).toBe(true);
    expect(chunks().slice(0, -1).map((chunk) => chunk.content).join('')).toBe(turn.body.advice);
    onB.socket.close(1000);

    // one chat budget (3 a minute) for a client, whichever instance it reaches
    const ip = '203.0.113.7';
    const budget = [];
    for (const server of [a, b, a, b]) budget.push((await call(server, 'POST', '/api/optimized-sales/chat', { ip, body: { message: 'Hi' } })).status);
    expect(budget).toEqual([200, 200, 200, 429]);

    // traffic on A (new conversations, turns, leads from 6 clients at once), A killed in the middle of it
    const turns: { userId: string; conversationId: string; userMessageId: number; id: number; content: string; question: string }[] = [];
    const leads: string[] = [];
    const touched = new Set<string>();
    let killed = false;
    const client = async (index: number) => {
      let own: string | undefined;
      for (let step = 0; !killed; step += 1) {
        try {
          if (own && step % 4 === 3) {
            const lead = await call(a, 'POST', '/api/optimized-sales/lead', { ip: nextAddress(), body: { name: `Lead ${index}-${step}`, email: `lead${index}.${step}@example.com`, conversationId: own } });
            if (lead.status === 201) leads.push(own);
            continue;
          }
          const question = `Client ${index} question ${step}: is ceiling insulation worth it?`;
          const answer = await call(a, 'POST', '/api/conversations/message', { ip: nextAddress(), body: { content: question, projectId: 'p', userId: `client-${index}`, ...(own && { conversationId: own }) } });
          if (answer.status !== 200) throw new Error(`turn answered ${answer.status}: ${JSON.stringify(answer.body)}`);
          own = String(answer.body.conversationId);
          touched.add(own);
          turns.push({ userId: `client-${index}`, conversationId: own, userMessageId: Number(answer.body.userMessageId), id: Number(answer.body.id), content: String(answer.body.content), question });
        } catch (error) {
          if (killed) return; // the request A was answering when it died: not acknowledged
          throw error;
        }
      }
    };
    const traffic = Promise.all(Array.from({ length: 6 }, (_, index) => client(index)));
    // a client failing before the kill fails the test at once, with its error
    const failedEarly = traffic.then(() => {
      if (!killed) throw new Error('the traffic ended before A was killed');
    });
    await Promise.race([failedEarly, expect.poll(() => turns.length >= 24 && leads.length >= 3, { timeout: 30_000 }).toBe(true)]);
    killed = true;
    expect(await a.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    await failedEarly;

    // every turn and lead A acknowledged is readable through B
    const transcripts = new Map<string, Transcript[]>();
    for (const id of touched) {
      const read = await call(b, 'GET', `/api/conversations/${id}/transcript`);
      expect(read.status).toBe(200);
      transcripts.set(id, read.body as unknown as Transcript[]);
    }
    for (const acknowledged of turns) {
      const messages = transcripts.get(acknowledged.conversationId) ?? [];
      expect(messages).toContainEqual(expect.objectContaining({ id: acknowledged.userMessageId, sender: 'user', content: acknowledged.question }));
      expect(messages).toContainEqual(expect.objectContaining({ id: acknowledged.id, sender: 'assistant', content: acknowledged.content }));
    }
    const stored = await call(b, 'GET', '/api/admin/leads?limit=100', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(stored.status).toBe(200);
    const storedLeads = (stored.body.leads as { conversation_id: string; email: string }[]).map((lead) => lead.conversation_id);
    for (const conversation of leads) expect(storedLeads).toContain(conversation);

    // nothing half-written: every turn is both its messages or neither, and each conversation's count is its messages
    for (const messages of transcripts.values()) {
      expect(messages.length % 2).toBe(0);
      expect(messages.map((message) => message.sender)).toEqual(messages.map((_, index) => (index % 2 === 0 ? 'user' : 'assistant')));
    }
    const pool = new pg.Pool({ connectionString: database.DATABASE_URL, max: 1 });
    try {
      const { rows } = await pool.query(
        'select c.id, c.message_count, (select count(*)::int from messages m where m.conversation_id = c.id) as stored from conversations c where c.message_count <> (select count(*) from messages m where m.conversation_id = c.id)',
      );
      expect(rows).toEqual([]);
    } finally {
      await pool.end();
    }

    // B goes on answering the conversations A had (the first acknowledged turn's, whichever client's it was)
    const [anyTurn] = turns;
    const after = await call(b, 'POST', '/api/conversations/message', { ip: nextAddress(), body: { content: 'And the walls?', projectId: 'p', userId: anyTurn?.userId, conversationId: anyTurn?.conversationId } });
    expect(after.status).toBe(200);
    expect((await call(b, 'GET', '/api/health/ready')).status).toBe(200);
    await b.kill('SIGTERM');
  }, 240_000);
});
