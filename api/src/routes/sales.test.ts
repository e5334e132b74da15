import { describe, expect, it } from 'vitest';
import { SalesAdviceAnswerSchema, type SalesAdviceAnswer } from '@energy-advisor/contracts';
import { buildTestApp } from '../test/helper';
import { LEAD_ADVICE } from '../advisor/compose';
import { QUESTIONS } from '../advisor/policy';
import type { App } from '../types';

const chat = async (app: App, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/optimized-sales/chat', payload });

describe('POST /api/optimized-sales/chat', () => {
  it('answers exactly the documented fields, the stored ids among them', async () => {
    const { app } = await buildTestApp();
    const answer = (await chat(app, { message: 'How much ceiling insulation do I need?' })).json<SalesAdviceAnswer>();
    expect(Object.keys(answer).sort()).toEqual(Object.keys(SalesAdviceAnswerSchema.properties).sort());
    for (const citation of answer.citations) expect(Object.keys(citation).sort()).toEqual(['id', 'title', 'type']);
    const stored = await app.db.selectFrom('messages').select(['id', 'sender', 'content']).orderBy('id').execute();
    expect(stored).toEqual([
      { id: answer.user_message_id, sender: 'user', content: 'How much ceiling insulation do I need?' },
      { id: answer.assistant_message_id, sender: 'assistant', content: answer.content },
    ]);
  });

  it('walks a conversation from greeting to lead submission and stores everything', async () => {
    const { app } = await buildTestApp();
    const turns: SalesAdviceAnswer[] = [];
    let conversationId: string | undefined;
    for (const message of [
      'Hi',
      "We're building a new home near Ballarat, Victoria",
      'A detached house',
      'Two storey',
      'How do I get to 7 stars?',
      'I would like an energy efficiency assessment quote',
    ]) {
      const response = await chat(app, { message, conversationId, userId: 'user-456', projectId: 'project-123' });
      expect(response.statusCode, message).toBe(200);
      const answer = response.json<SalesAdviceAnswer>();
      conversationId = answer.conversation_id;
      turns.push(answer);
    }
    const [greeting, place, dwelling, storeys, stars, quote] = turns as [SalesAdviceAnswer, ...SalesAdviceAnswer[]];
    expect(greeting.next_question).toBe(QUESTIONS.location);
    expect(place?.collected_variables).toMatchObject({ location: 'Ballarat, VIC', state: 'VIC', project_type: 'new build' });
    expect(place?.next_question).toBe(QUESTIONS.dwelling_type);
    expect(dwelling?.collected_variables.dwelling_type).toBe('detached house');
    expect(storeys?.collected_variables.storeys).toBe('2');
    expect(stars?.citations.length).toBeGreaterThan(0);
    expect(stars?.content).toBe(`${stars?.advice}\n\n${stars?.next_question}`);
    expect(stars?.is_lead_form).toBe(false);
    expect(quote).toMatchObject({ is_lead_form: true, advice: LEAD_ADVICE, next_question: '', model_used: 'local-advisor' });
    expect(new Set(turns.map((turn) => turn.conversation_id)).size).toBe(1);

    const lead = await app.inject({
      method: 'POST',
      url: '/api/optimized-sales/lead',
      payload: { name: '  Sam Builder ', email: 'sam@example.com', conversationId },
    });
    expect(lead.statusCode).toBe(201);
    expect(lead.json()).toMatchObject({ success: true });

    const conversation = await app.db.selectFrom('conversations').selectAll().where('id', '=', conversationId as string).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ user_id: 'user-456', project_id: 'project-123', message_count: 12 });
    expect(conversation.lead_form_at).not.toBeNull();
    const messages = await app.db.selectFrom('messages').selectAll().orderBy('id').execute();
    expect(messages).toHaveLength(12);
    expect(messages.filter((row) => row.sender === 'assistant').every((row) => row.model_used === 'local-advisor')).toBe(true);
    expect(JSON.parse(messages[9]?.citations ?? '[]')).toEqual(stars?.citations);
    // every answer names the two messages it stored
    expect(turns.flatMap((turn) => [turn.user_message_id, turn.assistant_message_id])).toEqual(messages.slice(0, 12).map((row) => row.id));
    const leads = await app.db.selectFrom('leads').selectAll().execute();
    expect(leads).toEqual([expect.objectContaining({ conversation_id: conversationId, name: 'Sam Builder', email: 'sam@example.com' })]);
    const variables = await app.db.selectFrom('collected_variables').selectAll().execute();
    const byName = Object.fromEntries(variables.map((row) => [row.name, row]));
    expect(byName.name).toMatchObject({ value: 'Sam Builder', source: 'lead' });
    expect(byName.email).toMatchObject({ value: 'sam@example.com', source: 'lead' });
    expect(byName.location).toMatchObject({ value: 'Ballarat, VIC', source: 'advisor' });

    const after = await chat(app, { message: 'Can someone call me?', conversationId });
    expect(after.json()).toMatchObject({ is_lead_form: false, collected_variables: { email: 'sam@example.com' } });
  });

  it('creates a conversation with the fallback identity when none is given', async () => {
    const { app } = await buildTestApp();
    const response = await chat(app, { message: 'Hello' });
    expect(response.statusCode).toBe(200);
    const row = await app.db.selectFrom('conversations').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: response.json().conversation_id, user_id: 'anonymous', project_id: 'sales-lead' });
  });

  it('asks which state for an ambiguous town and takes the answer', async () => {
    const { app } = await buildTestApp();
    const first = (await chat(app, { message: "It's in Richmond" })).json<SalesAdviceAnswer>();
    expect(first.next_question).toMatch(/^There is a Richmond in .*Which state is yours\?$/);
    expect(first.collected_variables.location).toBeUndefined();
    const second = (await chat(app, { message: 'Victoria', conversationId: first.conversation_id })).json<SalesAdviceAnswer>();
    expect(second.collected_variables).toMatchObject({ location: 'Richmond, VIC', state: 'VIC' });
  });

  it('steers an out-of-scope question back politely', async () => {
    const { app } = await buildTestApp();
    const answer = (await chat(app, { message: 'Who won the cricket last night?' })).json<SalesAdviceAnswer>();
    expect(answer.advice).toMatch(/energy efficiency advisor/);
    expect(answer.citations).toEqual([]);
    expect(answer.next_question).toBe(QUESTIONS.location);
  });

  it.each([
    ['a blank message', { message: '   ' }, 400],
    ['a missing message', {}, 400],
    ['a numeric message', { message: 7 }, 400],
    ['a malformed conversation id', { message: 'hi', conversationId: 'x' }, 400],
    ['an unknown conversation id', { message: 'hi', conversationId: '00000000-0000-4000-8000-000000000000' }, 404],
  ])('answers %s with a JSON error and stores nothing', async (_case, payload, status) => {
    const { app } = await buildTestApp();
    const response = await chat(app, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await app.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });
});

describe('POST /api/optimized-sales/lead', () => {
  it.each([
    ['a blank name', { name: '  ', email: 'a@b.co' }, 'name must not be blank'],
    ['a missing email', { name: 'Sam' }, 'email is required'],
    ['an invalid email', { name: 'Sam', email: 'not-an-email' }, 'email must be a valid email'],
    ['a missing conversation id', { name: 'Sam', email: 'a@b.co', conversationId: undefined }, 'conversationId is required'],
  ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
    const { app } = await buildTestApp();
    const conversationId = (await chat(app, { message: 'Hi' })).json().conversation_id;
    const response = await app.inject({
      method: 'POST',
      url: '/api/optimized-sales/lead',
      payload: JSON.parse(JSON.stringify({ conversationId, ...payload })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_error', message });
    expect(await app.db.selectFrom('leads').selectAll().execute()).toEqual([]);
  });

  it('counts a lead sent without the advisor opening the form as having reached it (the admin funnel)', async () => {
    const { app } = await buildTestApp();
    const conversationId = (await chat(app, { message: 'Hi' })).json().conversation_id;
    const before = await app.db.selectFrom('conversations').select('lead_form_at').where('id', '=', conversationId).executeTakeFirstOrThrow();
    expect(before.lead_form_at).toBeNull();
    const lead = await app.inject({ method: 'POST', url: '/api/optimized-sales/lead', payload: { name: 'Sam', email: 'sam@example.com', conversationId } });
    expect(lead.statusCode).toBe(201);
    const after = await app.db.selectFrom('conversations').select('lead_form_at').where('id', '=', conversationId).executeTakeFirstOrThrow();
    expect(after.lead_form_at).not.toBeNull();
  });

  it('stores a lead sent twice once, and a changed one as a new lead', async () => {
    const { app } = await buildTestApp();
    const conversationId = (await chat(app, { message: 'Hi' })).json().conversation_id;
    const send = (email: string) => app.inject({ method: 'POST', url: '/api/optimized-sales/lead', payload: { name: 'Sam', email, conversationId } });
    expect((await send('sam@example.com')).statusCode).toBe(201);
    expect((await send('sam@example.com')).statusCode).toBe(201);
    expect(await app.db.selectFrom('leads').select('email').execute()).toEqual([{ email: 'sam@example.com' }]);
    await send('sam@work.example');
    expect(await app.db.selectFrom('leads').select('email').orderBy('id').execute()).toEqual([{ email: 'sam@example.com' }, { email: 'sam@work.example' }]);
  });

  it('answers 404 when the conversation does not exist', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/optimized-sales/lead',
      payload: { name: 'Sam', email: 'sam@example.com', conversationId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('chat rate limit', () => {
  it('answers 429 JSON with Retry-After once a client passes CHAT_RATE_LIMIT_PER_MINUTE', async () => {
    const { app } = await buildTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '2' });
    expect((await chat(app, { message: 'Hi' })).statusCode).toBe(200);
    expect((await chat(app, { message: 'Hi' })).statusCode).toBe(200);
    const limited = await chat(app, { message: 'Hi' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/^Too many messages/) });
    expect(await app.db.selectFrom('messages').selectAll().execute()).toHaveLength(4);
  });

  it('does no rate bookkeeping at all when CHAT_RATE_LIMIT_PER_MINUTE is 0', async () => {
    const { app } = await buildTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '0' });
    for (let index = 0; index < 4; index += 1) {
      const response = await chat(app, { message: 'Hi' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
