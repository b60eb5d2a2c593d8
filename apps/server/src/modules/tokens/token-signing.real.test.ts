import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRealPulsar, type RealPulsar } from '@beacon/test-kit/real-pulsar';
import { mintToken as beaconMint } from './token-signing.ts';

// The token-authentication variant with an RS256 key pair (issue 27 item 1), on a real Pulsar 4.0.7
// broker of its own: a token Beacon's own signing code mints with the environment's private key is
// accepted, an expired one and none at all are refused. (HS256 runs in the browser, in
// e2e/tokens/token-on-real-broker.spec.ts.) Started without its functions worker, which the case
// does not need and which would cost the start a few seconds.

let pulsar: RealPulsar;
beforeAll(async () => {
  pulsar = await startRealPulsar({ auth: 'RS256', functionsWorker: false, clusterName: 'rs256' });
}, 240_000);
afterAll(async () => {
  await pulsar.stop();
});

async function clustersWith(token?: string): Promise<number> {
  const response = await fetch(`${pulsar.adminUrl}/admin/v2/clusters`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  await response.arrayBuffer();
  return response.status;
}

it('accepts an RS256 token Beacon minted for the super-user role, and refuses an expired one or none', async () => {
  const auth = pulsar.auth!;
  expect(auth.algorithm).toBe('RS256');
  const signingKey = { algorithm: 'RS256' as const, key: auth.signingKey };
  const now = Date.now();
  const valid = await beaconMint('rs256', signingKey, {
    role: auth.superUserRole,
    issuedAt: now,
    expiresAt: now + 10 * 60_000,
  });
  const expired = await beaconMint('rs256', signingKey, {
    role: auth.superUserRole,
    issuedAt: now - 120_000,
    expiresAt: now - 60_000,
  });
  expect(await clustersWith(valid)).toBe(200);
  expect(await clustersWith(expired)).toBe(401);
  expect(await clustersWith()).toBe(401);
});
