// Double-submit CSRF defence with session binding: an unsafe request must carry X-XSRF-TOKEN equal to
// the XSRF-TOKEN cookie, and the token must be signed for the caller's session (or for "anonymous"
// when the caller has none). It is what keeps the HttpOnly Admin-Token cookie, which the browser
// sends by itself, from authorizing a write the page did not make (decision 0019).
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES, MESSAGES } from '@beacon/contracts';
import { errorBody } from '../http-errors.ts';
import { ANONYMOUS_BINDING, type CsrfTokens } from '../modules/auth/csrf-tokens.ts';
import './route-config.ts';
import { cookiePath } from './base-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfBinding(request: FastifyRequest): string {
  return request.auth?.session.id ?? ANONYMOUS_BINDING;
}

/** Mints a token for the caller's current binding and hands it over as the XSRF-TOKEN cookie. */
export function issueCsrfCookie(reply: FastifyReply, tokens: CsrfTokens, binding: string): string {
  const token = tokens.issue(binding);
  reply.setCookie(COOKIES.xsrf, token, {
    path: cookiePath(reply.request),
    sameSite: 'strict',
    // The web reads it to copy it into the header, so it cannot be HttpOnly.
    httpOnly: false,
    secure: reply.request.protocol === 'https',
  });
  return token;
}

export const csrfPlugin = fp<{ tokens: CsrfTokens; publicOrigins?: readonly string[] }>(
  (app: FastifyInstance, { tokens, publicOrigins = [] }) => {
    const allowed = new Set(publicOrigins);
    // A callback hook, not an async one: nothing here waits, and on every call an async hook costs a
    // promise and a turn of the microtask queue. A refusal answers and does not call `done`.
    app.addHook('onRequest', (request, reply, done) => {
      const refusal = csrfRefusal(request, allowed, tokens);
      if (refusal) return void reply.code(403).send(errorBody(refusal));
      done();
    });
  },
  { name: 'csrf', dependencies: ['authenticate'] },
);

/** Why an unsafe request is refused, or undefined when it may go on. */
function csrfRefusal(
  request: FastifyRequest,
  allowed: ReadonlySet<string>,
  tokens: CsrfTokens,
): string | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  // Read once: Fastify builds and freezes a new routeOptions object on every read.
  const { url, config } = request.routeOptions;
  if (url === undefined) return undefined;
  // Browsers name the page that sent an unsafe request; another site (or an opaque "null") is refused
  // even before the token is looked at. Login too, although it needs no token: it sets the browser's
  // session cookie, and another site must not sign a visitor into an account of its choosing.
  // BEACON_PUBLIC_ORIGINS names the origins a proxy that rewrites Host serves the console at.
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== `${request.protocol}://${request.host}` && !allowed.has(origin)) {
    return MESSAGES.crossOriginRejected;
  }
  if (config.csrf === false) return undefined;
  const header = request.headers['x-xsrf-token'];
  const cookie = request.cookies[COOKIES.xsrf];
  const valid =
    typeof header === 'string' && header === cookie && tokens.verify(header, csrfBinding(request));
  return valid ? undefined : MESSAGES.csrfRejected;
}
