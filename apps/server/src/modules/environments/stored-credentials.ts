// A stored credential only ever goes to the URLs it was saved with (decision 0018). A request that
// names a saved environment but points it, even partly, at another URL gets none of its stored token
// or client certificate: it must carry them again (or clear them), for a test as for a save. The CA
// certificate stays: it only narrows whom Beacon trusts and is sent nowhere.
import type { EnvironmentRequest } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import { type BrokerCredentials, serviceUrls } from './service-urls.ts';

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
  return { tlsCa: stored.tlsCa };
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
  if (Boolean(credentials.tlsCert) !== Boolean(credentials.tlsKey)) {
    throw new HttpError(400, credentialMessages.unpaired);
  }
  return credentials;
}
