// POST {prefix}/workbench/replay (issue 30 item 5, decision 0074): messages read as the workbench
// reads them — a read spec's, or chosen ids of one topic — sent to a target topic, or each back to
// its dead-letter REAL_TOPIC, at most maxPerSecond a second. Refused before anything is sent: the
// replay grant in the source's tenants and in the targets', a target Pulsar does not have, messages
// without a target. A dry run answers what would go where. Every replay is audited: who, from where,
// to where, the filter, the counts, dry run or not.
import {
  MESSAGES,
  WORKBENCH_REPLAY_PATH,
  workbenchReplayRequestSchema,
  type WorkbenchReplay,
  type WorkbenchReplaySummary,
} from '@beacon/contracts';
import { FilterSandbox } from '@beacon/message-filter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import { TooManyAttemptsError } from '../auth/index.ts';
import { accessInEnvironment } from '../users/index.ts';
import { tenantOf } from './read-access.ts';
import type { WorkbenchDependencies } from './register-workbench.ts';
import { maskingIn, type Masking } from './masking.ts';
import { refuseUnlessMayReplay } from './replay-access.ts';
import { partitionsOfTargets, plan, sendPlanned, summaryOf, targetsOf } from './replay-send.ts';
import { readReplaySource } from './replay-source.ts';

/** What the audit names as the source. */
function sourceOf(request: WorkbenchReplay): string {
  if (request.chosen) return `${request.chosen.topic} (${String(request.chosen.ids.length)} chosen)`;
  const read = request.read!;
  return read.topics?.join(', ') ?? `${read.pattern!.namespace} ~ ${read.pattern!.regex}`;
}

function sourceTenants(request: WorkbenchReplay): Set<string> {
  if (request.chosen) return new Set([tenantOf(request.chosen.topic)]);
  const read = request.read!;
  return new Set((read.topics ?? [read.pattern!.namespace]).map(tenantOf));
}

export function replayRoutes(server: FastifyInstance, deps: WorkbenchDependencies): void {
  const { db, reads, audit } = deps;
  /** One replay at a time per user: each holds its messages in memory and producers open. */
  const replaying = new Set<string>();

  server.withTypeProvider<ZodTypeProvider>().post(
    WORKBENCH_REPLAY_PATH,
    {
      schema: {
        body: workbenchReplayRequestSchema,
        response: {
          200: z
            .object({
              dryRun: z.boolean(),
              read: z.number(),
              matched: z.number(),
              sent: z.number(),
              failed: z.number(),
              targets: z.array(
                z.object({ topic: z.string(), messages: z.number(), sent: z.number(), failed: z.number() }),
              ),
              notFound: z.array(z.string()).optional(),
              firstError: z.string().optional(),
            })
            .describe('What was sent (or, with dryRun, would be) and where'),
        },
      },
    },
    async (request): Promise<WorkbenchReplaySummary> => {
      const { user, access: userAccess } = request.auth as Authenticated;
      const environment = requestedEnvironment(request);
      const access = accessInEnvironment(userAccess, environment);
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const body = request.body;
      refuseUnlessMayReplay(access, sourceTenants(body), 'from');
      if (body.target) refuseUnlessMayReplay(access, [tenantOf(body.target)], 'into');
      if (replaying.has(user.id))
        throw new TooManyAttemptsError('A replay of yours is running: wait for it to end', 5);

      replaying.add(user.id);
      const sandbox = new FilterSandbox();
      try {
        const pulsar = await reads.target(environment);
        const masking = await maskingIn(db, pulsar.environment.name);
        const source = await readReplaySource(reads, pulsar, sandbox, body, (topics) =>
          refuseMaskedTopics(masking, topics),
        );
        const targets = targetsOf(source.messages, body.target);
        // A REAL_TOPIC may lead anywhere: the same grant is asked of every tenant it names.
        refuseUnlessMayReplay(access, new Set(targets.map(tenantOf)), 'into');
        const partitions = await partitionsOfTargets(source.service, targets);
        const planned = plan(source.messages, targets, partitions);
        const detail = {
          source: sourceOf(body),
          ...(body.read?.filter ? { filter: body.read.filter } : {}),
          ...(body.read ? { start: body.read.start, stop: body.read.stop, limit: body.read.limit } : {}),
          target: body.target ?? DEAD_LETTER_TARGET,
          maxPerSecond: body.maxPerSecond,
          dryRun: body.dryRun,
          read: source.read,
          matched: source.messages.length,
        };
        const base = {
          actor: user.name,
          environment: pulsar.environment.name,
          action: 'message.replay',
          target: [...new Set(targets)].join(', ') || (body.target ?? DEAD_LETTER_TARGET),
        };
        const notFound = source.notFound.length > 0 ? { notFound: source.notFound } : {};
        if (body.dryRun) {
          const summary = summaryOf(planned);
          await audit.record(db, { ...base, result: 'success', detail: { ...detail, targets: summary } });
          return {
            dryRun: true,
            read: source.read,
            matched: planned.length,
            sent: 0,
            failed: 0,
            targets: summary,
            ...notFound,
          };
        }
        const auditId = await audit.record(db, { ...base, result: 'pending', detail });
        const outcome = await sendPlanned(source.service, planned, body.maxPerSecond);
        await audit.complete(db, auditId, outcome.failed > 0 ? 'failure' : 'success', {
          ...detail,
          sent: outcome.sent,
          failed: outcome.failed,
          targets: outcome.targets,
          ...(outcome.firstError ? { firstError: outcome.firstError } : {}),
        });
        return { dryRun: false, read: source.read, matched: planned.length, ...outcome, ...notFound };
      } finally {
        replaying.delete(user.id);
        void sandbox.close();
      }
    },
  );
}

/**
 * A replay sends each message's bytes as they are stored, so a topic with masking rules is never a
 * source: its hidden fields would reach the target, readable there by whoever may read it. Refused
 * before any message is read, so the filter never runs on the unmasked values (it would be an oracle
 * for them: a dry run's count says what matched).
 */
function refuseMaskedTopics(masking: Masking, topics: readonly string[]): void {
  const masked = topics.filter((topic) => masking.fieldsFor(topic).length > 0);
  if (masked.length > 0)
    throw new HttpError(
      403,
      `Masking rules hide fields of ${masked.join(', ')}: messages of a masked topic are not replayed, since the hidden fields would go with them`,
    );
}

/** What the audit says of a replay without a target. */
const DEAD_LETTER_TARGET = 'each message’s REAL_TOPIC';
