// The one HTTP client of the console (spec 7). Every call is same-origin, carries the session
// headers, gives up after REQUEST_TIMEOUT_MS, and goes through the error catalogue unless the
// caller handles errors itself. Answers from 200 to 499 are handed to the caller; 500 and above,
// timeouts and network failures are rejected.
import { API_PREFIX, COOKIES, REQUEST_HEADERS, REQUEST_TIMEOUT_MS } from '@beacon/contracts';
import { readSession } from '../auth/session.ts';
import { i18n } from '../i18n/i18n.ts';
import { readCookie } from '../lib/cookies.ts';
import { reportGone } from '../lib/gone-resources.ts';
import { reportHttpError } from './error-catalogue.ts';
import { HttpError, errorText } from './http-error.ts';
import { askForPassword, needsPasswordConfirmation } from './password-confirmation.ts';
import { appPath, documentPath } from '../lib/base-path.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as a JSON body. */
  json?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * `console` paths are Beacon's own API and get the `/pulsar-manager` prefix; `pulsar` paths
   * (`/admin/v2/...`, `/lookup/v2/...`) go to the Pulsar proxy as written.
   */
  api?: 'console' | 'pulsar';
  /** Apply the error catalogue (toast, local logout, redirect). Off for screens with their own wording. */
  reportErrors?: boolean;
  /**
   * Pulsar routing headers for proxied calls: `x-pulsar-cluster` (a cluster of the current
   * environment) or `x-pulsar-broker`. Beacon only routes inside the environment; nothing else here.
   */
  pulsarRouting?: { cluster?: string | undefined; broker?: string | undefined };
  /** A non-JSON body sent as-is with this content type (e.g. a function package upload). */
  rawBody?: { body: BodyInit; contentType?: string };
  /**
   * The deadline, when a call's answer is known to take longer than REQUEST_TIMEOUT_MS (a replay
   * answers once its last message is sent, at the rate the user chose).
   */
  timeoutMs?: number;
  /**
   * The environment the call is for, where it is not the session's current one (a change plan
   * applied to the other environment of a comparison).
   */
  environment?: string;
}

export interface HttpResponse<Body> {
  status: number;
  headers: Headers;
  body: Body;
}

export function request<Body = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<Body>> {
  return send<Body>(path, options, false);
}

/**
 * One call; `retried` once it was refused for want of a recent password and the password was
 * confirmed since (a second refusal is not asked about again).
 */
async function send<Body>(
  path: string,
  options: RequestOptions,
  retried: boolean,
): Promise<HttpResponse<Body>> {
  const {
    method = 'GET',
    json,
    rawBody,
    signal,
    reportErrors = true,
    timeoutMs = REQUEST_TIMEOUT_MS,
  } = options;
  const timeout = new AbortController();
  // A plain timer (rather than AbortSignal.timeout) so the deadline also covers reading the body
  // and can be driven by fake timers in tests.
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const url = requestUrl(path, options);
  const call = `${method} ${appPath(url.pathname)}`;
  try {
    const response = await fetch(url, {
      method,
      headers: requestHeaders(options),
      body: json === undefined ? rawBody?.body : JSON.stringify(json),
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
    const body = parseBody(await response.text(), response.headers);
    const answer = { status: response.status, headers: response.headers, body: body as Body };
    // A deleted resource's tabs close (issue 14 item 9): the tab bar reads every successful DELETE.
    if (method === 'DELETE' && response.ok) reportGone({ kind: 'deleted', adminPath: url.pathname });
    if (response.status < 400) return answer;
    // A sensitive call needs the password again: ask for it, then send the same call once more.
    // Cancel (or no dialog) goes on below with the original refusal.
    if (!retried && needsPasswordConfirmation(response.status, body)) {
      clearTimeout(timer);
      if (await askForPassword()) return await send<Body>(path, options, true);
    }

    const error = new HttpError('status', errorText(body) ?? `HTTP ${response.status}`, {
      status: response.status,
      body,
      request: call,
    });
    if (reportErrors) reportHttpError(error);
    if (response.status >= 500) throw error;
    return answer;
  } catch (cause) {
    if (cause instanceof HttpError) throw cause;
    throw transportFailure(cause, { signal, timeout: timeout.signal, timeoutMs, call, reportErrors });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a call that got no answer throws: the caller's own abort as it is (React Query dropping a
 * stale request is not an error to report), else a timeout or a network HttpError, reported to
 * the error catalogue when the caller asks for that.
 */
function transportFailure(
  cause: unknown,
  where: {
    signal: AbortSignal | undefined;
    timeout: AbortSignal;
    timeoutMs: number;
    call: string;
    reportErrors: boolean;
  },
): unknown {
  if (where.signal?.aborted) return cause;
  const error = where.timeout.aborted
    ? new HttpError(
        'timeout',
        i18n.t('common.errors.timeout', { seconds: Math.round(where.timeoutMs / 1000) }),
        {
          request: where.call,
        },
      )
    : new HttpError('network', i18n.t('common.errors.network'), { request: where.call });
  if (where.reportErrors) reportHttpError(error);
  return error;
}

/**
 * For queries and mutations that need a successful answer: resolves with the body of a 2xx
 * answer and rejects with an HttpError otherwise (after the error catalogue has run).
 */
export async function requestData<Body>(path: string, options: RequestOptions = {}): Promise<Body> {
  const response = await request<Body>(path, options);
  if (response.status >= 200 && response.status < 300) return response.body;
  throw new HttpError('status', errorText(response.body) ?? `HTTP ${response.status}`, {
    status: response.status,
    body: response.body,
  });
}

/**
 * A call whose answer is read as it arrives (a workbench read's JSON lines): the URL, session
 * headers and refusals of `request`, but the deadline covers only the wait for the answer to begin,
 * since a live read lasts as long as the user wants it. Resolves with the 2xx response, its body
 * unread; rejects with an HttpError for any other answer (after the catalogue, if `reportErrors`),
 * a timeout or a network failure, and with the caller's own abort as it is.
 */
export async function requestStream(
  path: string,
  options: RequestOptions & { accept: string },
): Promise<Response> {
  const { method = 'POST', json, signal, reportErrors = true, accept } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const url = requestUrl(path, options);
  const call = `${method} ${appPath(url.pathname)}`;
  const headers = requestHeaders(options);
  headers.set('Accept', accept);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      credentials: 'same-origin',
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
  } catch (cause) {
    throw transportFailure(cause, {
      signal,
      timeout: timeout.signal,
      timeoutMs: REQUEST_TIMEOUT_MS,
      call,
      reportErrors,
    });
  } finally {
    clearTimeout(timer);
  }
  if (response.status < 400) return response;
  const body = parseBody(await response.text(), response.headers);
  const error = new HttpError('status', errorText(body) ?? `HTTP ${response.status}`, {
    status: response.status,
    body,
    request: call,
  });
  if (reportErrors) reportHttpError(error);
  throw error;
}

function requestUrl(path: string, { api = 'console', query }: RequestOptions): URL {
  const url = new URL(documentPath((api === 'console' ? API_PREFIX : '') + path), window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/**
 * Spec 7: username, tenant, environment and the CSRF double submit. The `token` header is sent "only
 * when a token exists", and in the browser none does: the session travels in the HttpOnly Admin-Token
 * cookie, which the page cannot read (decision 0019).
 */
function requestHeaders({ json, rawBody, pulsarRouting, environment }: RequestOptions): Headers {
  const headers = sessionHeaders('application/json');
  if (environment) headers.set(REQUEST_HEADERS.environment, environment);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  else if (rawBody?.contentType) headers.set('Content-Type', rawBody.contentType);
  if (pulsarRouting?.cluster) headers.set('x-pulsar-cluster', pulsarRouting.cluster);
  if (pulsarRouting?.broker) headers.set('x-pulsar-broker', pulsarRouting.broker);
  return headers;
}

/**
 * The headers every call carries (spec 7): username, tenant, environment and the CSRF double submit.
 * Exported for the one reader that needs a response's raw bytes (message payloads).
 */
export function sessionHeaders(accept: string): Headers {
  const session = readSession();
  const headers = new Headers({ Accept: accept });
  const values: [string, string | undefined][] = [
    [REQUEST_HEADERS.username, session.username],
    [REQUEST_HEADERS.tenant, session.tenant],
    [REQUEST_HEADERS.environment, session.environment],
    // Read on every call: the server replaces the cookie at login and logout.
    [REQUEST_HEADERS.xsrf, readCookie(COOKIES.xsrf)],
    // Logins (password or single sign-on) from this console take the session as the HttpOnly cookie.
    [REQUEST_HEADERS.sessionCookie, 'cookie'],
  ];
  // An absent value is left out rather than sent empty, so the server never sees "" as a name.
  for (const [name, value] of values) if (value) headers.set(name, value);
  return headers;
}

function parseBody(text: string, headers: Headers): unknown {
  if (text === '') return null;
  if (!headers.get('Content-Type')?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
