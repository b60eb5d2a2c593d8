import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { PulsarRestError } from '../core/errors.ts';

// What a route answers, independent of Fastify: JSON, 204, text, raw bytes with headers, redirect.
export type Answer =
  | { kind: 'json'; status: number; value: unknown }
  | { kind: 'empty'; status: number }
  | { kind: 'text'; status: number; value: string; contentType: string }
  | { kind: 'bytes'; status: number; value: Buffer; headers: Record<string, string> }
  | { kind: 'redirect'; location: string }
  | { kind: 'stream'; chunks: Iterable<string> };

export const json = (value: unknown, status = 200): Answer => ({ kind: 'json', status, value });
/** 204 No Content: successful writes, and reads of unset policies. */
export const noContent = (): Answer => ({ kind: 'empty', status: 204 });
/** The few calls that really answer 200 with an empty body. */
export const emptyOk = (): Answer => ({ kind: 'empty', status: 200 });
export const text = (value: string, status = 200, contentType = 'application/json'): Answer => ({
  kind: 'text',
  status,
  value,
  contentType,
});
export const bytes = (value: Buffer, headers: Record<string, string>): Answer => ({
  kind: 'bytes',
  status: 200,
  value,
  headers,
});
export const redirect = (location: string): Answer => ({ kind: 'redirect', location });
/** A large JSON answer sent as it is produced. */
export const jsonStream = (chunks: Iterable<string>): Answer => ({ kind: 'stream', chunks });
/** A nullable value: 204 when unset, JSON otherwise. */
export const jsonOrNoContent = (value: unknown): Answer =>
  value === undefined || value === null ? noContent() : json(value);

/** HTTP reason phrases must be printable latin-1; Pulsar puts its message there too. */
const reasonPhrase = (reason: string): string => reason.replace(/[^\x20-\x7e]/g, ' ').slice(0, 512);

export function sendAnswer(reply: FastifyReply, answer: Answer): FastifyReply {
  switch (answer.kind) {
    case 'json':
      return reply
        .code(answer.status)
        .header('content-type', 'application/json')
        .send(JSON.stringify(answer.value));
    case 'empty':
      return reply.code(answer.status).send();
    case 'text':
      return reply.code(answer.status).header('content-type', answer.contentType).send(answer.value);
    case 'bytes':
      return reply
        .code(answer.status)
        .headers({ 'content-type': 'application/json', ...answer.headers })
        .send(inThisRealm(answer.value));
    case 'redirect':
      return reply.code(307).header('location', answer.location).send();
    case 'stream':
      return reply.code(200).header('content-type', 'application/json').send(Readable.from(answer.chunks));
  }
}

export function sendError(reply: FastifyReply, error: PulsarRestError): FastifyReply {
  reply.raw.statusMessage = reasonPhrase(error.reason);
  if (error.body === 'empty') return reply.code(error.status).send();
  if (error.body === 'text')
    return reply.code(error.status).header('content-type', 'text/plain').send(error.reason);
  return reply
    .code(error.status)
    .header('content-type', 'application/json')
    .send(JSON.stringify({ reason: error.reason }));
}

/** Jetty's error page, used where the broker answers outside JAX-RS (authentication, unknown paths). */
export function jettyErrorPage(status: number, message: string, uri: string): string {
  const escape = (value: string) =>
    value.replace(/[&<>"]/g, (character) => `&#${String(character.charCodeAt(0))};`);
  return [
    '<html>',
    '<head>',
    '<meta http-equiv="Content-Type" content="text/html;charset=utf-8"/>',
    `<title>Error ${String(status)} ${escape(message)}</title>`,
    '</head>',
    `<body><h2>HTTP ERROR ${String(status)} ${escape(message)}</h2>`,
    '<table>',
    `<tr><th>URI:</th><td>${escape(uri)}</td></tr>`,
    `<tr><th>STATUS:</th><td>${String(status)}</td></tr>`,
    `<tr><th>MESSAGE:</th><td>${escape(message)}</td></tr>`,
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export const isPulsarError = (error: unknown): error is PulsarRestError => error instanceof PulsarRestError;

/**
 * The bytes over an ArrayBuffer of the realm Fastify runs in: it sends a body as bytes only when
 * `body.buffer instanceof ArrayBuffer`, and where the simulator runs inside a web test's jsdom,
 * Node's Buffer pool is another realm's, so a Buffer would be sent as its JSON (`{"type":"Buffer"…}`).
 */
function inThisRealm(value: Buffer): Buffer {
  if (value.buffer instanceof ArrayBuffer) return value;
  const copy = new ArrayBuffer(value.byteLength);
  new Uint8Array(copy).set(value);
  return Buffer.from(copy);
}
