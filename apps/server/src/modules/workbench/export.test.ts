// Exports (issue 30 item 5, decision 0073) on the real server and the simulator: JSON lines and CSV
// of what a read keeps, masked fields hidden in both, CSV quoted per RFC 4180 and safe in a
// spreadsheet, the export grant needed in every tenant read, bad columns refused, each audited.
import { MASKED_MARKER, type ErrorResponse, type WorkbenchExportRequest } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startWorkbenchSimulator,
  WORKBENCH_ENVIRONMENT,
  type WorkbenchSimulator,
} from '../../test-support/workbench-simulator.ts';
import type { SessionClient } from '../../test-support/index.ts';

const EXPORT = '/pulsar-manager/workbench/export';
const orders = 'persistent://shop/orders/placed';
const everything = {
  topics: [orders],
  start: { kind: 'earliest' as const },
  stop: { kind: 'now' as const },
};

describe('the workbench exports what a read keeps', () => {
  let bench: WorkbenchSimulator;

  // A simulator, a server, environments checked by connecting, topics and messages: more than the
  // default ten seconds on a busy machine.
  beforeAll(async () => {
    bench = await startWorkbenchSimulator();
    await bench.createTopic('shop/orders', 'placed');
    await bench.produce('shop/orders', 'placed', [
      {
        payload: JSON.stringify({ orderId: 1, note: 'plain', customer: { email: 'ada@example.com' } }),
        key: 'k-1',
        properties: { region: 'eu' },
      },
      {
        payload: JSON.stringify({
          orderId: 2,
          note: '=HYPERLINK("http://evil")',
          customer: { email: 'bob@example.com' },
        }),
        key: 'k-2',
        properties: { region: 'us, "west"' },
      },
      {
        payload: JSON.stringify({
          orderId: -3,
          note: 'line one\nline two',
          customer: { email: 'cy@example.com' },
        }),
        key: 'k-3',
        properties: { region: '+eu' },
      },
    ]);
    const rule = await bench.operator.request('PUT', '/pulsar-manager/workbench/masking-rules', {
      environment: WORKBENCH_ENVIRONMENT,
      topicPattern: 'persistent://shop/*/*',
      fields: ['value.customer.email'],
    });
    expect(rule.statusCode, rule.body).toBe(200);
  }, 30_000);
  afterAll(() => bench.close());

  const exported = (session: SessionClient, body: WorkbenchExportRequest) =>
    session.request('POST', EXPORT, body);

  it('exports JSON lines, one message an object, with masked fields hidden, as a named download', async () => {
    const answer = await exported(bench.operator, {
      ...everything,
      format: 'jsonl',
      filter: 'value.orderId != 1.0',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('application/x-ndjson');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="messages-secured-shop_orders_placed-\d{8}T\d{6}Z\.jsonl"$/,
    );
    const rows = answer.body
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows.map((row) => row.key)).toEqual(['k-2', 'k-3']);
    expect(rows[0]).toMatchObject({ topic: orders, properties: { region: 'us, "west"' } });
    expect(rows[0]).not.toHaveProperty('kind');
    const value = JSON.parse((rows[0]!.value as { value: string }).value) as Record<string, unknown>;
    expect(value.customer).toEqual({ email: MASKED_MARKER });
    expect(answer.body).not.toContain('@example.com');
  });

  it('exports CSV with the columns asked for, quoted per RFC 4180, formulas defused, masked fields hidden', async () => {
    const answer = await exported(bench.operator, {
      ...everything,
      format: 'csv',
      columns: [
        'key',
        'value.orderId',
        'value.note',
        'properties.region',
        'value.customer.email',
        'value.missing',
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/\.csv"$/);
    expect(answer.body).toBe(
      [
        '\uFEFFkey,value.orderId,value.note,properties.region,value.customer.email,value.missing',
        `k-1,1,plain,eu,${MASKED_MARKER},`,
        `k-2,2,"'=HYPERLINK(""http://evil"")","us, ""west""",${MASKED_MARKER},`,
        `k-3,-3,"line one\nline two",'+eu,${MASKED_MARKER},`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes times as ISO 8601 and ids as the read does', async () => {
    const answer = await exported(bench.operator, {
      ...everything,
      limit: 1,
      format: 'csv',
      columns: ['id', 'publishTime', 'eventTime', 'topic'],
    });
    const [, row] = answer.body.split('\r\n');
    expect(row).toMatch(new RegExp(`^\\d+:0:-1:-1,\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,,${orders}$`));
  });

  it('needs the export grant in every tenant read', async () => {
    const admin = await bench.operator.createTenantAdmin(['shop']);
    await bench.operator.grantRole(admin.username, 'shop', 'ADMIN,READ_MESSAGES');
    const reader = await bench.server.loginAs(admin.username, admin.password);
    reader.environment = WORKBENCH_ENVIRONMENT;
    const refused = await exported(reader, { ...everything, format: 'jsonl' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorResponse>().message).toBe(
      'Exporting the messages of tenant shop needs the EXPORT_MESSAGES grant in one of your roles',
    );

    await bench.operator.grantRole(admin.username, 'shop', 'ADMIN,READ_MESSAGES,EXPORT_MESSAGES');
    const exporter = await bench.server.loginAs(admin.username, admin.password);
    exporter.environment = WORKBENCH_ENVIRONMENT;
    const granted = await exported(exporter, { ...everything, format: 'jsonl' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.body.trim().split('\n')).toHaveLength(3);
    const elsewhere = await exported(exporter, {
      ...everything,
      topics: ['persistent://sample/orders/created'],
      format: 'jsonl',
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('refuses a bad column, a CSV without columns and a bad format with the reason', async () => {
    const refused = async (body: object) => {
      const answer = await bench.operator.request('POST', EXPORT, body);
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json<ErrorResponse>().message;
    };
    expect(await refused({ ...everything, format: 'csv', columns: ['payload.orderId'] })).toContain(
      'A column is topic, id, publishTime',
    );
    expect(await refused({ ...everything, format: 'csv', columns: ['value..x'] })).toContain('A column is');
    expect(await refused({ ...everything, format: 'csv' })).toContain('A CSV export names its columns');
    expect(await refused({ ...everything, format: 'xlsx' })).toMatch(/format/);
    expect(await refused({ ...everything, format: 'jsonl', filter: 'value.orderId ==' })).toContain(
      'The filter is not valid',
    );
  });

  it('audits each export: who, what, the format, the filter and how many messages', async () => {
    await exported(bench.operator, {
      ...everything,
      format: 'csv',
      columns: ['key'],
      filter: 'value.orderId == 2',
    });
    await expect
      .poll(async () => {
        const rows = await bench.server.app.database.db
          .selectFrom('audit_log')
          .select(['actor', 'target', 'result', 'detail'])
          .where('action', '=', 'message.export')
          .execute();
        const row = rows.find((candidate) => candidate.detail.includes('value.orderId == 2'));
        return row && { ...row, detail: JSON.parse(row.detail) as unknown };
      })
      .toMatchObject({
        actor: bench.server.admin.username,
        target: orders,
        result: 'success',
        detail: {
          format: 'csv',
          columns: ['key'],
          filter: 'value.orderId == 2',
          read: 3,
          matched: 1,
          end: 'now',
        },
      });
  });
});
