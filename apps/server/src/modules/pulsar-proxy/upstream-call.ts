// One HTTP exchange with a broker, with the environment's credentials and TLS material. Connection
// failures come back as UpstreamError with words an operator can act on.
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { BrokerCredentials } from '../environments/connection-test.ts';

export class UpstreamError extends Error {
  readonly kind: 'timeout' | 'connect';
  constructor(kind: 'timeout' | 'connect', message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface UpstreamCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: Buffer | Readable | undefined;
  credentials: BrokerCredentials;
  timeoutMs: number;
  agent: { http: http.Agent; https: https.Agent };
  /** Aborted when the browser goes away, so the broker call stops too. */
  signal: AbortSignal;
}

export function callUpstream(call: UpstreamCall): Promise<http.IncomingMessage> {
  const secure = call.url.protocol === 'https:';
  const transport = secure ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(call.url, {
      method: call.method,
      headers: {
        ...call.headers,
        ...(call.credentials.token ? { authorization: `Bearer ${call.credentials.token}` } : {}),
      },
      agent: secure ? call.agent.https : call.agent.http,
      signal: call.signal,
      ...(secure
        ? {
            ca: call.credentials.tlsCa || undefined,
            cert: call.credentials.tlsCert || undefined,
            key: call.credentials.tlsKey || undefined,
          }
        : {}),
    });
    const timer = setTimeout(
      () => request.destroy(new UpstreamError('timeout', `did not answer within ${call.timeoutMs / 1000} s`)),
      call.timeoutMs,
    );
    request.on('response', (response) => {
      clearTimeout(timer);
      resolve(response);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (error instanceof UpstreamError) return reject(error);
      reject(new UpstreamError('connect', describeConnectError(error, call.url)));
    });
    if (call.body === undefined) request.end();
    else if (Buffer.isBuffer(call.body)) request.end(call.body);
    else call.body.pipe(request);
  });
}

function describeConnectError(error: NodeJS.ErrnoException, url: URL): string {
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `cannot resolve ${url.hostname}`;
    case 'ECONNREFUSED':
      return `connection refused by ${url.host}`;
    case 'ECONNRESET':
      return `${url.host} closed the connection`;
    case 'ABORT_ERR':
      return 'the request was cancelled';
  }
  return `${url.host}: ${error.code ?? error.message}`;
}
