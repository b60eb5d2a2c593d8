import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { jettyErrorPage } from '../http/answer.ts';

// A Pulsar proxy's HTTP side (pulsar-proxy, 4.0): ProxyServiceStarter.addWebServerHandlers mounts
// AdminProxyHandler on `/admin` and `/lookup` only, next to the proxy's own `/metrics`, VipStatus
// (`/status.html`) and `/proxy-stats`; every other path (the REST produce API `/topics/…`, the
// brokers' `/metrics`) is Jetty's 404. AdminProxyHandler.rewriteTarget sends a request to the next
// available broker of the proxy's cluster (BrokerDiscoveryProvider.nextBroker), and its HTTP client
// follows the brokers' redirects itself (RedirectProtocolHandler, request content replayed), so a
// client never sees a broker's address. The brokers advertise names only the proxy resolves.

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);
/** Jetty HttpClient's default `maxRedirects`. */
const MAX_REDIRECTS = 8;

export interface ProxyFrontOptions {
  /** Web service URLs of the proxy's cluster's brokers, as the brokers advertise them (round robin). */
  brokers: () => readonly string[];
  /** Advertised origin (`http://broker-0.pulsar.invalid:41234`) → where it really listens. */
  resolve: (advertisedOrigin: string) => string | undefined;
  /** CA the proxy trusts for brokers' HTTPS ports (tlsTrustCertsFilePath). */
  ca?: string;
  host: string;
  port: number;
}

export interface ProxyFront {
  url: string;
  close(): Promise<void>;
}

interface Upstream {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function readBody(message: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });
}

function forwardedHeaders(incoming: IncomingMessage, body: Buffer): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'content-length') continue;
    headers[name] = value;
  }
  if (body.length > 0) headers['content-length'] = String(body.length);
  // ProxyServlet.addXForwardedHeaders
  headers['x-forwarded-for'] = incoming.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = 'http';
  return headers;
}

function send(
  target: URL,
  method: string,
  headers: Record<string, string | string[]>,
  body: Buffer,
  ca: string | undefined,
): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    const options = { method, headers, ...(target.protocol === 'https:' && ca ? { ca } : {}) };
    const outgoing = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      options,
      (response) => {
        readBody(response).then(
          (content) =>
            resolve({ status: response.statusCode ?? 502, headers: response.headers, body: content }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body.length > 0 ? body : undefined);
  });
}

export async function startProxyFront(options: ProxyFrontOptions): Promise<ProxyFront> {
  let next = 0;

  const realUrl = (advertised: string): URL | undefined => {
    const url = new URL(advertised);
    const real = options.resolve(url.origin);
    return real ? new URL(`${url.pathname}${url.search}`, real) : undefined;
  };

  async function forward(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const brokers = options.brokers();
    const broker = brokers[next++ % Math.max(brokers.length, 1)];
    const path = incoming.url ?? '/';
    let target = broker ? realUrl(`${broker.replace(/\/+$/, '')}${path}`) : undefined;
    if (!target) {
      // rewriteTarget returned null: Jetty's ProxyServlet answers 403.
      response.writeHead(403, { 'content-type': 'text/html;charset=iso-8859-1' });
      response.end(jettyErrorPage(403, 'Forbidden', path.split('?')[0] ?? ''));
      return;
    }
    const body = await readBody(incoming);
    let method = incoming.method ?? 'GET';
    let payload = body;
    const headers = forwardedHeaders(incoming, body);
    for (let hop = 0; ; hop += 1) {
      const upstream = await send(target, method, headers, payload, options.ca);
      const location = upstream.headers.location;
      if ([301, 302, 303, 307, 308].includes(upstream.status) && location && hop < MAX_REDIRECTS) {
        const resolved = realUrl(new URL(location, target).toString());
        if (!resolved) throw new Error(`cannot reach ${location}`);
        if (
          upstream.status === 303 ||
          ((upstream.status === 301 || upstream.status === 302) && method === 'POST')
        ) {
          method = 'GET';
          payload = Buffer.alloc(0);
          delete headers['content-length'];
          delete headers['content-type'];
        }
        target = resolved;
        continue;
      }
      const out: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(upstream.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') out[name] = value;
      }
      out['content-length'] = String(upstream.body.length);
      response.writeHead(upstream.status, out);
      response.end(upstream.body);
      return;
    }
  }

  function own(incoming: IncomingMessage, response: ServerResponse): void {
    const path = (incoming.url ?? '/').split('?')[0] ?? '/';
    if (path === '/metrics' || path === '/metrics/') {
      response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' });
      response.end(
        [
          '# TYPE pulsar_proxy_active_connections gauge',
          'pulsar_proxy_active_connections 0',
          '# TYPE pulsar_proxy_new_connections counter',
          'pulsar_proxy_new_connections 0',
          '',
        ].join('\n'),
      );
      return;
    }
    if (path === '/status.html') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('OK');
      return;
    }
    if (path === '/proxy-stats/connections') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('[]');
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html;charset=iso-8859-1' });
    response.end(jettyErrorPage(404, 'Not Found', path));
  }

  const server: Server = createServer((incoming, response) => {
    const path = incoming.url ?? '/';
    if (!/^\/(admin|lookup)(\/|\?|$)/.test(path)) {
      own(incoming, response);
      return;
    }
    forward(incoming, response).catch(() => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      // ProxyServlet.onProxyResponseFailure: the broker could not be reached.
      response.writeHead(502, { 'content-type': 'text/html;charset=iso-8859-1' });
      response.end(jettyErrorPage(502, 'Bad Gateway', path.split('?')[0] ?? ''));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${String(port)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
