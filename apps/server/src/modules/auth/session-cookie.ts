// The browser's copy of the session token (decision 0019): set by the server at login as an HttpOnly
// cookie under the spec's name, so no script in the page can read it; scripts keep the `token` header.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIES } from '@beacon/contracts';
import { cookiePath } from '../../plugins/base-path.ts';

function cookieOptions(request: FastifyRequest) {
  return {
    path: cookiePath(request),
    httpOnly: true,
    // Never sent on a request another site starts, not even a top-level navigation: the console's
    // shell is public, and it asks for the user once it runs on our own origin.
    sameSite: 'strict',
    // The same rule as Strict-Transport-Security: https directly or through a trusted proxy.
    secure: request.protocol === 'https',
  } as const;
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[COOKIES.adminToken];
}

/** No Max-Age: the browser drops it when it closes; the server's idle and absolute expiry still apply. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(COOKIES.adminToken, token, cookieOptions(reply.request));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.setCookie(COOKIES.adminToken, '', { ...cookieOptions(reply.request), maxAge: 0 });
}
