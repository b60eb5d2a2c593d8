// The masking rules (issue 30 item 6, decision 0073), for super users only: list, create, change and
// delete, each change audited in the same transaction. A rule names an environment (or `*`), a
// topic pattern and the fields to hide; it holds from the next read on.
import { randomUUID } from 'node:crypto';
import {
  EVERY_ENVIRONMENT,
  MASKING_RULE_MESSAGES,
  WORKBENCH_MASKING_RULES_PATH,
  maskingRuleInputSchema,
  maskingRuleListSchema,
  maskingRuleSchema,
  messageResponseSchema,
  type MaskingRule,
  type MaskingRuleFields,
} from '@beacon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Database, MaskingRulesTable } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import type { AuditLog } from '../audit/index.ts';

const superOnly = { roles: ['super'] as const };
const idParams = z.object({ id: z.string().min(1).max(64) });

export interface MaskingRulesRoutesOptions {
  db: Kysely<Database>;
  audit: AuditLog;
  clock: Clock;
}

function ruleOf(row: Selectable<MaskingRulesTable>): MaskingRule {
  return {
    id: row.id,
    environment: row.environment,
    topicPattern: row.topic_pattern,
    fields: JSON.parse(row.fields) as string[],
    description: row.description,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** What the audit trail keeps of a rule. */
const recorded = (rule: MaskingRule) => ({
  environment: rule.environment,
  topicPattern: rule.topicPattern,
  fields: rule.fields,
  description: rule.description,
});

export function maskingRulesRoutes(
  server: FastifyInstance,
  { db, audit, clock }: MaskingRulesRoutesOptions,
): void {
  const routes = server.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: { auth: Authenticated | undefined }) => (request.auth as Authenticated).user.name;

  async function find(id: string): Promise<MaskingRule> {
    const row = await db.selectFrom('masking_rules').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, MASKING_RULE_MESSAGES.notFound);
    return ruleOf(row);
  }

  /** A rule for an environment that does not exist would never hold: refused, naming it. */
  async function refuseUnknownEnvironment(environment: string): Promise<void> {
    if (environment === EVERY_ENVIRONMENT) return;
    const known = await db
      .selectFrom('environments')
      .select('name')
      .where('name', '=', environment)
      .executeTakeFirst();
    if (!known) throw new HttpError(400, MASKING_RULE_MESSAGES.unknownEnvironment(environment));
  }

  const columnsOf = (fields: MaskingRuleFields) => ({
    environment: fields.environment,
    topic_pattern: fields.topicPattern,
    fields: JSON.stringify(fields.fields),
    description: fields.description,
  });

  routes.get(
    WORKBENCH_MASKING_RULES_PATH,
    { config: superOnly, schema: { response: { 200: maskingRuleListSchema } } },
    async () => {
      const rows = await db
        .selectFrom('masking_rules')
        .selectAll()
        .orderBy('environment')
        .orderBy('topic_pattern')
        .orderBy('created_at')
        .execute();
      return { total: rows.length, data: rows.map(ruleOf) };
    },
  );

  routes.put(
    WORKBENCH_MASKING_RULES_PATH,
    { config: superOnly, schema: { body: maskingRuleInputSchema, response: { 200: maskingRuleSchema } } },
    async (request) => {
      await refuseUnknownEnvironment(request.body.environment);
      const now = clock.now();
      const row = {
        id: randomUUID(),
        ...columnsOf(request.body),
        created_by: actorOf(request),
        created_at: now,
        updated_at: now,
      };
      const rule = ruleOf(row);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('masking_rules').values(row).execute();
        await audit.record(trx, {
          actor: actorOf(request),
          environment: rule.environment,
          action: 'masking-rule.create',
          target: rule.topicPattern,
          result: 'success',
          after: recorded(rule),
        });
      });
      return rule;
    },
  );

  routes.post(
    `${WORKBENCH_MASKING_RULES_PATH}/:id`,
    {
      config: superOnly,
      schema: { params: idParams, body: maskingRuleInputSchema, response: { 200: maskingRuleSchema } },
    },
    async (request) => {
      const before = await find(request.params.id);
      await refuseUnknownEnvironment(request.body.environment);
      const changed = { ...columnsOf(request.body), updated_at: clock.now() };
      const after = ruleOf({
        ...changed,
        id: before.id,
        created_by: before.createdBy,
        created_at: before.createdAt,
      });
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('masking_rules').set(changed).where('id', '=', before.id).execute();
        await audit.record(trx, {
          actor: actorOf(request),
          environment: after.environment,
          action: 'masking-rule.update',
          target: after.topicPattern,
          result: 'success',
          before: recorded(before),
          after: recorded(after),
        });
      });
      return after;
    },
  );

  routes.delete(
    `${WORKBENCH_MASKING_RULES_PATH}/:id`,
    { config: superOnly, schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      const before = await find(request.params.id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('masking_rules').where('id', '=', before.id).execute();
        await audit.record(trx, {
          actor: actorOf(request),
          environment: before.environment,
          action: 'masking-rule.delete',
          target: before.topicPattern,
          result: 'success',
          before: recorded(before),
        });
      });
      return { message: MASKING_RULE_MESSAGES.deleted };
    },
  );
}
