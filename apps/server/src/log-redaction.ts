// What the access log says of a request: Fastify's own fields, with the values of query parameters
// that carry secrets replaced (issue 28 B19). The setup link's token, a single sign-on answer's code
// and state, and the bootstrap call's token would otherwise sit in every log of the page's load.
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMETERS = new Set(['token', 'code', 'state', 'session_state', 'id_token_hint']);
const REDACTED = '[redacted]';

/** `url` with the values of secret query parameters replaced; anything unparsable is kept out whole. */
export function redactUrlSecrets(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  try {
    const params = new URLSearchParams(url.slice(query + 1));
    let changed = false;
    for (const name of new Set(params.keys()))
      if (SECRET_QUERY_PARAMETERS.has(name.toLowerCase())) {
        params.set(name, REDACTED);
        changed = true;
      }
    return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
  } catch {
    return `${url.slice(0, query)}?${REDACTED}`;
  }
}

/** Fastify's request serializer (method, url, host, address, port), the url redacted. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
