// A versioned resource's state as the history keeps it (decision 0095): read from the broker's
// answer to the write's GET counterpart, secrets redacted, stored as JSON; '' when it is not known.
import { REDACTED } from '@beacon/contracts';
import { redactSecrets } from '../audit/index.ts';
import { pickState, type VersionedWrite } from './versioned-writes.ts';

/**
 * Broker settings whose values are credentials, by the words Pulsar's own credential settings use
 * (the broker page hides the same ones): a setting's name holds them anywhere, not only at its end
 * (`brokerClientAuthenticationParameters`, `s3ManagedLedgerOffloadSecretAccessKey`).
 */
const SECRET_SETTING =
  /(password|secret|credential|authParams|authenticationParameters|privateKey|AccessKey|sasToken|token)/i;

/** A stored value that could not be read. */
export const UNKNOWN = '';

/** What the history knows of a state: its JSON, or UNKNOWN. */
export type StoredValue = string;

/**
 * The state in a broker's answer to the GET counterpart: a policy left unset (204, or a 200 with no
 * body as 4.0.7 answers some) and an absent resource (404 where that means absent) read as null.
 */
export function stateOfAnswer(
  write: Pick<VersionedWrite, 'entry' | 'params'>,
  status: number,
  body: Buffer,
): { known: true; value: unknown } | { known: false } {
  if (status === 404 && write.entry.missing === 'absent') return { known: true, value: null };
  if (status < 200 || status >= 300) return { known: false };
  const text = body.toString('utf8');
  if (status === 204 || text.trim() === '') return { known: true, value: pickState(write, null) };
  if (write.entry.text) return { known: true, value: text };
  try {
    return { known: true, value: pickState(write, JSON.parse(text) as unknown) };
  } catch {
    return { known: false };
  }
}

/**
 * The value as stored: secrets redacted by their names. A broker setting is redacted by its own
 * name (`brokerClientAuthenticationParameters`), as the value of that name.
 */
export function storedValue(write: Pick<VersionedWrite, 'kind' | 'name'>, value: unknown): StoredValue {
  const redacted =
    write.kind === 'broker-setting'
      ? SECRET_SETTING.test(write.name) && value !== null
        ? REDACTED
        : redactSecrets({ [write.name]: value })[write.name]
      : redactSecrets(value);
  return JSON.stringify(redacted ?? null);
}

/** The value for the API: `known` and, when known, the value. */
export function valueOfStored(stored: StoredValue): { known: boolean; value: unknown } {
  return stored === UNKNOWN ? { known: false, value: null } : { known: true, value: JSON.parse(stored) };
}

/** Whether a kept value had a secret redacted out of it: it cannot be put back. */
export function holdsRedacted(value: unknown): boolean {
  if (value === REDACTED) return true;
  if (Array.isArray(value)) return value.some(holdsRedacted);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsRedacted);
  return false;
}
