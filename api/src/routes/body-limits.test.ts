import { describe, expect, it } from 'vitest';
import { buildTestApp, createConversation } from '../test/helper';

/** Every JSON endpoint answers 413 JSON to an oversized body and 415 to a body that is not JSON. */
describe('body limits on every JSON endpoint', () => {
  const endpoints = (id: string) =>
    [
      ['POST', '/api/conversations'],
      ['PATCH', `/api/conversations/${id}`],
      ['POST', `/api/conversations/${id}/update-building-details`],
      ['POST', '/api/conversations/message'],
      ['POST', '/api/analysis/feedback'],
    ] as const;

  it('answers 413 for a body over BODY_LIMIT_BYTES and stores nothing', async () => {
    const { app } = await buildTestApp({ BODY_LIMIT_BYTES: '4096' });
    const id = await createConversation(app);
    for (const [method, url] of endpoints(id)) {
      const response = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ content: 'x'.repeat(8192) }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(413);
      expect(response.json(), `${method} ${url}`).toEqual({
        error: 'payload_too_large',
        message: 'The request body is too large',
      });
    }
    expect(await app.db.selectFrom('messages').selectAll().execute()).toEqual([]);
  });

  it('answers 415 for a text/plain body', async () => {
    const { app } = await buildTestApp();
    const id = await createConversation(app);
    for (const [method, url] of endpoints(id)) {
      const response = await app.inject({ method, url, headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
      expect(response.statusCode, `${method} ${url}`).toBe(415);
      expect(response.json().error).toBe('unsupported_media_type');
    }
  });
});
