import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import { formatValidationError } from './validation';

describe('error handler', () => {
  it('answers a generic 500 JSON without the internal message or a stack', async () => {
    const { app } = await buildTestApp();
    app.get('/api/test-boom', async () => {
      throw new Error('secret database path /var/lib/x');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test-boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('secret');
  });

  it('answers 503 with Retry-After when SQLite is busy', async () => {
    const { app } = await buildTestApp();
    app.get('/api/test-busy', async () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    });
    const response = await app.inject({ method: 'GET', url: '/api/test-busy' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json().error).toBe('service_unavailable');
  });

  it('answers 400 for a multipart parse error that carries no status', async () => {
    const { app } = await buildTestApp();
    app.post('/api/test-multipart', async () => {
      throw new Error('Multipart: Boundary not found');
    });
    const response = await app.inject({ method: 'POST', url: '/api/test-multipart' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Malformed upload: Multipart: Boundary not found' });
  });

  it('answers 405-free JSON 404 for an unknown method on a known path', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });
});

describe('formatValidationError', () => {
  it('names the field and the rule in plain words', () => {
    expect(formatValidationError('body', [{ keyword: 'required', instancePath: '', params: { missingProperty: 'userId' } }])).toBe(
      'userId is required',
    );
    expect(formatValidationError('body', [{ keyword: 'pattern', instancePath: '/content', params: { pattern: '\\S' } }])).toBe(
      'content must not be blank',
    );
    expect(formatValidationError('querystring', [{ keyword: 'type', instancePath: '/page', params: { type: 'integer' } }])).toBe(
      'page must be a whole number',
    );
    expect(formatValidationError('body', [{ keyword: 'type', instancePath: '', params: { type: 'object' } }])).toBe(
      'body must be of type object',
    );
    expect(formatValidationError('body', [])).toBe('The request is invalid');
  });
});
