/**
 * The admin bench's requests and their timing, the same on SQLite and PostgreSQL: the list (first,
 * middle and last page; with search, short and long, many matches and few; with hideEmpty; both),
 * the analytics, a transcript and the leads, each through the whole app (routing, auth, validation,
 * SQL, serialisation) by inject. Prints p50 and p99 per request; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

/** Times every admin request `runs` times (after 3 warm-ups each) on a built app and prints the table. */
export async function benchAdminRequests(app: FastifyInstance, token: string, runs: number, label: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response.json();
  };

  const totals = await get('/api/admin/analytics');
  const { totalPages } = await get('/api/admin/conversations');
  const nonEmpty = await get('/api/admin/conversations?hideEmpty=true');
  const searched = await get('/api/admin/conversations?search=user-00');
  const short = await get('/api/admin/conversations?search=k7');
  const broad = await get('/api/admin/conversations?search=user');
  const single = await get('/api/admin/conversations?search=e');
  const [someone] = (await get(`/api/admin/conversations?page=${Math.ceil(totalPages / 2)}&hideEmpty=true`)).conversations;
  const few = await get(`/api/admin/conversations?search=${encodeURIComponent(someone.user_id)}`);
  const fmt = (n: number) => n.toLocaleString('en-AU');
  console.log(
    `${label}: ${fmt(totals.totalConversations)} conversations, ${fmt(totals.totalMessages)} messages, ` +
      `${fmt(totals.emptyConversations)} empty; ${fmt(totalPages)} pages (${fmt(nonEmpty.totalPages)} non-empty; ` +
      `${fmt(searched.totalPages)} matching "user-00"; ${fmt(few.totalPages)} matching "${someone.user_id}")`,
  );

  const cases: [string, string][] = [
    ['list, first page', '/api/admin/conversations?page=1&limit=20'],
    ['list, middle page', `/api/admin/conversations?page=${Math.ceil(totalPages / 2)}&limit=20`],
    ['list, last page', `/api/admin/conversations?page=${totalPages}&limit=20`],
    ['list, hideEmpty, first page', '/api/admin/conversations?page=1&limit=20&hideEmpty=true'],
    ['list, hideEmpty, last page', `/api/admin/conversations?page=${nonEmpty.totalPages}&limit=20&hideEmpty=true`],
    ['list, search "user-00" (many matches)', '/api/admin/conversations?page=1&limit=20&search=user-00'],
    ['list, search, last page', `/api/admin/conversations?page=${searched.totalPages}&limit=20&search=user-00`],
    ['list, search "user-00", middle page', `/api/admin/conversations?page=${Math.ceil(searched.totalPages / 2)}&limit=20&search=user-00`],
    ['list, search "JOB-1042" + hideEmpty', '/api/admin/conversations?page=1&limit=20&search=JOB-1042&hideEmpty=true'],
    ['list, search a user id (few matches)', `/api/admin/conversations?page=1&limit=20&search=${encodeURIComponent(someone.user_id)}`],
    ['list, search with no match', '/api/admin/conversations?page=1&limit=20&search=nobody%25here'],
    ['list, search "k7" (2 characters: no trigram)', '/api/admin/conversations?page=1&limit=20&search=k7'],
    ['list, search "k7", last page', `/api/admin/conversations?page=${short.totalPages}&limit=20&search=k7`],
    ['list, search "k7", middle page', `/api/admin/conversations?page=${Math.ceil(short.totalPages / 2)}&limit=20&search=k7`],
    ['list, search "user" (every user id)', '/api/admin/conversations?page=1&limit=20&search=user'],
    ['list, search "user", middle page', `/api/admin/conversations?page=${Math.ceil(broad.totalPages / 2)}&limit=20&search=user`],
    ['list, search "e" (1 character, most ids)', '/api/admin/conversations?page=1&limit=20&search=e'],
    ['list, search "e", middle page', `/api/admin/conversations?page=${Math.ceil(single.totalPages / 2)}&limit=20&search=e`],
    ['analytics', '/api/admin/analytics'],
    ['transcript', `/api/admin/conversations/${someone.id}/transcript`],
    ['leads, first page', '/api/admin/leads'],
  ];

  console.log(`\n| ${label}: request (${runs} runs each) | p50 | p99 |\n| --- | --- | --- |`);
  for (const [name, url] of cases) {
    for (let warm = 0; warm < 3; warm += 1) await get(url);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await get(url);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${name} | ${quantile(times, 0.5).toFixed(1)} ms | ${quantile(times, 0.99).toFixed(1)} ms |`);
  }
}
