// What the history keeps of a value: secrets never, whatever the resource.
import { REDACTED } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { holdsRedacted, storedValue } from './state-values.ts';

describe('storedValue', () => {
  it('keeps a credential setting’s value out, by the words of its name', () => {
    for (const name of [
      'brokerClientAuthenticationParameters',
      's3ManagedLedgerOffloadSecretAccessKey',
      'tlsKeyStorePassword',
    ]) {
      expect(JSON.parse(storedValue({ kind: 'broker-setting', name }, 'hunter2')), name).toBe(REDACTED);
    }
    expect(
      JSON.parse(storedValue({ kind: 'broker-setting', name: 'maxConcurrentLookupRequest' }, '1000')),
    ).toBe('1000');
    // An unset setting holds nothing to hide.
    expect(JSON.parse(storedValue({ kind: 'broker-setting', name: 'superUserPassword' }, null))).toBeNull();
  });

  it('redacts a cluster’s authentication parameters, and a restore can tell', () => {
    const kept = JSON.parse(
      storedValue(
        { kind: 'cluster', name: 'east' },
        { serviceUrl: 'http://east:8080', authenticationParameters: 'token:x' },
      ),
    ) as unknown;
    expect(kept).toEqual({ serviceUrl: 'http://east:8080', authenticationParameters: REDACTED });
    expect(holdsRedacted(kept)).toBe(true);
    expect(holdsRedacted({ serviceUrl: 'http://east:8080' })).toBe(false);
  });
});
