// Drives the API the way the web app does: fetch a CSRF cookie, log in, send token + X-XSRF-TOKEN.
import type { LightMyRequestResponse } from 'fastify';
import { newUserCredentials } from '@beacon/test-kit';
import type { TestServer } from './test-server.ts';
import { BEACON_WEB } from './beacon-web.ts';
import { cookieFrom } from './test-server.ts';

export class SessionClient {
  readonly #app: TestServer;
  xsrf: string | undefined;
  token: string | undefined;
  /** The environment the web would name in its `environment` header; none when undefined. */
  environment: string | undefined;

  constructor(app: TestServer) {
    this.#app = app;
  }

  async fetchCsrfToken(): Promise<string> {
    const response = await this.#app.server.inject({
      method: 'GET',
      url: '/pulsar-manager/csrf-token',
      headers: this.#sessionHeaders(),
    });
    this.xsrf = cookieFrom(response, 'XSRF-TOKEN');
    if (!this.xsrf) throw new Error('csrf-token answered without an XSRF-TOKEN cookie');
    return this.xsrf;
  }

  async login(username: string, password: string): Promise<LightMyRequestResponse> {
    const response = await this.#app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      headers: this.#sessionHeaders(),
      payload: { username, password },
    });
    if (response.statusCode === 200) {
      this.token = String(response.headers.token);
      this.xsrf = cookieFrom(response, 'XSRF-TOKEN');
    }
    return response;
  }

  request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    return this.#app.server.inject({
      method,
      url,
      headers: {
        ...this.#sessionHeaders(),
        ...(this.xsrf ? { 'x-xsrf-token': this.xsrf, cookie: `XSRF-TOKEN=${this.xsrf}` } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  }

  /** Registers an environment as this (super) user would, and fails loudly if the server refuses it. */
  async addEnvironment(environment: { name: string; broker: string; bookie?: string }): Promise<void> {
    const created = await this.request('PUT', '/pulsar-manager/environments/environment', {
      ...environment,
      bookie: environment.bookie ?? environment.broker,
    });
    if (created.statusCode !== 200) {
      throw new Error(`environment ${environment.name} refused (${created.statusCode}): ${created.body}`);
    }
  }

  /** Creates a user who administers `tenants` (in every environment), as this super user would. */
  async createTenantAdmin(tenants: string[]): Promise<{ username: string; password: string }> {
    const user = newUserCredentials('tenant-admin');
    const created = await this.request('PUT', '/pulsar-manager/users/user', {
      name: user.username,
      password: user.password,
      email: `${user.username}@example.com`,
      tenants,
    });
    if (created.statusCode !== 200) throw new Error(`creating a tenant admin failed: ${created.body}`);
    return user;
  }

  /**
   * Gives `userName` a role over `tenant` with these resource verbs ("ADMIN,READ_MESSAGES") in every
   * environment, as a super user would on the Roles screen.
   */
  async grantRole(userName: string, tenant: string, verbs: string): Promise<void> {
    const roleName = `${tenant}-${verbs.toLowerCase().replace(/[^a-z]+/g, '-')}`;
    const created = await this.request('PUT', '/pulsar-manager/roles/role', {
      roleName,
      resourceName: tenant,
      resourceVerbs: verbs,
    });
    if (created.statusCode !== 200 && created.statusCode !== 409)
      throw new Error(`creating role ${roleName} failed: ${created.body}`);
    const bound = await this.request(
      'PUT',
      `/pulsar-manager/role-binding/${encodeURIComponent(roleName)}/${encodeURIComponent(userName)}`,
      { environment: '*' },
    );
    if (bound.statusCode !== 200) throw new Error(`binding ${roleName} failed: ${bound.body}`);
  }

  #sessionHeaders(): Record<string, string> {
    return {
      // Beacon's web marks every call (and takes its session as a cookie too at login).
      ...BEACON_WEB,
      ...(this.token ? { token: this.token } : {}),
      ...(this.environment ? { environment: this.environment } : {}),
    };
  }
}

/** A server with one super user, and a way to open sessions as that user. */
export interface ServerWithSuperuser {
  app: TestServer;
  admin: { username: string; password: string };
  loggedIn: () => Promise<SessionClient>;
  /** Creates a user who administers `tenants` (through the API, as a super user would) and logs in as them. */
  loggedInTenantAdmin: (tenants: string[]) => Promise<SessionClient>;
  /** Opens a session as any user. */
  loginAs: (username: string, password: string) => Promise<SessionClient>;
}
