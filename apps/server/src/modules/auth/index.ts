// The auth module's one face: other modules and app.ts import it only through this file (the fence
// beacon/server-module-boundaries, decision 0063). Sessions, password checks, the login throttle
// and CSRF tokens; the login, logout and confirm-password routes.
export { createAuthParts, registerAuth } from './register-auth.ts';
export type { AuthParts } from './register-auth.ts';
export { CsrfTokens } from './csrf-tokens.ts';
export { LoginThrottle, TooManyAttemptsError, throttleKeys } from './login-throttle.ts';
export { SessionCache } from './session-cache.ts';
export { SessionRepository } from './session.repository.ts';
export { requireRecentPassword, confirmsAtProvider, RECENT_PASSWORD_WINDOW_MS } from './recent-password.ts';
export { readSessionCookie, setSessionCookie } from './session-cookie.ts';
export { hashPassword, refuseCommonPassword, verifyPassword } from './passwords.ts';
export { newSessionToken, sha256Hex } from './secure-random.ts';
export type { DirectoryHooks, DirectoryOutcome, LoginUsers, SsoHooks } from './login-parties.ts';
