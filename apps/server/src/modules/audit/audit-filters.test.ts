// The trail's filters, paging and CSV export against a real database (SQLite, and PostgreSQL in the
// server-postgres project).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '@beacon/contracts';
import { createServerWithSuperuser, type ServerWithSuperuser } from '../../test-support/index.ts';
import type { SessionClient } from '../../test-support/index.ts';
import { AuditLog, type AuditEntry } from './audit-log.ts';
import { AUDIT_CSV_BATCH } from './audit.routes.ts';

interface Page {
  total: number;
  data: AuditEntryView[];
}

describe('the audit trail filtered, paged and exported', () => {
  let server: ServerWithSuperuser;
  let superSession: SessionClient;
  let start: number;

  function moveClockTo(moment: number): void {
    server.app.clock.advance(moment - server.app.clock.now());
  }

  /** Writes a record at a moment of the test's clock, `offset` ms after the start. */
  async function seed(offset: number, entry: Partial<AuditEntry>): Promise<void> {
    moveClockTo(start + offset);
    await new AuditLog(server.app.clock).record(server.app.database.db, {
      actor: 'carol',
      action: 'user.update',
      target: 'dave',
      result: 'success',
      ...entry,
    });
  }

  async function page(query: string): Promise<Page> {
    const response = await superSession.request('GET', `/pulsar-manager/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  }

  beforeEach(async () => {
    server = await createServerWithSuperuser();
    superSession = await server.loggedIn();
    start = server.app.clock.now() + 60_000;
    await seed(1000, { actor: 'carol', action: 'user.create', target: 'dave' });
    await seed(2000, { actor: 'carol', action: 'user.update', target: 'Dave', environment: 'prod' });
    await seed(3000, { actor: 'erin', action: 'user.delete', target: 'dave' });
    await seed(4000, { actor: 'erin', action: 'environment.update', target: 'prod' });
    await seed(5000, { actor: 'erin', action: 'users.export', target: '100%_done' });
  });
  afterEach(() => server.app.close());

  it('filters by user, exact action, action family, part of the resource and time', async () => {
    const byErin = await page('actor=erin');
    expect(byErin.total).toBe(3);
    expect(byErin.data.map((entry) => entry.action)).toEqual([
      'users.export',
      'environment.update',
      'user.delete',
    ]);

    expect((await page('action=user.update')).data.map((entry) => entry.target)).toEqual(['Dave']);
    // A family ends in a dot: `user.` takes user.* but not `users.export`.
    const family = await page('action=user.');
    expect(family.data.map((entry) => entry.action).sort()).toEqual([
      'user.create',
      'user.delete',
      'user.update',
    ]);

    // Any part of the resource, any case; % and _ match only themselves.
    expect((await page('target=AV')).total).toBe(3);
    expect((await page(`target=${encodeURIComponent('%_')}`)).data.map((entry) => entry.target)).toEqual([
      '100%_done',
    ]);
    expect((await page(`target=${encodeURIComponent('0_d')}`)).total).toBe(0);

    const window = await page(`from=${start + 2000}&to=${start + 4000}`);
    expect(window.data.map((entry) => entry.at)).toEqual([start + 4000, start + 3000, start + 2000]);

    const combined = await page(`actor=erin&action=user.&target=dav&from=${start}`);
    expect(combined.data.map((entry) => entry.action)).toEqual(['user.delete']);
  });

  it('pages the filtered trail newest first, with the count of every match', async () => {
    const first = await page('actor=erin&page_size=2');
    const second = await page('actor=erin&page_size=2&page_num=2');
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect([...first.data, ...second.data].map((entry) => entry.at)).toEqual([
      start + 5000,
      start + 4000,
      start + 3000,
    ]);
  });

  it('answers 400 with a message for a filter it cannot read', async () => {
    for (const query of ['from=yesterday', 'to=-1', `from=${start + 10}&to=${start}`, 'page_size=0']) {
      const response = await superSession.request('GET', `/pulsar-manager/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toMatch(/\w/);
    }
    const csv = await superSession.request('GET', '/pulsar-manager/audit.csv?from=soon');
    expect(csv.statusCode).toBe(400);
  });

  it('exports the filtered trail as CSV: header, RFC 4180 quoting, formula guard, attachment', async () => {
    await seed(6000, { actor: '=HYPERLINK("http://x")', action: 'login', target: 'a,b\r\n"c"' });
    await seed(7000, { actor: '@sum', action: 'login', target: '-1+1' });
    const response = await superSession.request(
      'GET',
      `/pulsar-manager/audit.csv?action=login&from=${start}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toContain('no-store');
    const day = new Date(server.app.clock.now()).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="beacon-audit-${day}.csv"`);
    const at = (offset: number) => new Date(start + offset).toISOString();
    expect(response.body).toBe(
      'time,user,environment,action,resource,result,detail\r\n' +
        `${at(7000)},'@sum,,login,'-1+1,success,\r\n` +
        `${at(6000)},"'=HYPERLINK(""http://x"")",,login,"a,b\r\n""c""",success,\r\n`,
    );

    const forbidden = await (
      await server.loggedInTenantAdmin(['acme'])
    ).request('GET', '/pulsar-manager/audit.csv');
    expect(forbidden.statusCode).toBe(403);
  });

  it('streams an export longer than one read, every record once, newest first', async () => {
    const count = AUDIT_CSV_BATCH * 2 + 3;
    moveClockTo(start + 10_000);
    // Many records in the same millisecond: the keyset must still neither skip nor repeat one.
    await server.app.database.db
      .insertInto('audit_log')
      .values(
        Array.from({ length: count }, (_, index) => ({
          id: `bulk-${String(index).padStart(5, '0')}`,
          at: start + 10_000 + (index % 7),
          actor: 'bulk',
          action: 'proxy.topic.write',
          target: `t${index}`,
          result: 'success',
        })),
      )
      .execute();
    const response = await superSession.request('GET', '/pulsar-manager/audit.csv?actor=bulk');
    const lines = response.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(count);
    const targets = lines.map((line) => line.split(',')[4]);
    expect(new Set(targets).size).toBe(count);
    const times = lines.map((line) => Date.parse(line.split(',')[0]!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
