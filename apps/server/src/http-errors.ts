import type { ErrorResponse } from '@beacon/contracts';

/** The console API's one error shape. `message` repeats `error` because Pulsar Manager's front end reads it. */
export function errorBody(text: string): ErrorResponse {
  return { error: text, message: text };
}

/** An error a handler throws on purpose: its status and text reach the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, text: string) {
    super(text);
    this.statusCode = statusCode;
  }
}
