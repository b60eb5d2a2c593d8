// One streamed read of the workbench, whatever it is for (the screen's read, an export): the caller's
// grant in every tenant named, the filter checked, a slot among the user's open reads, the readers
// opened, the masking rules of the environment, the audit record, and the lines rendered as the
// caller's format. Everything refusable is refused here, before the stream begins (decision 0070).
import { Readable } from 'node:stream';
import {
  MAX_OPEN_READS,
  MESSAGES,
  type MessageGrant,
  type WorkbenchLine,
  type WorkbenchRead,
} from '@beacon/contracts';
import { FilterSandbox } from '@beacon/message-filter';
import type { MessageSource } from '@beacon/pulsar-reader';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import type { AuditLog } from '../audit/index.ts';
import { TooManyAttemptsError } from '../auth/index.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { accessInEnvironment } from '../users/index.ts';
import { checkedColourRules } from './colour-rules.ts';
import { maskingIn } from './masking.ts';
import { checkedFilter, openReaders } from './open-read.ts';
import { refuseUnlessGranted, tenantOf } from './read-access.ts';
import { TopicSchemas } from './topic-schemas.ts';
import { readLines } from './workbench-read.ts';

/** Reads open per user, reads and exports alike: each holds sockets to brokers and a filter worker. */
export class OpenReads {
  readonly #open = new Map<string, number>();

  /** Takes a slot (429 beyond MAX_OPEN_READS); the function returned frees it, once. */
  take(userId: string): () => void {
    const open = this.#open.get(userId) ?? 0;
    if (open >= MAX_OPEN_READS)
      throw new TooManyAttemptsError(
        `${String(MAX_OPEN_READS)} reads are open already: stop one before starting another`,
        5,
      );
    this.#open.set(userId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(userId) ?? 1) - 1;
      if (left > 0) this.#open.set(userId, left);
      else this.#open.delete(userId);
    };
  }
}

export interface ReadContext {
  db: Kysely<Database>;
  reads: PulsarReads;
  audit: AuditLog;
  openReads: OpenReads;
}

export interface ReadRun {
  body: WorkbenchRead;
  /** The grant needed in every tenant read. */
  grant: MessageGrant;
  /** The audit action: message.read, message.export. */
  action: string;
  /** What the audit record keeps besides the read's own fields (an export's format and columns). */
  detail?: Record<string, unknown>;
  /** The lines as the bytes sent; a throw ends the stream with an error. */
  render(lines: AsyncGenerator<WorkbenchLine>): AsyncGenerator<string>;
}

/** The read started: its stream, and the environment it reads in. */
export async function startRead(
  context: ReadContext,
  request: FastifyRequest,
  run: ReadRun,
): Promise<{ stream: Readable; environment: string }> {
  const { db, reads, audit, openReads } = context;
  const { body } = run;
  const { user, access: userAccess } = request.auth as Authenticated;
  const environment = requestedEnvironment(request);
  const access = accessInEnvironment(userAccess, environment);
  if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
  const named = body.topics ?? [body.pattern!.namespace];
  refuseUnlessGranted(access, new Set(named.map(tenantOf)), run.grant);
  const filter = checkedFilter(body.filter);
  const colours = checkedColourRules(body.colours);
  const release = openReads.take(user.id);
  const sandbox = new FilterSandbox();
  let reader: MessageSource | undefined;
  let started = false;
  try {
    const target = await reads.target(environment);
    const opened = await openReaders(reads, target, sandbox, body);
    reader = opened.reader;
    // Masking is a rule on the data, not a permission: it holds for super users too.
    const masking = await maskingIn(db, target.environment.name);
    // Completed with the counts when the read ends (audit.complete writes the detail whole).
    const detail = {
      partitions: reader.topics.length,
      ...opened.via,
      start: body.start,
      stop: body.stop,
      limit: body.limit,
      ...(filter ? { filter } : {}),
      ...(body.colours?.length ? { colours: body.colours } : {}),
      ...run.detail,
    };
    const auditId = await audit.record(db, {
      actor: user.name,
      environment: target.environment.name,
      action: run.action,
      target: body.topics?.join(', ') ?? `${body.pattern!.namespace} ~ ${body.pattern!.regex}`,
      result: 'pending',
      detail,
    });
    const source = reader;
    let ended = false;
    const lines = readLines({
      reader: source,
      via: opened.via,
      schemas: new TopicSchemas(reads, target),
      stop: body.stop,
      limit: body.limit,
      filter: filter ? { expression: filter, sandbox } : undefined,
      colours: colours.length > 0 ? { expressions: colours, sandbox } : undefined,
      ...(masking.empty ? {} : { mask: (line) => masking.apply(line) }),
      onEnd: ({ read, matched, end }) => {
        ended = true;
        release();
        void sandbox.close();
        audit
          .complete(db, auditId, end === 'failed' ? 'failure' : 'success', { ...detail, read, matched, end })
          .catch((error: unknown) => request.log.error({ err: error }, 'auditing the end of a read failed'));
      },
    });
    const stream = Readable.from(run.render(lines));
    // A browser gone before the first line was pulled never runs the read's own cleanup (a
    // generator that has not started skips its finally): close the readers here too.
    stream.once('close', () => {
      if (ended) return;
      void source.close();
      release();
      void sandbox.close();
    });
    started = true;
    return { stream, environment: target.environment.name };
  } finally {
    if (!started) {
      release();
      void sandbox.close();
      void reader?.close();
    }
  }
}
