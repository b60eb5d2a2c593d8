// Single sign-on's HTTP side (spec 2 and 7, issue 18): whether the login page shows the button, the
// start of a flow, and the code exchange on Pulsar Manager's path `POST {prefix}/casdoor` (its
// front end posts there) with the neutral alias `POST {prefix}/sso/exchange`. The exchange answers
// with the same `token`, `username` and `tenant` headers as a password login.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  API_PREFIX,
  LOGIN_RESPONSE_HEADERS,
  REQUEST_HEADERS,
  SSO_API_PATHS,
  type SsoSettings,
  errorResponseSchema,
  ssoAuthorizationResponseSchema,
  ssoExchangeResponseSchema,
  ssoSettingsSchema,
} from '@beacon/contracts';
import { LOGIN_HEADER_DOCS, jsonAnswerWithHeaders } from '../api-docs/index.ts';
import type { Database } from '../../db/tables.ts';
import { HttpError } from '../../http-errors.ts';
import { readSessionToken } from '../../plugins/authenticate.ts';
import { issueCsrfCookie } from '../../plugins/csrf.ts';
import type { AuditLog } from '../audit/index.ts';
import type { CsrfTokens, SessionRepository } from '../auth/index.ts';
import { readSessionCookie, setSessionCookie } from '../auth/index.ts';
import type { UserRepository } from '../users/index.ts';
import { FLOW_LIFETIME_MS } from './sso-flows.ts';
import { SSO_CODES, SSO_MESSAGES } from './sso-messages.ts';
import { finishReconfirmation, requireProviderAccount } from './sso-reconfirmation.ts';
import type { SsoService } from './sso.service.ts';
import type { SsoUsers } from './sso-users.ts';
import { cookiePath } from '../../plugins/base-path.ts';

/**
 * Binds a flow to the browser that started it: the exchange needs this cookie to equal the state, so
 * an answer started in another browser (login CSRF: signing a victim into the attacker's account)
 * is refused. HttpOnly, and Lax because the provider's redirect to /callback is another site's
 * navigation; the exchange itself is a same-origin POST.
 */
export const FLOW_COOKIE = 'Beacon-SSO-State';

export const SSO_PATHS = {
  settings: `${API_PREFIX}${SSO_API_PATHS.settings}`,
  authorization: `${API_PREFIX}${SSO_API_PATHS.authorization}`,
  exchange: `${API_PREFIX}${SSO_API_PATHS.exchange}`,
  exchangeAlias: `${API_PREFIX}${SSO_API_PATHS.exchangeAlias}`,
  reconfirmation: `${API_PREFIX}${SSO_API_PATHS.reconfirmation}`,
} as const;

const startSchema = z.object({ returnTo: z.string().max(2048).optional() });
const answerSchema = z.object({
  code: z.string().trim().min(1, 'code is required').max(4096),
  state: z.string().trim().min(1, 'state is required').max(512),
  iss: z.string().max(2048).optional(),
});

export interface SsoRoutesOptions {
  /** Undefined when single sign-on is not configured: the settings say so and the rest answer 404. */
  service: SsoService | undefined;
  users: SsoUsers | undefined;
  buttonLabel: string;
  sessions: SessionRepository;
  userRepository: UserRepository;
  csrfTokens: CsrfTokens;
  audit: AuditLog;
  db: Kysely<Database>;
}

export function ssoRoutes(app: FastifyInstance, options: SsoRoutesOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service, users, audit, db } = options;

  routes.get(
    SSO_PATHS.settings,
    { config: { public: true }, schema: { response: { 200: ssoSettingsSchema } } },
    (): SsoSettings => (service ? { enabled: true, label: options.buttonLabel } : { enabled: false }),
  );

  routes.post(
    SSO_PATHS.authorization,
    // Starting a flow changes nothing a forged request could use: the flow is bound to this browser.
    {
      config: { public: true, csrf: false },
      schema: { body: startSchema, response: { 200: ssoAuthorizationResponseSchema } },
    },
    async (request, reply) => {
      if (!service) throw new HttpError(404, SSO_MESSAGES.notConfigured, SSO_CODES.notConfigured);
      const flow = await service.start(request.body.returnTo, request.ip);
      return reply.setCookie(FLOW_COOKIE, flow.state, flowCookieOptions(request)).send(flow);
    },
  );

  routes.post(
    SSO_PATHS.reconfirmation,
    // Signed in, with the CSRF check of any other change: the flow is bound to this session.
    { schema: { body: startSchema, response: { 200: ssoAuthorizationResponseSchema } } },
    async (request, reply) => {
      if (!service) throw new HttpError(404, SSO_MESSAGES.notConfigured, SSO_CODES.notConfigured);
      const auth = request.auth!; // a private route: the authenticate hook refused anonymous callers
      requireProviderAccount(auth);
      const flow = await service.start(request.body.returnTo, request.ip, { session: auth.session.id });
      return reply.setCookie(FLOW_COOKIE, flow.state, flowCookieOptions(request)).send(flow);
    },
  );

  const exchange = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!service || !users) throw new HttpError(404, SSO_MESSAGES.notConfigured, SSO_CODES.notConfigured);
    const answer = request.body as z.infer<typeof answerSchema>;
    // The answer is spent whatever happens next: the flow cookie goes with it.
    reply.clearCookie(FLOW_COOKIE, { path: cookiePath(request) });
    try {
      if (request.cookies[FLOW_COOKIE] !== answer.state) {
        throw new HttpError(400, SSO_MESSAGES.stateInvalid, SSO_CODES.stateInvalid);
      }
      const outcome = await service.finish(answer);
      if (outcome.confirms)
        return await finishReconfirmation(request, reply, options, outcome, outcome.confirms);
      const { identity, returnTo } = outcome;
      const user = await users.signIn(identity);
      return await startSession(request, reply, options, user, returnTo);
    } catch (error) {
      // A refused reconfirmation was recorded as such (sso-reconfirmation.ts): it was no login.
      if (error instanceof HttpError && error.code !== SSO_CODES.reconfirmationRefused) {
        await audit.record(db, {
          actor: '',
          action: 'login',
          target: request.ip,
          result: 'failure',
          detail: { method: 'sso', code: error.code },
        });
        request.log.info(
          { code: error.code, cause: (error.cause as Error | undefined)?.message },
          'sso refused',
        );
      }
      throw error;
    }
  };
  // Pulsar Manager's front end posts here; csrf off as for the password login (the flow cookie binds it).
  const exchangeOptions = {
    config: { public: true, csrf: false },
    schema: {
      body: answerSchema,
      response: {
        200: jsonAnswerWithHeaders(ssoExchangeResponseSchema, 'Signed in', LOGIN_HEADER_DOCS),
        '4xx': errorResponseSchema,
      },
    },
  };
  routes.post(SSO_PATHS.exchange, exchangeOptions, exchange);
  routes.post(SSO_PATHS.exchangeAlias, exchangeOptions, exchange);
}

/** The flow cookie: the session cookie's path (the base path, or '/'). */
function flowCookieOptions(request: FastifyRequest) {
  return {
    path: cookiePath(request),
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: FLOW_LIFETIME_MS / 1000,
  };
}

/** As a password login ends (auth.routes.ts): a new session, its CSRF cookie and the login headers. */
async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  { sessions, userRepository, csrfTokens, audit, db }: SsoRoutesOptions,
  user: { id: string; name: string },
  returnTo: string,
) {
  const [tokenHeader, usernameHeader, tenantHeader] = LOGIN_RESPONSE_HEADERS;
  const previousToken =
    readSessionToken(request.headers[tokenHeader]) ?? readSessionToken(readSessionCookie(request));
  if (previousToken) await sessions.revokeByToken(previousToken);
  const { token, session } = await sessions.create(user.id, {
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
  // A single sign-on never typed a Beacon password: sensitive actions must not skip their prompt.
  await db
    .updateTable('sessions')
    .set({ password_confirmed_at: null })
    .where('id', '=', session.id)
    .execute();
  await db
    .updateTable('users')
    .set({ last_login_at: session.created_at })
    .where('id', '=', user.id)
    .execute();
  const access = await userRepository.accessOf(user.id);
  issueCsrfCookie(reply, csrfTokens, session.id);
  if (request.headers[REQUEST_HEADERS.sessionCookie] === 'cookie') setSessionCookie(reply, token);
  await audit.record(db, {
    actor: user.name,
    action: 'login',
    target: request.ip,
    result: 'success',
    detail: { method: 'sso' },
  });
  request.log.info({ username: user.name }, 'sso login succeeded');
  return reply
    .header(tokenHeader, token)
    .header(usernameHeader, user.name)
    .header(tenantHeader, access.tenants[0] ?? '')
    .send({ login: 'success', returnTo });
}
