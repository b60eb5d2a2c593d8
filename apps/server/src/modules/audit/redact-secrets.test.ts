import { describe, expect, it } from 'vitest';
import { isSecretName, redactSecrets } from './redact-secrets.ts';

describe('redactSecrets', () => {
  it('redacts every secret-like name, at any depth, in arrays, whatever its case', () => {
    const redacted = redactSecrets({
      name: 'alice',
      password: 'p4ssw0rd!',
      PasswordHash: 'scrypt$abc',
      password_hash: 'scrypt$def',
      profile: { email: 'a@example.com', TOKEN: 'eyJhbGciOi', nested: [{ secret: 's', keep: 1 }] },
      environments: [
        { name: 'prod', brokerToken: 'eyJ', tlsKey: '-----BEGIN', signingKey: { kty: 'oct', k: 'abc' } },
      ],
      privateKey: '-----BEGIN PRIVATE KEY-----',
      key: 'k',
      credentials: ['a', 'b'],
      'client-secret': 'x',
    });
    expect(redacted).toEqual({
      name: 'alice',
      password: '[redacted]',
      PasswordHash: '[redacted]',
      password_hash: '[redacted]',
      profile: { email: 'a@example.com', TOKEN: '[redacted]', nested: [{ secret: '[redacted]', keep: 1 }] },
      environments: [
        { name: 'prod', brokerToken: '[redacted]', tlsKey: '[redacted]', signingKey: '[redacted]' },
      ],
      privateKey: '[redacted]',
      key: '[redacted]',
      credentials: '[redacted]',
      'client-secret': '[redacted]',
    });
  });

  it('keeps names that only contain a secret word in the middle, and leaves the input untouched', () => {
    const input = { tokenCount: 2, keyType: 'RS256', passwordChangedAt: 5, roles: ['super'] };
    expect(redactSecrets(input)).toEqual(input);
    const withSecret = { user: { password: 'x' } };
    redactSecrets(withSecret);
    expect(withSecret.user.password).toBe('x');
    expect(['brokerToken', 'tokenRole'].map(isSecretName)).toEqual([true, false]);
    // A flag says whether a secret is set; it is not the secret.
    expect(redactSecrets({ hasToken: true, token: null, tlsKey: 'pem' })).toEqual({
      hasToken: true,
      token: null,
      tlsKey: '[redacted]',
    });
  });

  it('redacts a Pulsar client’s authentication parameters (a cluster’s, a broker setting’s)', () => {
    expect(
      redactSecrets({
        authenticationPlugin: 'org.apache.pulsar.client.impl.auth.AuthenticationToken',
        authenticationParameters: 'token:eyJhbGciOi',
        brokerClientAuthenticationParameters: 'token:eyJ',
        clientAuthParams: '{"privateKey":"x"}',
      }),
    ).toEqual({
      authenticationPlugin: 'org.apache.pulsar.client.impl.auth.AuthenticationToken',
      authenticationParameters: '[redacted]',
      brokerClientAuthenticationParameters: '[redacted]',
      clientAuthParams: '[redacted]',
    });
  });

  it('passes plain values through and survives a cycle', () => {
    expect(redactSecrets('text')).toBe('text');
    expect(redactSecrets(null)).toBeNull();
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(redactSecrets(cyclic)).toEqual({ name: 'x', self: '[circular]' });
    // The same object twice, side by side, is no cycle.
    const shared = { name: 'alice', token: 't' };
    expect(redactSecrets({ before: shared, after: shared })).toEqual({
      before: { name: 'alice', token: '[redacted]' },
      after: { name: 'alice', token: '[redacted]' },
    });
  });
});
