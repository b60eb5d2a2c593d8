// Which headers cross the proxy. Toward the broker: an allow-list Beacon rebuilds from a strict parse
// (`Accept`, `Content-Type`) plus what Beacon itself decides (`User-Agent`, the credentials, the
// length of the body it actually sends). Framing and hop-by-hop headers (Content-Length,
// Transfer-Encoding, Connection, Host, Expect, …) are never copied: a length the browser declared for
// a body Beacon does not send would make the broker read the next user's request as that body.
// Back to the browser: the broker's answer minus hop-by-hop, cookies, auth challenges and redirects.
import type { IncomingHttpHeaders } from 'node:http';
import { canonicalAccept, canonicalContentType } from './media-type.ts';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/;
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'DELETE']);

const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-connection',
  'trailer',
  'te',
  'set-cookie',
  'www-authenticate',
  'location',
  'server',
  'date',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-allow-methods',
]);

export type UpstreamHeaders = { ok: true; headers: Record<string, string> } | { ok: false; reason: string };

/**
 * The headers Beacon sends the broker for this call, or why the call is refused (400). The browser's
 * cookies, `token`, `username`, `tenant`, `environment` and CSRF header never leave.
 */
export function upstreamRequestHeaders(
  method: string,
  incoming: IncomingHttpHeaders,
  rawHeaders: readonly string[],
): UpstreamHeaders {
  let contentTypes = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (CONTROL_CHARACTERS.test(rawHeaders[index + 1] ?? '')) {
      return { ok: false, reason: 'Header values must not contain control characters' };
    }
    if (rawHeaders[index]!.length === 12 && rawHeaders[index]!.toLowerCase() === 'content-type')
      contentTypes += 1;
  }
  if (contentTypes > 1) return { ok: false, reason: 'Only one Content-Type header is allowed' };
  if (BODYLESS_METHODS.has(method) && carriesBody(incoming)) {
    return { ok: false, reason: `A ${method} request must not carry a body` };
  }
  const headers: Record<string, string> = { 'user-agent': 'Beacon' };
  if (incoming.accept !== undefined) {
    const accept = canonicalAccept(incoming.accept);
    if (accept === undefined)
      return { ok: false, reason: 'The Accept header is not a valid list of media types' };
    headers.accept = accept;
  }
  const rawContentType = incoming['content-type'];
  if (rawContentType !== undefined) {
    const contentType = canonicalContentType(rawContentType);
    if (contentType === undefined)
      return { ok: false, reason: 'The Content-Type header is not a valid media type' };
    headers['content-type'] = contentType;
  }
  return { ok: true, headers };
}

function carriesBody(incoming: IncomingHttpHeaders): boolean {
  const length = incoming['content-length'];
  return incoming['transfer-encoding'] !== undefined || (length !== undefined && Number(length) !== 0);
}

/**
 * The broker's answer headers that go on to the browser, as flat name/value pairs for writeHead, and
 * whether the broker set its own cache policy.
 */
export function downstreamResponseHeaders(upstream: IncomingHttpHeaders): {
  pairs: string[];
  cacheControl: boolean;
} {
  const pairs: string[] = [];
  for (const name in upstream) {
    const value = upstream[name];
    if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
    if (typeof value === 'string') pairs.push(name, value);
    else for (const each of value) pairs.push(name, each);
  }
  return { pairs, cacheControl: upstream['cache-control'] !== undefined };
}
