// A script's session against a real Beacon over HTTP (what SessionClient does through inject()): log
// in, keep the `token` response header and the XSRF-TOKEN cookie, send both on every call.
import { COOKIES, LOGIN_RESPONSE_HEADERS } from '@beacon/contracts';

const [TOKEN_HEADER] = LOGIN_RESPONSE_HEADERS;

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: string;
}

export class HttpSession {
  readonly baseUrl: string;
  readonly token: string;
  readonly xsrf: string;
  /** The login answer's headers (e.g. which replica a balancer sent it to). */
  readonly loginHeaders: Headers;

  private constructor(baseUrl: string, token: string, xsrf: string, loginHeaders: Headers) {
    this.baseUrl = baseUrl;
    this.token = token;
    this.xsrf = xsrf;
    this.loginHeaders = loginHeaders;
  }

  static async login(baseUrl: string, username: string, password: string): Promise<HttpSession> {
    const response = await fetch(`${baseUrl}/pulsar-manager/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const token = response.headers.get(TOKEN_HEADER);
    const xsrf = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${COOKIES.xsrf}=`))
      ?.slice(COOKIES.xsrf.length + 1);
    if (response.status !== 200 || !token || !xsrf) {
      throw new Error(`login at ${baseUrl} answered ${response.status}: ${await response.text()}`);
    }
    return new HttpSession(baseUrl, token, xsrf, response.headers);
  }

  /** One call with this session's credentials, to `baseUrl` (a replica of its own) or the session's. */
  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: object,
    baseUrl = this.baseUrl,
  ): Promise<HttpAnswer> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        [TOKEN_HEADER]: this.token,
        'x-xsrf-token': this.xsrf,
        cookie: `${COOKIES.xsrf}=${this.xsrf}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  }
}
