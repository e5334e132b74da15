import { beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/helper';
import type { App } from '../types';

// the helper closes each test's app after it
let app: App;
beforeEach(async () => {
  ({ app } = await buildTestApp());
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/climate-zones/{postcode}', () => {
  it("answers the postcode's zones, named by its main locality, with where the NCC zone comes from", async () => {
    const response = await get('/api/climate-zones/3350');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Ballarat',
      state: 'VIC',
      postcode: '3350',
      climateZone: 7,
      climateZoneSource: 'ABCB climate zone map',
      climateZoneConfidence: 'official',
      climateZoneAlternatives: [],
      nathersZone: 66,
      nathersZoneName: 'Ballarat',
    });
  });

  it('says when a postcode straddles zones, and reads a three-digit postcode with its leading zero', async () => {
    expect((await get('/api/climate-zones/2620')).json()).toMatchObject({ climateZone: 7, climateZoneConfidence: 'likely', climateZoneAlternatives: [6] });
    expect((await get('/api/climate-zones/800')).json()).toMatchObject({ name: 'Darwin', postcode: '0800', climateZone: 1 });
  });

  it('answers 404 JSON for a postcode no locality has, and 400 for one that is not a postcode', async () => {
    const unknown = await get('/api/climate-zones/9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Postcode 9999 not found' });
    for (const bad of ['33500', '33a0', '12', '%20%20%20%20']) {
      const response = await get(`/api/climate-zones/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
  });
});

describe('GET /api/localities?q=', () => {
  it('answers the places a name matches, typos forgiven, with their zones', async () => {
    const response = await get('/api/localities?q=balarat');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      query: 'balarat',
      localities: [expect.objectContaining({ name: 'Ballarat', state: 'VIC', postcode: '3350', climateZone: 7 })],
    });
  });

  it('lists a name found in several states, and completes the start of a name, up to the limit', async () => {
    const richmond = (await get('/api/localities?q=Richmond&limit=3')).json<{ localities: { name: string; state: string }[] }>();
    expect(richmond.localities.map((place) => place.state)).toEqual(['NSW', 'VIC', 'SA']);
    const ball = (await get('/api/localities?q=Ball')).json<{ localities: { name: string }[] }>();
    expect(ball.localities).toHaveLength(10);
    expect(ball.localities.every((place) => place.name.startsWith('Ball'))).toBe(true);
    expect((await get('/api/localities?q=xyzzy')).json()).toEqual({ query: 'xyzzy', localities: [] });
  });

  it('answers 400 JSON for a missing, blank, one-letter or too long query, or a limit out of range', async () => {
    for (const query of ['', '?q=', '?q=%20%20', '?q=a', `?q=${'a'.repeat(101)}`, '?q=Ballarat&limit=0', '?q=Ballarat&limit=21', '?q=Ballarat&limit=ten']) {
      const response = await get(`/api/localities${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_error' });
    }
  });
});

describe('GET /api/knowledge?q=', () => {
  it('answers the articles the advisor would retrieve for the question, best first, typos corrected', async () => {
    const response = await get('/api/knowledge?q=heat%20pump%20hot%20watr&limit=2');
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ query: string; articles: { id: string; title: string; summary: string; score: number }[] }>();
    expect(answer.query).toBe('heat pump hot watr');
    expect(answer.articles).toHaveLength(2);
    expect(answer.articles[0]).toMatchObject({ id: 'heat-pump-hot-water', title: expect.any(String), summary: expect.any(String) });
    expect(answer.articles[0]?.score).toBeGreaterThan(answer.articles[1]?.score ?? Infinity);
    // every id resolves through the citation endpoint
    for (const article of answer.articles) expect((await get(`/api/knowledge/${article.id}`)).statusCode).toBe(200);
  });

  it('answers an empty list for words the knowledge base does not hold, and 400 for a bad query', async () => {
    expect((await get('/api/knowledge?q=zzzqqq')).json()).toEqual({ query: 'zzzqqq', articles: [] });
    for (const query of ['', '?q=x', '?q=%20%20%20', '?q=insulation&limit=11']) expect((await get(`/api/knowledge${query}`)).statusCode, query).toBe(400);
  });
});
