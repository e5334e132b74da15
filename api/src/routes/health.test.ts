import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';

describe('GET /api/health', () => {
  it('answers ok with the database checked', async () => {
    const { app } = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', advisor: 'local' });
    expect(response.json().version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 JSON when the database is gone', async () => {
    const { app } = await buildTestApp();
    await app.db.destroy();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'service_unavailable', message: 'The database is not available' });
  });
});
