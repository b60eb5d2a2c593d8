import { isHttpError } from '../api/index.ts';

/**
 * Whether a failed load means the resource is not there: a 404, or Pulsar's "… does not exist"
 * answer under another status (some admin calls say so with 500 or 412).
 */
export function isNotFound(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.status === 404) return true;
  const body = JSON.stringify(error.body ?? '');
  return /does not exist|not found/i.test(body);
}
