// `npm run demo`: the Pulsar simulator (scenario `demo`, first broker on :8080) and the console
// (:7750) together, with a fresh data directory, a super user whose password is printed once, and an
// environment `demo` pointing at the simulator. Ctrl+C stops both.
//   npm run demo -- --scenario geo|auth|large   another scenario (auth: the environment gets a super-user token)
//   npm run demo -- --tls                       brokers over HTTPS; the environment trusts the simulator's CA
//   npm run demo -- --pulsar-proxy              the environment points at a Pulsar proxy, not at a broker
//   npm run demo -- --real                      a real Pulsar 4.0.7 standalone instead of the simulator
//                                               (needs Java 17 and Maven), with the demo's data and traffic
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { type RunningSimulator, startSimulator } from '@beacon/pulsar-sim';
import {
  buildFunctionFixture,
  javaToolchainProblem,
  seedDemo,
  seedDemoComponents,
  startDemoTraffic,
  startRealPulsar,
} from '@beacon/test-kit/real-pulsar';
import { SERVER_NODE_FLAGS } from '../apps/server/src/node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const consolePort = Number(process.env.BEACON_PORT ?? 7750);
const simulatorPort = Number(process.env.SIM_PORT ?? 8080);
const consoleUrl = `http://localhost:${consolePort}`;
const username = 'admin';
const password = randomBytes(12).toString('base64url');
const { values: options } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'demo' },
    tls: { type: 'boolean', default: false },
    'pulsar-proxy': { type: 'boolean', default: false },
    real: { type: 'boolean', default: false },
  },
});

if (options.real) {
  const problem = javaToolchainProblem();
  if (problem) {
    console.error(
      `npm run demo -- --real needs Java 17 and Maven: ${problem}. Without --real the demo uses the simulator.`,
    );
    process.exit(1);
  }
  if (options.tls || options['pulsar-proxy'] || options.scenario !== 'demo') {
    console.error(
      '--real runs the demo scenario on a plain broker: --scenario, --tls and --pulsar-proxy are simulator options.',
    );
    process.exit(2);
  }
}

async function waitForConsole(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${consoleUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the console did not start on ${consoleUrl}`);
}

interface DemoEnvironment {
  broker: string;
  bookie: string;
  token?: string;
  tlsCa?: string;
}

/** What an operator would type into the environment dialog for this simulator. */
async function environmentOf(simulator: RunningSimulator): Promise<DemoEnvironment> {
  const environment: DemoEnvironment = {
    // Behind a Pulsar proxy `url` is the proxy's; with TLS the first broker's HTTPS port.
    broker: simulator.proxyUrl ?? simulator.brokers[0]?.tlsUrl ?? simulator.url,
    bookie: simulator.bookieUrl,
  };
  if (simulator.tls) environment.tlsCa = simulator.tls.ca;
  const auth = simulator.runtime.auth;
  const superRole = auth?.superUserRoles[0];
  if (auth?.secretKey && superRole) {
    const key = Buffer.from(auth.secretKey, 'base64');
    environment.token = await new SignJWT({ sub: superRole }).setProtectedHeader({ alg: 'HS256' }).sign(key);
  }
  return environment;
}

/** Logs in and registers the simulator as environment `demo`, as an operator would in the UI. */
async function registerEnvironment(environment: DemoEnvironment): Promise<void> {
  const login = await fetch(`${consoleUrl}/pulsar-manager/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = login.headers.get('token');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!login.ok || !token || !xsrf) throw new Error(`demo login failed: HTTP ${login.status}`);
  const created = await fetch(`${consoleUrl}/pulsar-manager/environments/environment`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      token,
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ name: 'demo', ...environment }),
  });
  if (!created.ok) throw new Error(`registering the demo environment failed: ${await created.text()}`);
}

const built = spawn('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
if ((await new Promise<number | null>((resolve) => built.on('exit', resolve))) !== 0) process.exit(1);

interface DemoPulsar {
  environment: DemoEnvironment;
  description: string;
  close(): Promise<void>;
}

async function simulatedPulsar(): Promise<DemoPulsar> {
  const simulator = await startSimulator({
    scenario: options.scenario,
    port: simulatorPort,
    tls: options.tls,
    pulsarProxy: options['pulsar-proxy'],
  });
  const environment = await environmentOf(simulator);
  const how = `${options.tls ? ', TLS' : ''}${options['pulsar-proxy'] ? ', behind a Pulsar proxy' : ''}`;
  return {
    environment,
    description: `Pulsar simulator (scenario ${simulator.scenario}${how}): ${environment.broker}, bookies ${simulator.bookieUrl}`,
    close: () => simulator.close(),
  };
}

/** A real standalone with the demo scenario's data, and live traffic through its WebSocket API. */
async function realPulsar(): Promise<DemoPulsar> {
  const pulsar = await startRealPulsar({ log: (line) => console.info(line) });
  const broker = { adminUrl: pulsar.adminUrl, headers: pulsar.adminHeaders() };
  await seedDemo(broker, pulsar.clusterName, pulsar.bookieUrl);
  await seedDemoComponents(
    broker,
    buildFunctionFixture((line) => console.info(line)),
  );
  const stopTraffic = startDemoTraffic(pulsar.adminUrl);
  return {
    environment: { broker: pulsar.adminUrl, bookie: pulsar.bookieUrl },
    description: `Real Pulsar 4.0.7 standalone: ${pulsar.adminUrl} (binary ${pulsar.serviceUrl}), bookies ${pulsar.bookieUrl}, log ${pulsar.directory}/pulsar.log`,
    close: async () => {
      stopTraffic();
      await pulsar.stop();
    },
  };
}

const pulsar = options.real ? await realPulsar() : await simulatedPulsar();
const environment = pulsar.environment;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-demo-'));
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    BEACON_PORT: String(consolePort),
    BEACON_DATA_DIR: dataDir,
    BEACON_LOG_LEVEL: process.env.BEACON_LOG_LEVEL ?? 'warn',
    BEACON_SUPERUSER_NAME: username,
    BEACON_SUPERUSER_PASSWORD: password,
  },
});

async function stop(code: number): Promise<void> {
  server.kill('SIGTERM');
  await pulsar.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
server.on('exit', (code) => void stop(code ?? 1));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await waitForConsole();
  await registerEnvironment(environment);
} catch (error) {
  console.error(error);
  await stop(1);
}

console.info(`
Beacon demo is running.
  Console:   ${consoleUrl}
  Username:  ${username}
  Password:  ${password}   (shown once; this demo's data is discarded when it stops)
  ${pulsar.description}
Choose the environment "demo" in the top bar. Press Ctrl+C to stop.
`);
