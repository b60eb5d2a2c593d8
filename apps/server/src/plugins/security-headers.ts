import type { FastifyInstance, FastifyRequest } from 'fastify';

// antd injects its CSS-in-JS as <style> elements, hence 'unsafe-inline' for styles only; scripts
// come from our own origin, plus the few inline scripts of the built index.html that pick the stored
// language and theme before the first paint, each allowed by its own hash (decision 0029).
// Frames: only the operator's configured Prometheus and Grafana origins (issue 19 item 2), none
// when neither is set.
export function contentSecurityPolicy(
  inlineScriptHashes: readonly string[] = [],
  frameOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    `frame-src ${frameOrigins.length > 0 ? frameOrigins.join(' ') : "'none'"}`,
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

// One year, the subdomains included: the preload list's minimum. Beacon is usually on its own host name,
// and a subdomain served over plain http next to an admin console is the hole HSTS exists to close.
// No `preload`: submitting a domain to browsers' preload lists is the operator's decision, not ours.
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const ALWAYS: readonly (readonly [string, string])[] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'no-referrer'],
  ['x-frame-options', 'DENY'],
  ['cross-origin-opener-policy', 'same-origin'],
];
const STRICTEST_POLICY = contentSecurityPolicy();
/**
 * A broker's answer passed on by the proxy is data (JSON, text, the odd servlet error page), never a
 * page of the console: it may load nothing, run nothing and be framed by no one. Shorter than the
 * console's policy too, on every proxied answer (issue 28 D25).
 */
export const PROXIED_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * The headers every answer carries. Exported for the proxy, which writes a broker's answer straight
 * to the socket (one header write instead of Fastify's hook chain) and must still carry them.
 */
export function forEachSecurityHeader(
  request: FastifyRequest,
  set: (name: string, value: string) => void,
  policy: string = STRICTEST_POLICY,
): void {
  set('x-request-id', request.id);
  for (const [name, value] of ALWAYS) set(name, value);
  set('content-security-policy', policy);
  // Only over https (directly, or as told by a proxy trusted under BEACON_TRUST_PROXY): browsers ignore
  // it on http, and a console reached over plain http on purpose must stay reachable.
  if (request.protocol === 'https') set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  inlineScriptHashes: readonly string[] = [],
  frameOrigins: readonly string[] = [],
): void {
  const policy = contentSecurityPolicy(inlineScriptHashes, frameOrigins);
  // A callback hook, not an async one: it runs on every answer, and an async hook costs a promise and
  // a microtask turn each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    forEachSecurityHeader(
      request,
      (name, value) => {
        reply.header(name, value);
      },
      policy,
    );
    // API answers hold account and cluster data: never cache them. Static files set their own policy.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
