// An environment's service URL list and the credentials that go with it: the words every module that
// calls a broker shares (the connection test, the proxy, its topology and the statistics collector).

export interface BrokerCredentials {
  token?: string | undefined;
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
