// How the server calls Pulsar (decision 0053): through an entry of the @beacon/pulsar-admin
// catalogue, the same one the web uses. The path comes from the entry's template with its
// parameters encoded by the catalogue's own encoder (`pulsarPath`), never from a string built here;
// a read's answer is checked against a schema that fits the entry's answer type before the server
// uses it, so a broker that answers something else is a clear failure rather than a silent zero.
// The reads themselves (`checkedRead`) live in pulsar-answers.ts; the clients (the proxy's live
// lists, Pulsar Manager's reads, the topology and collector clients) each take one.
import { pulsarPath, type AnswerOf, type Operation, type ParamsOf, type QueryOf } from '@beacon/pulsar-admin';
import type { z } from 'zod';

export type AnyOperation = Operation<string, unknown, unknown, unknown>;

/** The path and query of a call: `/admin/v2/tenants/acme`, `/api/v1/bookie/list_bookies?type=rw`. */
export function pulsarRequestPath<Op extends AnyOperation>(
  entry: Op,
  params: ParamsOf<Op>,
  query?: QueryOf<Op>,
): string {
  const path = pulsarPath(entry, params as never);
  const search = new URLSearchParams();
  const values = (query ?? {}) as Record<string, string | number | boolean | undefined>;
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** A broker answered, but not in the shape its catalogue entry declares. */
export class AnswerShapeError extends Error {}

/**
 * One read the server makes: a catalogue entry and the schema its answer is checked against. The
 * schema may check the whole answer or only the part the server reads (`View`), but it must fit the
 * entry's answer type one way or the other, so the two cannot drift apart unnoticed.
 */
export interface CheckedRead<Op extends AnyOperation = AnyOperation, View = unknown> {
  readonly entry: Op;
  /** The answer, checked; throws AnswerShapeError when it departs from the schema. */
  answer(value: unknown): View;
}

/** `unknown` (no constraint) when View is the answer type, a part of it, or one of its members. */
type Fits<Answer, View> = [View] extends [Answer]
  ? unknown
  : [Answer] extends [View]
    ? unknown
    : { 'the schema does not fit the entry’s answer type': Answer };

export function checkedRead<Op extends AnyOperation, View>(
  entry: Op,
  schema: z.ZodType<View> & Fits<AnswerOf<Op>, View>,
): CheckedRead<Op, View> {
  // The same answer object (a cached list) gives the same checked object: callers that keep work
  // built from an answer until it changes compare by identity.
  const checked = new WeakMap<object, View>();
  return {
    entry,
    answer(value) {
      const known = typeof value === 'object' && value !== null ? checked.get(value) : undefined;
      if (known !== undefined) return known;
      const result = schema.safeParse(value);
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
        throw new AnswerShapeError(
          `${entry.method} ${entry.template} answered other than Pulsar does${where}: ${issue?.message ?? 'unexpected answer'}`,
        );
      }
      if (typeof value === 'object' && value !== null) checked.set(value, result.data);
      return result.data;
    },
  };
}

/** A read's path, from its entry. */
export function readPath<Op extends AnyOperation, View>(
  read: CheckedRead<Op, View>,
  params: ParamsOf<Op>,
  query?: QueryOf<Op>,
): string {
  return pulsarRequestPath(read.entry, params, query);
}
