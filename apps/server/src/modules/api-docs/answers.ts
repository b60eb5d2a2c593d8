// Answer declarations that say more than a JSON body: the content type of a non-JSON answer, and the
// headers an answer carries. Fastify reads `content` (one serializer per media type, see
// answer-serializer.ts); the document's transform (openapi.ts) copies `headers` into the document.
import type { LOGIN_RESPONSE_HEADERS } from '@beacon/contracts';
import { z } from 'zod';

interface HeaderDocs {
  [name: string]: { type: 'string'; description: string };
}

export interface DocumentedAnswer<Schema extends z.ZodType> {
  description: string;
  content: Record<string, { schema: Schema }>;
  headers?: HeaderDocs;
}

/** A JSON answer and the headers it carries, each with what it holds. */
export function jsonAnswerWithHeaders<Schema extends z.ZodType>(
  schema: Schema,
  description: string,
  headers: Record<string, string>,
): DocumentedAnswer<Schema> {
  return {
    description,
    content: { 'application/json': { schema } },
    headers: Object.fromEntries(
      Object.entries(headers).map(([name, text]) => [name, { type: 'string', description: text }]),
    ),
  };
}

/** A text answer (CSV, Prometheus' format) of the given media type. */
export function textAnswer(mediaType: string, description: string): DocumentedAnswer<z.ZodString> {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}

/** The headers a login answers with (Pulsar Manager's): the session and who it is for. */
export const LOGIN_HEADER_DOCS = {
  token: 'The session token: send it back in the `token` header of every later call.',
  username: 'The signed-in user.',
  tenant: 'The first tenant the user administers, or empty.',
} satisfies Record<(typeof LOGIN_RESPONSE_HEADERS)[number], string>;
