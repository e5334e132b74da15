import { describe, expect, it } from 'vitest';
import { adminGet, buildAdminApp, seedConversation } from '../admin/test/fixtures';

describe('GET /api/admin/leads', () => {
  it('answers no leads on an empty database', async () => {
    const { app } = await buildAdminApp();
    const response = await adminGet(app, '/api/admin/leads');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ leads: [], total: 0, totalPages: 1 });
  });

  it('lists leads newest first with their conversation, a page at a time', async () => {
    const { app } = await buildAdminApp();
    const ids: string[] = [];
    for (let index = 0; index < 22; index += 1) {
      ids.push(
        await seedConversation(app.db, {
          userId: `user-${index}`,
          projectId: `job-${index}`,
          createdAt: new Date(Date.parse('2026-11-01T00:00:00.000Z') + index * 3_600_000).toISOString(),
          messages: 2,
          lead: { name: `Name ${index}`, email: `lead${index}@example.com` },
        }),
      );
    }
    const first = (await adminGet(app, '/api/admin/leads')).json();
    expect(first.total).toBe(22);
    expect(first.totalPages).toBe(2);
    expect(first.leads).toHaveLength(20);
    expect(first.leads[0]).toMatchObject({
      conversation_id: ids[21],
      name: 'Name 21',
      email: 'lead21@example.com',
      user_id: 'user-21',
      project_id: 'job-21',
    });
    expect((await adminGet(app, '/api/admin/leads?page=2')).json().leads.map((lead: { name: string }) => lead.name)).toEqual(['Name 1', 'Name 0']);
    expect((await adminGet(app, '/api/admin/leads?page=0')).statusCode).toBe(400);
  });

  it('exports every lead as CSV with what the advisor collected, guarding against formulas', async () => {
    const { app } = await buildAdminApp();
    const id = await seedConversation(app.db, {
      userId: 'visitor',
      projectId: 'job-9',
      createdAt: '2026-11-01T00:00:00.000Z',
      messages: 2,
      lead: { name: '@SUM(A1:A9)', email: 'zoë@example.com' },
    });
    await app.db
      .insertInto('collected_variables')
      .values([
        { conversation_id: id, name: 'location', value: 'Ballarat, VIC', source: 'advisor', updated_at: '2026-11-01T00:00:00.000Z' },
        { conversation_id: id, name: 'climate_zone', value: '7', source: 'advisor', updated_at: '2026-11-01T00:00:00.000Z' },
      ])
      .execute();
    await seedConversation(app.db, { createdAt: '2026-11-02T00:00:00.000Z', lead: { name: '-2+3', email: 'b@example.com' } });
    await seedConversation(app.db, { createdAt: '2026-11-03T00:00:00.000Z', lead: { name: 'Jane;=1+2;x', email: 'jane@example.com' } });

    const response = await adminGet(app, '/api/admin/leads.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"created_at","name","email","location","climate_zone","project_type","dwelling_type","user_id","project_id","conversation_id"');
    // every cell quoted: a spreadsheet splitting on ";" still reads the name as one text cell
    expect(lines[1]).toMatch(/^"2026-11-03T00:01:00.000Z","Jane;=1\+2;x","jane@example.com","","","","","user-456","project-123","[\w-]{36}"$/);
    expect(lines[2]).toMatch(/^"2026-11-02T00:01:00.000Z","'-2\+3","b@example.com","","","","","user-456","project-123","[\w-]{36}"$/);
    expect(lines[3]).toBe(`"2026-11-01T00:03:00.000Z","'@SUM(A1:A9)","zoë@example.com","Ballarat, VIC","7","","","visitor","job-9","${id}"`);
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);
  });
});
