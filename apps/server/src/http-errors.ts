import type { ErrorResponse } from '@beacon/contracts';

/**
 * The console API's one error shape. `message` and `reason` repeat `error` because Pulsar Manager's
 * front end reads them: `message` for 400 and 401 answers, `reason` for the toast of every other
 * refusal (its `request.js`), the field Pulsar itself uses (decision 0003).
 */
export function errorBody(text: string, code?: string): ErrorResponse {
  return { error: text, message: text, reason: text, ...(code === undefined ? {} : { code }) };
}

/** An error a handler throws on purpose: its status and text reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** A machine-readable marker sent as the body's `code` (e.g. PASSWORD_CONFIRMATION_REQUIRED). */
  readonly code: string | undefined;
  constructor(statusCode: number, text: string, code?: string) {
    super(text);
    this.statusCode = statusCode;
    this.code = code;
  }
}
