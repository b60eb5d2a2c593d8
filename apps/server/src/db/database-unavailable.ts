// Tells a database outage (PostgreSQL down, restarting, a connection cut, the pool timing out; SQLite
// locked by another writer) from a bug, so the error handler answers 503 "try again" for the first
// and keeps 500 for the second.

export const DATABASE_UNAVAILABLE_MESSAGE = 'The console database is unavailable; try again shortly';
/** Seconds a client is asked to wait (Retry-After) before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network errors of the socket to PostgreSQL (a refused, reset or timed-out connection). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that mean "not now" rather than "wrong query": 57P01 admin_shutdown,
 * 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300
 * too_many_connections; class 08 is every connection exception.
 */
const POSTGRES_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node:sqlite reports the primary result code in `errcode`: 5 SQLITE_BUSY, 6 SQLITE_LOCKED. */
const SQLITE_BUSY_CODES = new Set([5, 6]);

/** What node-postgres and pg-pool say when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Connection ended unexpectedly/,
];

interface ErrorFields {
  code?: unknown;
  errcode?: unknown;
  message?: unknown;
  errors?: unknown;
  cause?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const fields = error as ErrorFields;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || POSTGRES_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (code === 'ERR_SQLITE_ERROR' && typeof fields.errcode === 'number') {
      // Extended result codes (e.g. 261 SQLITE_BUSY_RECOVERY) keep the primary code in the low byte.
      return SQLITE_BUSY_CODES.has(fields.errcode & 0xff);
    }
  }
  if (
    typeof fields.message === 'string' &&
    DRIVER_MESSAGES.some((pattern) => pattern.test(fields.message as string))
  ) {
    return true;
  }
  // Connecting to "localhost" tries ::1 and 127.0.0.1 and reports both refusals as an AggregateError.
  if (
    Array.isArray(fields.errors) &&
    fields.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  ) {
    return true;
  }
  return isDatabaseUnavailable(fields.cause, depth + 1);
}
