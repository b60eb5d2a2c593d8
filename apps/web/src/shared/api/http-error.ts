/** Why a call failed: the server answered with an error status, took too long, or was not reached. */
export type HttpFailure = 'status' | 'timeout' | 'network';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly failure: HttpFailure;
  /** The HTTP status, when the server answered. */
  readonly status: number | undefined;
  /** The parsed answer: JSON when the server sent JSON, otherwise its text. */
  readonly body: unknown;
  /** The call, e.g. `GET /pulsar-manager/environments`, for the error log. */
  readonly request: string | undefined;

  constructor(
    failure: HttpFailure,
    message: string,
    details: { status?: number; body?: unknown; request?: string } = {},
  ) {
    super(message);
    this.failure = failure;
    this.status = details.status;
    this.body = details.body;
    this.request = details.request;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

const TEXT_FIELDS = ['reason', 'error', 'message'] as const;

/**
 * The human-readable part of an error answer: Pulsar's `reason`, Beacon's `error`, Pulsar
 * Manager's `message`, or the body itself when it is plain text.
 */
export function errorText(body: unknown): string | undefined {
  return errorTexts(body)[0];
}

/** Every human-readable text of an error answer, in the order of {@link errorText}. */
export function errorTexts(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [body] : [];
  if (typeof body !== 'object' || body === null) return [];
  const fields = body as Record<string, unknown>;
  return TEXT_FIELDS.map((key) => fields[key]).filter(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
}
