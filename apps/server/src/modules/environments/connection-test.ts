// Asks an environment's broker for its clusters and says precisely what went wrong when it cannot:
// DNS, refused, timeout, TLS, 401, 403, or "this is not a Pulsar admin endpoint". Pulsar Manager's
// opaque "This environment is error" is the anti-example.
import http from 'node:http';
import https from 'node:https';
import type { ConnectionTestResult, EnvironmentStatus } from '@beacon/contracts';

export interface BrokerCredentials {
  token?: string | undefined;
  tlsCa?: string | undefined;
  tlsCert?: string | undefined;
  tlsKey?: string | undefined;
}

const MAX_BODY_BYTES = 64 * 1024;
/** When every URL fails, report the one that got furthest. */
const PROGRESS: EnvironmentStatus[] = [
  'unknown',
  'unreachable',
  'invalid',
  'unauthorized',
  'forbidden',
  'online',
];

export function serviceUrls(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export async function testConnection(
  serviceUrlList: string,
  credentials: BrokerCredentials,
  timeoutMs: number,
): Promise<ConnectionTestResult> {
  let best: ConnectionTestResult | undefined;
  for (const url of serviceUrls(serviceUrlList)) {
    const result = await probe(url, credentials, timeoutMs);
    if (result.status === 'online') return result;
    if (!best || PROGRESS.indexOf(result.status) > PROGRESS.indexOf(best.status)) best = result;
  }
  return best ?? { status: 'invalid', message: 'No service URL is configured', url: '', clusters: [] };
}

function clustersUrl(serviceUrl: string): URL {
  const base = new URL(serviceUrl);
  base.pathname = `${base.pathname.replace(/\/+$/, '')}/admin/v2/clusters`;
  return base;
}

function probe(
  serviceUrl: string,
  credentials: BrokerCredentials,
  timeoutMs: number,
): Promise<ConnectionTestResult> {
  const target = clustersUrl(serviceUrl);
  const result = (
    status: EnvironmentStatus,
    message: string,
    clusters: string[] = [],
  ): ConnectionTestResult => ({
    status,
    message,
    url: serviceUrl,
    clusters,
  });
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = transport.request(target, {
      method: 'GET',
      // A fresh connection each time: a pooled socket would hide what a new client would meet.
      agent: false,
      headers: {
        accept: 'application/json',
        ...(credentials.token ? { authorization: `Bearer ${credentials.token}` } : {}),
      },
      ...(target.protocol === 'https:'
        ? {
            ca: credentials.tlsCa || undefined,
            cert: credentials.tlsCert || undefined,
            key: credentials.tlsKey || undefined,
          }
        : {}),
      timeout: timeoutMs,
    });
    const deadline = setTimeout(() => request.destroy(new TimeoutError()), timeoutMs);
    request.on('timeout', () => request.destroy(new TimeoutError()));
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(deadline);
      resolve(result(...describeFailure(error, target, timeoutMs)));
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      response.on('error', () => undefined);
      response.on('end', () => {
        clearTimeout(deadline);
        resolve(
          result(...describeAnswer(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), target)),
        );
      });
    });
    request.end();
  });
}

class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

const TLS_CODES = /^(CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_|ERR_TLS_|ERR_SSL_|HOSTNAME_MISMATCH|ERR_OSSL)/;

function describeFailure(
  error: NodeJS.ErrnoException,
  target: URL,
  timeoutMs: number,
): [EnvironmentStatus, string] {
  const where = target.host;
  if (error instanceof TimeoutError)
    return ['unreachable', `No answer from ${where} within ${timeoutMs / 1000} s`];
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return ['unreachable', `Cannot resolve the host name ${target.hostname} (DNS)`];
    case 'ECONNREFUSED':
      return ['unreachable', `Connection refused by ${where}: nothing listens there`];
    case 'ECONNRESET':
      return ['unreachable', `${where} closed the connection`];
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return ['unreachable', `No network route to ${where}`];
  }
  if (error.code && TLS_CODES.test(error.code)) {
    return ['unreachable', `TLS handshake with ${where} failed: ${error.code} (${error.message})`];
  }
  if (error.code === 'EPROTO' || /wrong version number|ssl/i.test(error.message)) {
    return ['unreachable', `TLS handshake with ${where} failed: ${error.message}`];
  }
  return ['unreachable', `Cannot connect to ${where}: ${error.code ?? error.message}`];
}

function describeAnswer(status: number, body: string, target: URL): [EnvironmentStatus, string, string[]?] {
  if (status === 401) {
    return ['unauthorized', `${target.host} requires authentication (401): set a valid broker token`];
  }
  if (status === 403) {
    return ['forbidden', `${target.host} refused the token (403): it must be a superuser token`];
  }
  if (status < 200 || status >= 300) {
    return [
      'invalid',
      `${target.host} answered HTTP ${status} to GET /admin/v2/clusters: not a Pulsar admin endpoint`,
    ];
  }
  try {
    const clusters: unknown = JSON.parse(body);
    if (Array.isArray(clusters) && clusters.every((cluster) => typeof cluster === 'string')) {
      return ['online', `Connected: clusters ${clusters.join(', ') || '(none)'}`, clusters];
    }
  } catch {
    // fall through: not JSON
  }
  return [
    'invalid',
    `${target.host} answered, but not with a Pulsar cluster list: not a Pulsar admin endpoint`,
  ];
}
