// Refusals that Pulsar Manager's own front end can show (issue 28 C21, decision 0056).
//
// Its response interceptor (front-end/src/utils/request.js, apache/pulsar-manager 698d809) toasts
// `reason` for every error status but three: a 400 and a 401 toast an empty message (the 400 goes to
// /environments instead when its `message` says "no active environment", the 401 logs out when its
// `message` names "login"), and a 404 throws on a JSON body. Its own back end answered most refusals
// 200 with an `error` field, which its views showed. So a refusal answered 400 or 401 on the console
// API (under /pulsar-manager, where that front end calls) to a client that is not Beacon's web —
// which sends `x-beacon-session` on every call — goes out as 422 with the same body: its toast then
// shows the text Beacon's web shows. The two answers that client acts on keep their status. Beacon's
// web receives exactly what it did.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, REQUEST_HEADERS } from '@beacon/contracts';

/** The status Pulsar Manager's front end shows a refusal's `reason` for. */
export const SHOWN_REFUSAL_STATUS = 422;

/** Whether the call came from Beacon's own web (its HTTP client marks every call). */
export function fromBeaconWeb(request: FastifyRequest): boolean {
  return request.headers[REQUEST_HEADERS.sessionCookie] !== undefined;
}

/**
 * The status to answer `request` with for a refusal of `status` whose `message` is given (an empty
 * message for an answer not read, such as a broker's passed through).
 */
export function refusalStatusFor(request: FastifyRequest, status: number, message: string): number {
  if ((status !== 400 && status !== 401) || fromBeaconWeb(request)) return status;
  // Only the console API that front end calls: /metrics keeps its 401 for Prometheus, say.
  if (!request.url.startsWith(`${API_PREFIX}/`)) return status;
  // request.js: `message.indexOf(...) > 0`, so a text starting with the words does not count.
  if (status === 400 && message.indexOf('no active environment') > 0) return status;
  if (status === 401 && message.indexOf('login') > 0) return status;
  return SHOWN_REFUSAL_STATUS;
}

function messageOf(payload: unknown): string {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
  if (!text.startsWith('{')) return '';
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}

export function registerPulsarManagerRefusals(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status !== 400 && status !== 401) return payload;
    reply.code(refusalStatusFor(request, status, messageOf(payload)));
    return payload;
  });
}
