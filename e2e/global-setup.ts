// Before any spec: a quiet demo simulator for the whole run and an environment `e2e-default` on it,
// chosen in every browser context through the stored Admin-Environment cookie. Without an
// environment the console's screens answer 400 "no active environment" and send the browser to
// /environments (spec 8), so every journey starts from a console that can reach a Pulsar.
import fs from 'node:fs';
import path from 'node:path';
import { startSimulator } from '@beacon/pulsar-sim';
import { E2E_SUPERUSER } from './fixtures/superuser.ts';

export const DEFAULT_ENVIRONMENT = 'e2e-default';

async function waitForServer(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${baseUrl} did not become ready`);
}

export default async function globalSetup(config: { projects: { use: { baseURL?: string } }[] }) {
  const baseUrl = config.projects[0]?.use.baseURL ?? '';
  const simulator = await startSimulator({ scenario: 'demo', port: 0, traffic: false });
  await waitForServer(baseUrl);

  const login = await fetch(`${baseUrl}/pulsar-manager/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: E2E_SUPERUSER.name, password: E2E_SUPERUSER.password }),
  });
  const token = login.headers.get('token') ?? '';
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const created = await fetch(`${baseUrl}/pulsar-manager/environments/environment`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      token,
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ name: DEFAULT_ENVIRONMENT, broker: simulator.url, bookie: simulator.bookieUrl }),
  });
  if (!created.ok) throw new Error(`creating ${DEFAULT_ENVIRONMENT} failed: ${await created.text()}`);

  const storageState = process.env.BEACON_E2E_STORAGE_STATE ?? '';
  fs.mkdirSync(path.dirname(storageState), { recursive: true });
  const { hostname } = new URL(baseUrl);
  fs.writeFileSync(
    storageState,
    JSON.stringify({
      cookies: [
        {
          name: 'Admin-Environment',
          value: DEFAULT_ENVIRONMENT,
          domain: hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    }),
  );
  return async () => {
    await simulator.close();
  };
}
