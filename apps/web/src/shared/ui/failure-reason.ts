import { errorText, isHttpError } from '../api/index.ts';

/** What a refusal says in words: Pulsar's own reason when it gave one, else the error's message. */
export function failureReason(error: unknown): string {
  if (isHttpError(error)) return errorText(error.body) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
