// Which headers cross the proxy. Toward the broker: only what describes the body. Back to the
// browser: the broker's answer minus hop-by-hop, cookies, auth challenges and redirects.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

const FORWARDED_REQUEST_HEADERS = ['accept', 'content-type', 'content-length'];

const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-connection',
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

/** The browser's cookies, `token`, `username`, `tenant`, `environment` and CSRF header never leave. */
export function upstreamRequestHeaders(incoming: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = { 'user-agent': 'Beacon' };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = incoming[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export function downstreamResponseHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value !== undefined && !DROPPED_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  return headers;
}
