// Test support: the calls Pulsar Manager's own front end makes, as its `utils/request.js` sends them
// (headers token, username, tenant, environment, X-XSRF-TOKEN on every call; x-pulsar-cluster and
// x-pulsar-broker where its api/*.js add them), and what its response interceptor would toast.
import type { LightMyRequestResponse } from 'fastify';
import { cookieFrom, type TestServer } from './test-server.ts';

export class PulsarManagerClient {
  readonly #app: TestServer;
  /** Cookies its front end keeps: Admin-Token, username, tenant, Admin-Environment, XSRF-TOKEN. */
  token = '';
  username = '';
  tenant = '';
  environment = '';
  xsrf = '';

  constructor(app: TestServer) {
    this.#app = app;
  }

  /** The login page: GET csrf-token when it opens, then POST login; the session comes in headers. */
  async login(username: string, password: string): Promise<LightMyRequestResponse> {
    const csrf = await this.call('GET', '/pulsar-manager/csrf-token');
    this.xsrf = cookieFrom(csrf, 'XSRF-TOKEN') ?? '';
    const login = await this.call('POST', '/pulsar-manager/login', { username: username.trim(), password });
    if (login.statusCode === 200) {
      this.token = String(login.headers.token ?? '');
      this.username = String(login.headers.username ?? '');
      this.tenant = String(login.headers.tenant ?? '');
      this.xsrf = cookieFrom(login, 'XSRF-TOKEN') ?? this.xsrf;
    }
    return login;
  }

  call(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.#app.server.inject({
      method,
      url,
      headers: {
        ...(this.token ? { token: this.token } : {}),
        username: this.username,
        tenant: this.tenant,
        environment: this.environment,
        'X-XSRF-TOKEN': this.xsrf,
        ...(this.xsrf ? { cookie: `XSRF-TOKEN=${this.xsrf}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }
}

/**
 * The toast text Pulsar Manager's response interceptor shows for an error answer (request.js at
 * apache/pulsar-manager f302f45): undefined where it shows nothing or acts instead (log out, go to
 * /environments), '' for its empty toast. A 404 with a JSON body reads `data.data.reason`, which
 * throws on Beacon's and Pulsar's answers alike: no toast.
 */
export function pulsarManagerToast(status: number, body: string): string | undefined {
  let data: unknown = body;
  try {
    data = JSON.parse(body);
  } catch {
    // axios keeps a body that is not JSON as text
  }
  const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const message = typeof fields.message === 'string' ? fields.message : '';
  if (status === 404) return typeof data === 'string' && data.length <= 0 ? 'not found' : undefined;
  if (status === 401) return message.indexOf('login') > 0 ? undefined : '';
  if (status === 400) return message.indexOf('no active environment') > 0 ? undefined : '';
  if (typeof fields.reason === 'string') return fields.reason;
  if (typeof data !== 'string') return undefined; // `message.indexOf` of an object throws
  return data.includes('Trying to subscribe with incompatible')
    ? 'Incompatible schema detected while heartbeating'
    : data;
}
