// A stored credential only ever goes to the URLs it was saved with (decision 0018). A request that
// names a saved environment but points it, even partly, at another URL gets none of its stored token
// or client certificate: it must carry them again (or clear them), for a test as for a save. The CA
// certificate stays: it only narrows whom Beacon trusts and is sent nowhere.
// An OAuth2 client's secret is held to the same rule, and to its issuer and client ID too: the
// secret goes to the issuer, the access token it buys to the brokers (decision 0088).
import {
  type EnvironmentRequest,
  FORM_ISSUES,
  type OAuth2Request,
  parseOAuth2KeyFile,
} from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import { type BrokerCredentials, type OAuth2Client, serviceUrls } from './service-urls.ts';

export const SECRET_FIELDS = ['token', 'tlsCa', 'tlsCert', 'tlsKey'] as const;

export interface SavedEnvironment {
  serviceUrl: string;
  bookieUrl: string;
  credentials: BrokerCredentials;
}

export type CredentialUse = 'test' | 'save';

export const credentialMessages = {
  // Pulsar Manager's environment dialog has no token field: its users are told where to type it.
  tokenAgain: (use: CredentialUse) =>
    `Enter the token again to ${use} a changed URL (in Beacon's environment dialog: Pulsar Manager's has no token field)`,
  clientCertificateAgain: (use: CredentialUse) =>
    `Enter the TLS client certificate and key again to ${use} a changed URL`,
  unpaired: 'A TLS client certificate needs its private key, and a private key its certificate',
  oauth2SecretAgain: (use: CredentialUse) =>
    `Enter the OAuth2 client secret (or key file) again to ${use} a changed URL, issuer or client ID`,
  oauth2SecretRequired: 'Enter the OAuth2 client secret, or paste the key file',
  tokenAndOAuth2: FORM_ISSUES.oauth2TokenAndOAuth2,
};

function normalized(url: string): string {
  return new URL(url).href.replace(/\/+$/, '');
}

/** Whether every URL of the request is one the environment was saved with (service or bookie). */
export function staysOnSavedUrls(request: EnvironmentRequest, saved: SavedEnvironment): boolean {
  const known = new Set([...serviceUrls(saved.serviceUrl), ...serviceUrls(saved.bookieUrl)].map(normalized));
  return [...serviceUrls(request.broker), ...serviceUrls(request.bookie)].every((url) =>
    known.has(normalized(url)),
  );
}

/** Stored secrets that may go with this request; refuses (400) one that needs them typed again. */
function reusable(
  request: EnvironmentRequest,
  saved: SavedEnvironment,
  use: CredentialUse,
): BrokerCredentials {
  if (staysOnSavedUrls(request, saved)) return saved.credentials;
  const stored = saved.credentials;
  if (stored.token && request.token === undefined) {
    throw new HttpError(400, credentialMessages.tokenAgain(use));
  }
  if ((stored.tlsCert || stored.tlsKey) && request.tlsCert === undefined && request.tlsKey === undefined) {
    throw new HttpError(400, credentialMessages.clientCertificateAgain(use));
  }
  if (stored.oauth2 && request.oauth2 === undefined) {
    throw new HttpError(400, credentialMessages.oauth2SecretAgain(use));
  }
  return { tlsCa: stored.tlsCa };
}

/**
 * The OAuth2 client a request sets: its key file's ID and secret, or its own; without a secret, the
 * stored one, only for the same URLs, issuer and client ID.
 */
function oauth2ClientFor(
  request: OAuth2Request,
  stored: OAuth2Client | undefined,
  sameUrls: boolean,
  use: CredentialUse,
): OAuth2Client {
  const keyFile = request.keyFile?.trim() ? parseOAuth2KeyFile(request.keyFile) : undefined;
  // The schema has refused a request without an issuer or a client ID.
  const issuerUrl = (request.issuerUrl || keyFile?.issuerUrl) ?? '';
  const clientId = keyFile?.clientId ?? request.clientId ?? '';
  let clientSecret = keyFile?.clientSecret ?? (request.clientSecret?.trim() || undefined);
  if (!clientSecret) {
    if (sameUrls && stored?.issuerUrl === issuerUrl && stored.clientId === clientId)
      clientSecret = stored.clientSecret;
    else
      throw new HttpError(
        400,
        stored ? credentialMessages.oauth2SecretAgain(use) : credentialMessages.oauth2SecretRequired,
      );
  }
  return {
    issuerUrl,
    clientId,
    clientSecret,
    ...(request.audience ? { audience: request.audience } : {}),
    ...(request.scope ? { scope: request.scope } : {}),
  };
}

/**
 * The credentials for a test or save: the request's secrets over the stored ones it may reuse. An
 * absent secret keeps the stored one (same URLs only), an empty string clears it.
 */
export function credentialsFor(
  request: EnvironmentRequest,
  saved: SavedEnvironment | undefined,
  use: CredentialUse,
): BrokerCredentials {
  const credentials: BrokerCredentials = saved ? { ...reusable(request, saved, use) } : {};
  for (const field of SECRET_FIELDS) {
    const value = request[field];
    if (value !== undefined) credentials[field] = value === '' ? undefined : value;
  }
  if (request.oauth2 === null) credentials.oauth2 = undefined;
  else if (request.oauth2 !== undefined) {
    const sameUrls = saved !== undefined && staysOnSavedUrls(request, saved);
    credentials.oauth2 = oauth2ClientFor(request.oauth2, saved?.credentials.oauth2, sameUrls, use);
  }
  if (credentials.token && credentials.oauth2) throw new HttpError(400, credentialMessages.tokenAndOAuth2);
  if (Boolean(credentials.tlsCert) !== Boolean(credentials.tlsKey)) {
    throw new HttpError(400, credentialMessages.unpaired);
  }
  return credentials;
}
