// The alert rules' API: a super user's create/change/delete, audited without secrets; secrets never
// shown back and kept only for the same URL; bad input refused with a message and a reason; a tenant
// administrator limited to rules scoped to its own tenants, default deny.
import type { AlertRule, AlertRuleInput, AlertRuleList, ErrorResponse } from '@beacon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createServerWithSuperuser,
  type ServerWithSuperuser,
  type SessionClient,
} from '../../test-support/index.ts';
import { addEnvironment, frozenSimulator, type Simulator } from '../../test-support/catalog-helpers.ts';

const PATH = '/pulsar-manager/alerts/rules';
const SECRET = 'never-shown-secret-123';

const ruleInput = (overrides: Partial<AlertRuleInput> = {}): AlertRuleInput => ({
  environment: 'demo',
  name: 'orders backlog',
  kind: 'backlog-messages',
  scope: { tenant: 'sample', namespace: 'orders' },
  threshold: 1000,
  durationSeconds: 120,
  destinations: [{ url: 'http://127.0.0.1:19701/hook?token=path-secret', format: 'json', secret: SECRET }],
  ...overrides,
});

describe('alert rules', () => {
  let simulator: Simulator;
  let server: ServerWithSuperuser;
  let superUser: SessionClient;
  let sampleAdmin: SessionClient;

  beforeAll(async () => {
    simulator = await frozenSimulator('demo');
    server = await createServerWithSuperuser();
    superUser = await server.loggedIn();
    await addEnvironment(superUser, 'demo', simulator);
    sampleAdmin = await server.loggedInTenantAdmin(['sample']);
  });
  afterAll(async () => {
    await server.app.close();
    await simulator.close();
  });

  const expectRefusal = (response: { statusCode: number; body: string }, status: number, text: RegExp) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = JSON.parse(response.body) as ErrorResponse;
    expect(body.message).toMatch(text);
    expect(body.reason).toBe(body.message);
  };

  it('is created, changed and deleted by a super user, audited without its secrets', async () => {
    const created = await superUser.request('PUT', PATH, ruleInput());
    expect(created.statusCode, created.body).toBe(200);
    const rule = created.json<AlertRule>();
    expect(rule).toMatchObject({
      environment: 'demo',
      enabled: true,
      scope: { tenant: 'sample', namespace: 'orders', patternSyntax: 'glob' },
      destinations: [
        { url: 'http://127.0.0.1:19701/hook?token=path-secret', format: 'json', hasSecret: true },
      ],
    });
    expect(created.body).not.toContain(SECRET);

    // Changed without the secret: kept, since the URL is the same.
    const changed = await superUser.request(
      'POST',
      `${PATH}/${rule.id}`,
      ruleInput({
        threshold: 5000,
        destinations: [{ url: 'http://127.0.0.1:19701/hook?token=path-secret', format: 'slack' }],
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AlertRule>()).toMatchObject({
      threshold: 5000,
      destinations: [{ format: 'slack', hasSecret: true }],
    });
    const stored = await server.app.database.db
      .selectFrom('alert_rules')
      .select('destinations')
      .where('id', '=', rule.id)
      .executeTakeFirstOrThrow();
    expect(stored.destinations).not.toContain(SECRET);

    // A new URL needs its secret: a stored one goes only where it was saved for.
    expectRefusal(
      await superUser.request(
        'POST',
        `${PATH}/${rule.id}`,
        ruleInput({ destinations: [{ url: 'http://127.0.0.1:19702/other', format: 'json' }] }),
      ),
      400,
      /Enter a signing secret for http:\/\/127\.0\.0\.1:19702\/other/,
    );

    const list = (await superUser.request('GET', PATH)).json<AlertRuleList>();
    expect(list.data.map((entry) => entry.id)).toContain(rule.id);
    expect(JSON.stringify(list)).not.toContain(SECRET);

    const deleted = await superUser.request('DELETE', `${PATH}/${rule.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const audit = await server.app.database.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('action', 'like', 'alert-rule.%')
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'alert-rule.create',
      'alert-rule.update',
      'alert-rule.delete',
    ]);
    for (const entry of audit) {
      expect(entry.detail).not.toContain(SECRET);
      // Only the origin of a webhook URL: its path may carry a token.
      expect(entry.detail).not.toContain('path-secret');
      expect(entry.detail).toContain('http://127.0.0.1:19701');
    }
  });

  it.each([
    [
      'a regular expression that is too long',
      { scope: { topicPattern: `persistent://${'a'.repeat(300)}`, patternSyntax: 'regex' as const } },
      /256/,
    ],
    [
      'an invalid regular expression',
      { scope: { topicPattern: 'persistent://sample/(orders', patternSyntax: 'regex' as const } },
      /not a valid regular expression/,
    ],
    [
      'a pattern with nested repetition',
      { scope: { topicPattern: '(a+)+$', patternSyntax: 'regex' as const } },
      /repeats a group/,
    ],
    [
      'a webhook URL that is not http',
      { destinations: [{ url: 'ftp://127.0.0.1/hook', format: 'json' as const, secret: SECRET }] },
      /http:\/\/ or https:\/\//,
    ],
    [
      'a webhook at a link-local address',
      { destinations: [{ url: 'http://169.254.169.254/hook', format: 'json' as const, secret: SECRET }] },
      /does not connect to 169\.254\.169\.254/,
    ],
    [
      'a scope naming neither tenant nor pattern',
      { scope: { namespace: 'orders' } },
      /Name a tenant or a topic pattern/,
    ],
    ['an unknown environment', { environment: 'nowhere' }, /No environment is named nowhere/],
    [
      'a short secret',
      { destinations: [{ url: 'http://127.0.0.1:19701/hook', format: 'json' as const, secret: 'short' }] },
      /at least 8 characters/,
    ],
  ])('refuses %s with 400, a message and a reason', async (_what, overrides, text) => {
    expectRefusal(await superUser.request('PUT', PATH, ruleInput(overrides)), 400, text);
  });

  it('accepts a webhook whose query holds commas (the address check reads its origin)', async () => {
    const url = 'http://127.0.0.1:19701/hook?channels=a,b';
    const created = await superUser.request(
      'PUT',
      PATH,
      ruleInput({ destinations: [{ url, format: 'json', secret: SECRET }] }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<AlertRule>().destinations[0]?.url).toBe(url);
    expect((await superUser.request('DELETE', `${PATH}/${created.json<AlertRule>().id}`)).statusCode).toBe(
      200,
    );
  });

  it('lets a tenant administrator manage its own tenants’ rules and nothing else', async () => {
    const own = await sampleAdmin.request('PUT', PATH, ruleInput({ name: 'sample admin rule' }));
    expect(own.statusCode, own.body).toBe(200);
    const ownRule = own.json<AlertRule>();

    expectRefusal(
      await sampleAdmin.request('PUT', PATH, ruleInput({ scope: { tenant: 'acme' } })),
      403,
      /You do not administer tenant acme/,
    );
    // A pattern over every tenant is a super user's alone.
    expectRefusal(
      await sampleAdmin.request('PUT', PATH, ruleInput({ scope: { topicPattern: 'persistent://*/*/*' } })),
      403,
      /names one of their tenants/,
    );
    // Nor can it move its own rule to another tenant.
    expectRefusal(
      await sampleAdmin.request('POST', `${PATH}/${ownRule.id}`, ruleInput({ scope: { tenant: 'acme' } })),
      403,
      /You do not administer tenant acme/,
    );

    // A super user's rule on acme is invisible to it, and as absent as a missing one.
    const acme = (
      await superUser.request('PUT', PATH, ruleInput({ name: 'acme rule', scope: { tenant: 'acme' } }))
    ).json<AlertRule>();
    const seen = (await sampleAdmin.request('GET', PATH)).json<AlertRuleList>();
    expect(seen.data.map((rule) => rule.name)).toEqual(['sample admin rule']);
    expectRefusal(
      await sampleAdmin.request('DELETE', `${PATH}/${acme.id}`),
      404,
      /No alert rule has that id/,
    );
    expectRefusal(await sampleAdmin.request('POST', `${PATH}/${acme.id}`, ruleInput()), 404, /No alert rule/);
    const alerts = await sampleAdmin.request('GET', '/pulsar-manager/alerts');
    expect(alerts.statusCode).toBe(200);

    expect((await sampleAdmin.request('DELETE', `${PATH}/${ownRule.id}`)).statusCode).toBe(200);
  });

  it('refuses a user with no role at all', async () => {
    // A user no role is bound to.
    const created = await superUser.createTenantAdmin([]);
    const nobody = await server.loginAs(created.username, created.password);
    expectRefusal(await nobody.request('GET', PATH), 403, /no permissions/);
    expectRefusal(await nobody.request('PUT', PATH, ruleInput()), 403, /no permissions|administer/);
    expectRefusal(await nobody.request('GET', '/pulsar-manager/alerts'), 403, /no permissions/);
  });
});
