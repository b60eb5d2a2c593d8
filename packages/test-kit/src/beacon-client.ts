// The few calls benchmarks and e2e set-up make to a running Beacon over plain HTTP: wait until a
// server answers, log in, and add an environment — with the session headers and the CSRF double
// submit a real browser would send.

/** Resolves once `url` answers 2xx; gives up after `attempts` tries 200 ms apart. */
export async function waitUntilServing(url: string, attempts = 300): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

export interface BeaconSession {
  token: string;
  xsrf: string;
  /** Headers of a write: session token and the CSRF token as header and cookie. */
  writeHeaders: Record<string, string>;
}

export async function logInToBeacon(
  baseUrl: string,
  user: { name: string; password: string },
): Promise<BeaconSession> {
  const login = await fetch(`${baseUrl}/pulsar-manager/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.name, password: user.password }),
  });
  if (!login.ok) throw new Error(`login as ${user.name} failed: ${login.status}`);
  const token = login.headers.get('token') ?? '';
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return {
    token,
    xsrf,
    writeHeaders: {
      'content-type': 'application/json',
      token,
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
  };
}

export async function addEnvironment(
  baseUrl: string,
  session: BeaconSession,
  environment: { name: string; broker: string; bookie: string },
): Promise<void> {
  const created = await fetch(`${baseUrl}/pulsar-manager/environments/environment`, {
    method: 'PUT',
    headers: session.writeHeaders,
    body: JSON.stringify(environment),
  });
  if (!created.ok)
    throw new Error(`creating environment ${environment.name} failed: ${await created.text()}`);
}
