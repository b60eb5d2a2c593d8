// What saving an environment asks of a connection test. The test itself reaches brokers with the
// proxy's topology machinery (pulsar-proxy/connection-test.ts), so it is passed in (app.ts) rather
// than imported: the proxy builds on environments, not the other way round.
import type { ConnectionTestResult } from '@beacon/contracts';
import { AddressRefusedError, type AddressPolicy, checkHost } from './address-policy.ts';
import { type BrokerCredentials, serviceUrls } from './service-urls.ts';

export interface ConnectionTestOptions {
  credentials: BrokerCredentials;
  timeoutMs: number;
  policy: AddressPolicy;
}

export interface ConnectionTester {
  /** The service URLs' best answer; rejects with AddressRefusedError when the policy refuses one. */
  testConnection(serviceUrlList: string, options: ConnectionTestOptions): Promise<ConnectionTestResult>;
  /** The bookie URLs' best answer, the same way. */
  testBookie(bookieUrlList: string, options: ConnectionTestOptions): Promise<ConnectionTestResult>;
}

/** Throws AddressRefusedError for the first URL the policy refuses before any connection. */
export function assertUrlsAllowed(urlList: string, policy: AddressPolicy): void {
  for (const url of serviceUrls(urlList)) {
    const refusal = checkHost(new URL(url).hostname, policy);
    if (refusal) throw new AddressRefusedError(refusal);
  }
}
