// GET {prefix}/alerts: the alerts pending or firing now and the recent firing/resolved history, of
// the rules the caller may manage (alert-access.ts).
import {
  ALERTS_PATH,
  type AlertKind,
  alertsResponseSchema,
  errorResponseSchema,
  MESSAGES,
} from '@beacon/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { mayManage } from './alert-access.ts';
import { splitTarget } from './evaluate-rules.ts';

const HISTORY_SHOWN = 200;
const query = z.object({ environment: z.string().max(256).optional() });

export function alertsRoutes(server: FastifyInstance, { db }: { db: Kysely<Database> }): void {
  server
    .withTypeProvider<ZodTypeProvider>()
    .get(
      ALERTS_PATH,
      { schema: { querystring: query, response: { 200: alertsResponseSchema, '4xx': errorResponseSchema } } },
      async (request) => {
        const { access } = request.auth as Authenticated;
        if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
        const { environment } = request.query;
        let rulesQuery = db
          .selectFrom('alert_rules')
          .select(['id', 'name', 'environment', 'tenant', 'kind', 'threshold']);
        if (environment) rulesQuery = rulesQuery.where('environment', '=', environment);
        const rules = new Map(
          (await rulesQuery.execute())
            .filter((rule) => mayManage(access, rule.environment, rule.tenant ?? undefined))
            .map((rule) => [rule.id, rule]),
        );
        const ids = [...rules.keys()];
        if (ids.length === 0) return { current: [], history: [] };
        const states = await db
          .selectFrom('alert_states')
          .selectAll()
          .where('rule_id', 'in', ids)
          .where('status', 'in', ['pending', 'firing'])
          .orderBy('since', 'desc')
          .execute();
        const events = await db
          .selectFrom('alert_events')
          .selectAll()
          .where('rule_id', 'in', ids)
          .orderBy('at', 'desc')
          .limit(HISTORY_SHOWN)
          .execute();
        return {
          current: states.map((state) => {
            const rule = rules.get(state.rule_id)!;
            const { topic, subscription } = splitTarget(state.target);
            return {
              id: `${rule.id}/${state.target}`,
              ruleId: rule.id,
              ruleName: rule.name,
              environment: state.environment,
              kind: rule.kind as AlertKind,
              topic,
              ...(subscription === undefined ? {} : { subscription }),
              status: state.status as 'pending' | 'firing',
              value: Number(state.value),
              threshold: Number(rule.threshold),
              since: Number(state.since),
              ...(state.fired_at === null ? {} : { firedAt: Number(state.fired_at) }),
            };
          }),
          history: events.map((event) => {
            const { topic, subscription } = splitTarget(event.target);
            return {
              id: event.id,
              ruleId: event.rule_id,
              ruleName: event.rule_name,
              environment: event.environment,
              kind: event.kind as AlertKind,
              topic,
              ...(subscription === undefined ? {} : { subscription }),
              state: event.state as 'firing' | 'resolved',
              value: Number(event.value),
              threshold: Number(event.threshold),
              at: Number(event.at),
            };
          }),
        };
      },
    );
}
