import type { ErrorResponse } from '@beacon/contracts';

/**
 * The console API's one error shape. `message` and `reason` repeat `error` because Pulsar Manager's
 * front end reads them: `message` for 400 and 401 answers, `reason` for the toast of every other
 * refusal (its `request.js`), the field Pulsar itself uses (decision 0003).
 */
export function errorBody(text: string): ErrorResponse {
  return { error: text, message: text, reason: text };
}

/** An error a handler throws on purpose: its status and text reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, text: string) {
    super(text);
    this.statusCode = statusCode;
  }
}
