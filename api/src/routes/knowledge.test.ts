import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';

describe('GET /api/knowledge/{id}', () => {
  it('resolves a citation to its title, summary, sources and date checked', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/knowledge/heat-pump-hot-water' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: 'heat-pump-hot-water', title: 'Heat pump hot water systems', checked: '2026-11-22' });
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.sources.every((url: string) => /^https?:\/\//.test(url))).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['checked', 'id', 'sources', 'summary', 'title']);
  });

  it('answers 404 for an unknown article and 400 for a malformed id', async () => {
    const { app } = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/knowledge/no-such-article' })).statusCode).toBe(404);
    const malformed = await app.inject({ method: 'GET', url: '/api/knowledge/..%2F..%2Fetc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('validation_error');
  });
});
