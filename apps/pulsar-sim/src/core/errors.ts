// Pulsar's admin resources fail with RestException: a status, the reason phrase and a JSON body
// {"reason": …}. A few failures carry no JSON (schema conflicts, authentication); `body` says which.
export type ErrorBody = 'json' | 'empty' | 'text';

export class PulsarRestError extends Error {
  readonly status: number;
  readonly reason: string;
  readonly body: ErrorBody;

  constructor(status: number, reason: string, body: ErrorBody = 'json') {
    super(reason);
    this.status = status;
    this.reason = reason;
    this.body = body;
  }
}

export const badRequest = (reason: string): PulsarRestError => new PulsarRestError(400, reason);
export const forbidden = (reason: string): PulsarRestError => new PulsarRestError(403, reason);
export const notFound = (reason: string): PulsarRestError => new PulsarRestError(404, reason);
export const notAllowed = (reason: string): PulsarRestError => new PulsarRestError(405, reason);
export const notAcceptable = (reason: string): PulsarRestError => new PulsarRestError(406, reason);
export const conflict = (reason: string): PulsarRestError => new PulsarRestError(409, reason);
export const preconditionFailed = (reason: string): PulsarRestError => new PulsarRestError(412, reason);
export const unprocessable = (reason: string): PulsarRestError => new PulsarRestError(422, reason);
