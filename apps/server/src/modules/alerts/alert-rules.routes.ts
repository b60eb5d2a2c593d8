// The alert rules (issue 32 item 4, decision 0090): list, create, change, delete. A super user manages
// every rule, a tenant administrator those scoped to its tenants (alert-access.ts); each change is
// audited in the same transaction, without the destinations' secrets.
import { randomUUID } from 'node:crypto';
import {
  ALERT_MESSAGES,
  ALERT_RULES_PATH,
  alertRuleInputSchema,
  alertRuleListSchema,
  alertRuleSchema,
  errorResponseSchema,
  messageResponseSchema,
  MESSAGES,
  type AlertRuleFields,
} from '@beacon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import type { AuditLog } from '../audit/index.ts';
import { AddressRefusedError, type AddressPolicy, assertUrlsAllowed } from '../environments/index.ts';
import { mayManage, refuseUnlessManages } from './alert-access.ts';
import {
  columnsOf,
  recordedRule,
  sealDestinations,
  shownRule,
  storedRuleOf,
  type StoredRule,
} from './alert-rules.store.ts';
import { ScopeMatcher } from './alert-scope.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = { '4xx': errorResponseSchema };

export interface AlertRulesRoutesOptions {
  db: Kysely<Database>;
  audit: AuditLog;
  clock: Clock;
  box: SecretBox;
  addressPolicy: AddressPolicy;
}

export function alertRulesRoutes(server: FastifyInstance, options: AlertRulesRoutesOptions): void {
  const { db, audit, clock, box, addressPolicy } = options;
  const routes = server.withTypeProvider<ZodTypeProvider>();
  const authOf = (request: { auth: Authenticated | undefined }) => request.auth as Authenticated;

  async function find(id: string, auth: Authenticated): Promise<StoredRule> {
    const row = await db.selectFrom('alert_rules').selectAll().where('id', '=', id).executeTakeFirst();
    const rule = row && storedRuleOf(row);
    // A rule the caller may not manage is as absent to it as one that does not exist.
    if (!rule || !mayManage(auth.access, rule.environment, rule.scope.tenant))
      throw new HttpError(404, ALERT_MESSAGES.notFound);
    return rule;
  }

  /** Everything about the input the schema cannot check: access, environment, pattern, addresses. */
  async function check(fields: AlertRuleFields, auth: Authenticated): Promise<void> {
    refuseUnlessManages(auth.access, fields.environment, fields.scope.tenant);
    const known = await db
      .selectFrom('environments')
      .select('name')
      .where('name', '=', fields.environment)
      .executeTakeFirst();
    if (!known) throw new HttpError(400, ALERT_MESSAGES.unknownEnvironment(fields.environment));
    new ScopeMatcher(fields.scope, fields.subscriptionPattern); // 400 on a bad pattern
    for (const { url } of fields.destinations) {
      try {
        // The origin alone: the check reads a comma-separated list, and a webhook's query may hold commas.
        assertUrlsAllowed(new URL(url).origin, addressPolicy);
      } catch (error) {
        if (error instanceof AddressRefusedError) throw new HttpError(400, error.message);
        throw error;
      }
    }
  }

  routes.get(
    ALERT_RULES_PATH,
    { schema: { response: { 200: alertRuleListSchema, ...errors } } },
    async (request) => {
      const { access } = authOf(request);
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const rows = await db
        .selectFrom('alert_rules')
        .selectAll()
        .orderBy('environment')
        .orderBy('name')
        .orderBy('created_at')
        .execute();
      const data = rows
        .map(storedRuleOf)
        .filter((rule) => mayManage(access, rule.environment, rule.scope.tenant))
        .map(shownRule);
      return { total: data.length, data };
    },
  );

  routes.put(
    ALERT_RULES_PATH,
    { schema: { body: alertRuleInputSchema, response: { 200: alertRuleSchema, ...errors } } },
    async (request) => {
      const auth = authOf(request);
      await check(request.body, auth);
      const now = clock.now();
      const row = {
        id: randomUUID(),
        ...columnsOf(request.body, sealDestinations(request.body, undefined, box)),
        created_by: auth.user.name,
        created_at: now,
        updated_at: now,
      };
      const rule = storedRuleOf(row);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('alert_rules').values(row).execute();
        await audit.record(trx, {
          actor: auth.user.name,
          environment: rule.environment,
          action: 'alert-rule.create',
          target: rule.name,
          result: 'success',
          after: recordedRule(rule),
        });
      });
      return shownRule(rule);
    },
  );

  routes.post(
    `${ALERT_RULES_PATH}/:id`,
    {
      schema: {
        params: idParams,
        body: alertRuleInputSchema,
        response: { 200: alertRuleSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const before = await find(request.params.id, auth);
      await check(request.body, auth);
      const changed = {
        ...columnsOf(request.body, sealDestinations(request.body, before, box)),
        updated_at: clock.now(),
      };
      const after = storedRuleOf({
        ...changed,
        id: before.id,
        created_by: before.createdBy,
        created_at: before.createdAt,
      });
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('alert_rules').set(changed).where('id', '=', before.id).execute();
        // A changed rule starts watching afresh: what it saw under its former terms no longer holds.
        await trx.deleteFrom('alert_states').where('rule_id', '=', before.id).execute();
        await audit.record(trx, {
          actor: auth.user.name,
          environment: after.environment,
          action: 'alert-rule.update',
          target: after.name,
          result: 'success',
          before: recordedRule(before),
          after: recordedRule(after),
        });
      });
      return shownRule(after);
    },
  );

  routes.delete(
    `${ALERT_RULES_PATH}/:id`,
    { schema: { params: idParams, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const auth = authOf(request);
      const before = await find(request.params.id, auth);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('alert_rules').where('id', '=', before.id).execute();
        await trx.deleteFrom('alert_states').where('rule_id', '=', before.id).execute();
        await audit.record(trx, {
          actor: auth.user.name,
          environment: before.environment,
          action: 'alert-rule.delete',
          target: before.name,
          result: 'success',
          before: recordedRule(before),
        });
      });
      return { message: ALERT_MESSAGES.deleted };
    },
  );
}
