import type { TFunction } from 'i18next';
import { isHttpError } from '../../../shared/api/index.ts';

/**
 * Pulsar answers an incompatible (409) or invalid (422) schema with an empty body, the reason only
 * in the HTTP status line, which does not survive the proxy. Say those in words; anything else
 * shows the broker's own text.
 */
export function schemaFailure(error: Error, t: TFunction): string {
  if (isHttpError(error) && (error.body === null || error.body === '')) {
    if (error.status === 409) return t('schemas.errors.incompatible');
    if (error.status === 422) return t('schemas.errors.invalid');
  }
  return error.message;
}
