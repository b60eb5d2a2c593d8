// Behind a reverse proxy without BEACON_TRUST_PROXY every client has the proxy's address: login
// throttling then counts everyone's failures together, and one person's typos lock the rest out
// (issue 28 B18). Said in the log, once an hour at most, the first time a forwarded request shows it.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';

const REPEAT_AFTER_MS = 60 * 60_000;

export function warnOfUntrustedProxy(app: FastifyInstance, clock: Clock, trusted: boolean): void {
  if (trusted) return;
  let warnedAt: number | undefined;
  app.addHook('onRequest', (request, _reply, done) => {
    const now = clock.now();
    if (
      request.headers['x-forwarded-for'] !== undefined &&
      (warnedAt === undefined || now - warnedAt >= REPEAT_AFTER_MS)
    ) {
      warnedAt = now;
      request.log.warn(
        { address: request.ip },
        'requests arrive through a proxy (X-Forwarded-For) that BEACON_TRUST_PROXY does not trust: every client has its address, so login throttling counts them all as one; set BEACON_TRUST_PROXY',
      );
    }
    done();
  });
}
