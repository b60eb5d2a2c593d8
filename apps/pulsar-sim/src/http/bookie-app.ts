import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { listBookieInfo } from '../core/bookies.ts';
import type { SimulatorRuntime } from './context.ts';

// BookKeeper's own HTTP admin API (one endpoint for the whole simulated bookie ensemble). It differs
// from the broker: JSON bodies without a Content-Type header, plain-text errors, 404 for a wrong method.

/**
 * JSON with no Content-Type, as BookKeeper writes it. Written to the raw response: a string would
 * get Fastify's text/plain, and a Buffer from another realm (the web tests' jsdom) would be
 * serialised as `{"type":"Buffer",…}`.
 */
function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  reply.hijack();
  reply.raw.writeHead(200);
  reply.raw.end(JSON.stringify(value, null, 2));
  return reply;
}

const plain = (reply: FastifyReply, status: number, message: string): FastifyReply =>
  reply.code(status).header('content-type', 'text/plain').send(message);

export function buildBookieApp(runtime: SimulatorRuntime): FastifyInstance {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  const bookies = () => [...runtime.state.bookies.values()];
  const get = (path: string, handler: (request: FastifyRequest, reply: FastifyReply) => FastifyReply) => {
    app.get(path, handler);
    app.route({
      method: ['PUT', 'POST', 'DELETE'],
      url: path,
      handler: (_request, reply) => plain(reply, 404, 'Not found method. Should be GET method'),
    });
  };
  get('/heartbeat', (_request, reply) => plain(reply, 200, 'OK\n'));
  get('/api/v1/bookie/is_ready', (_request, reply) => plain(reply, 200, 'OK'));
  get('/api/v1/bookie/list_bookies', (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const readOnly = query.type === 'ro';
    const withHostnames = query.print_hostnames === 'true';
    const selected = bookies().filter((bookie) => bookie.readOnly === readOnly);
    return sendJson(
      reply,
      Object.fromEntries(selected.map((bookie) => [bookie.id, withHostnames ? bookie.hostname : null])),
    );
  });
  get('/api/v1/bookie/list_bookie_info', (_request, reply) => {
    const info = listBookieInfo(runtime.state);
    return info ? sendJson(reply, info) : plain(reply, 404, 'Not found any Bookie info.');
  });
  get('/api/v1/bookie/info', (_request, reply) => {
    const first = bookies()[0];
    return sendJson(reply, { freeSpace: first?.freeBytes ?? 0, totalSpace: first?.totalBytes ?? 0 });
  });
  get('/api/v1/bookie/state', (_request, reply) =>
    sendJson(reply, {
      running: true,
      readOnly: bookies()[0]?.readOnly ?? false,
      shuttingDown: false,
      availableForHighPriorityWrites: true,
    }),
  );
  get('/api/v1/bookie/cluster_info', (_request, reply) => {
    const all = bookies();
    const readonly = all.filter((bookie) => bookie.readOnly).length;
    return sendJson(reply, {
      auditorElected: all.length > 0,
      auditorId: all[0]?.id ?? '',
      clusterUnderReplicated: false,
      ledgerReplicationEnabled: true,
      totalBookiesCount: all.length,
      writableBookiesCount: all.length - readonly,
      readonlyBookiesCount: readonly,
      unavailableBookiesCount: 0,
    });
  });
  get('/api/v1/autorecovery/status', (_request, reply) => sendJson(reply, { enabled: true }));
  get('/api/v1/autorecovery/who_is_auditor', (_request, reply) => {
    const first = bookies()[0];
    return first ? plain(reply, 200, `Auditor: ${first.id}`) : plain(reply, 404, 'No auditor elected');
  });
  get('/api/v1/autorecovery/list_under_replicated_ledger', (_request, reply) =>
    plain(reply, 404, 'No under replicated ledgers found'),
  );
  get('/api/v1/bookie/gc', (_request, reply) => sendJson(reply, { is_in_force_gc: 'false' }));
  app.setNotFoundHandler((_request, reply) => plain(reply, 404, 'Not found'));
  app.setErrorHandler((_error, _request, reply) => reply.code(500).send());
  return app;
}
