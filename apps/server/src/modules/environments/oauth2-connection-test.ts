// The OAuth2 steps of a connection test (issue 32): the access token is fetched first, and a failure
// names its step — the issuer cannot be reached, it is no OpenID Connect issuer, it refused the client
// — then the brokers are probed with the token, and a broker that refuses it says so. The web words
// each step in English and Chinese from `oauth2Step`; `message` stays English for Pulsar Manager.
import type { ConnectionTestResult, EnvironmentStatus } from '@beacon/contracts';
import type { BrokerBearers } from './broker-bearers.ts';
import { OAuth2TokenError } from './oauth2-token.ts';
import type { BrokerCredentials, OAuth2Client } from './service-urls.ts';

const STEP_STATUS: Record<OAuth2TokenError['step'], EnvironmentStatus> = {
  'issuer-unreachable': 'unreachable',
  'issuer-not-oidc': 'invalid',
  'client-refused': 'unauthorized',
};

export type TokenStep = { credentials: BrokerCredentials } | { failed: ConnectionTestResult };

/**
 * The credentials to probe the brokers with: a fresh access token for an OAuth2 client (the test
 * checks the client as it is now, not a cached token), or the failed step as a test result.
 * AddressRefusedError (the issuer's address is refused) passes through, as for a broker URL.
 */
export async function tokenStep(credentials: BrokerCredentials, bearers: BrokerBearers): Promise<TokenStep> {
  const { oauth2, ...rest } = credentials;
  if (!oauth2) return { credentials: rest };
  try {
    return { credentials: { ...rest, token: await bearers.fresh(oauth2) } };
  } catch (error) {
    if (!(error instanceof OAuth2TokenError)) throw error;
    return { failed: failedStep(error, oauth2.issuerUrl) };
  }
}

/** A token fetch that failed, as a status (the background check and the test word it alike). */
export function failedStep(error: OAuth2TokenError, issuerUrl: string): ConnectionTestResult {
  return {
    status: STEP_STATUS[error.step],
    message: error.message,
    url: issuerUrl,
    clusters: [],
    oauth2Step: error.step,
    ...(error.detail === undefined ? {} : { detail: error.detail }),
  };
}

/** A broker's 401 or 403 to an OAuth2 access token: the issuer gave one, the broker does not take it. */
export function brokerStep(
  result: ConnectionTestResult,
  client: OAuth2Client | undefined,
): ConnectionTestResult {
  if (!client || (result.status !== 'unauthorized' && result.status !== 'forbidden')) return result;
  const code = result.status === 'unauthorized' ? 401 : 403;
  const why =
    code === 401
      ? 'its signature, audience or expiry is not one the broker accepts'
      : `its role (the token's subject, client '${client.clientId}') is not a super user there`;
  return {
    ...result,
    message: `${new URL(result.url).host} refused the OAuth2 access token (${code}): ${why}`,
    oauth2Step: 'broker-refused-token',
    detail: String(code),
  };
}
