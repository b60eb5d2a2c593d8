// An environment's service URL list and the credentials that go with it: the words every module that
// calls a broker shares (the connection test, the proxy, its topology and the statistics collector).

/** OAuth2 client credentials (issue 32): the access token they obtain is the broker token. */
export interface OAuth2Client {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  audience?: string | undefined;
  scope?: string | undefined;
}

export interface BrokerCredentials {
  /** A static token, or (once resolved, BrokerBearers.credentialsNow) the OAuth2 access token. */
  token?: string | undefined;
  /** Stored instead of a token; never sent to a broker itself. */
  oauth2?: OAuth2Client | undefined;
  tlsCa?: string | undefined;
  tlsCert?: string | undefined;
  tlsKey?: string | undefined;
}

/** `http://a:8080, http://b:8080` → each URL, trimmed, empty entries dropped. */
export function serviceUrls(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
