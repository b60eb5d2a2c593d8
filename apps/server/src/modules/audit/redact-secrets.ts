// The one place that decides what in an audit record is a secret. Every record passes through it
// before it is written, so a caller that forgets (or a before/after copy of a whole row) cannot put a
// password hash, a token or a key into the trail, its screen or its export.
import { REDACTED } from '@beacon/contracts';

// Compared without case, `_` or `-`: `password_hash`, `passwordHash` and `Password-Hash` are one name.
// A name ending in one of these is a secret too (`brokerToken`, `tlsKey`, `signingKey`, `clientSecret`,
// `brokerClientAuthenticationParameters`).
const SECRET_NAME_ENDINGS = [
  'password',
  'passwordhash',
  'token',
  'secret',
  'key',
  'privatekey',
  'credential',
  'credentials',
  // A Pulsar client's authentication parameters hold its token or key: a cluster's
  // `authenticationParameters`, the broker setting `brokerClientAuthenticationParameters`.
  'authenticationparameters',
  'authparams',
] as const;

export function isSecretName(name: string): boolean {
  const normalized = name.toLowerCase().replace(/[_-]/g, '');
  return SECRET_NAME_ENDINGS.some((ending) => normalized.endsWith(ending));
}

/**
 * A copy of `value` in which every property named like a secret, at any depth and inside arrays,
 * reads `[redacted]` (whatever it held, even an object). Other values are copied as they are.
 * A boolean or an absent value stays: it holds no secret, and `hasToken: true` says one is set.
 */
export function redactSecrets<T>(value: T): T {
  return redact(value, new Set()) as T;
}

// `ancestors` holds the objects on the way down, so a cycle ends in '[circular]' while the same
// object met twice side by side (before and after of an unchanged record) is copied twice.
function redact(value: unknown, ancestors: Set<object>): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (ancestors.has(value)) return '[circular]';
  ancestors.add(value);
  const copy = Array.isArray(value)
    ? value.map((item: unknown) => redact(item, ancestors))
    : Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [
          name,
          isSecretName(name) && !isFlag(inner) ? REDACTED : redact(inner, ancestors),
        ]),
      );
  ancestors.delete(value);
  return copy;
}

function isFlag(value: unknown): boolean {
  return typeof value === 'boolean' || value === null || value === undefined;
}
