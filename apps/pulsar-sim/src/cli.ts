// `npm run sim -- --scenario <name> --port <port> [--binary-port 6650] [--control] [--seed n] [--no-traffic] [--pulsar-proxy] [--tls]`
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { startSimulator } from './simulator.ts';
import { SCENARIOS } from './scenarios/index.ts';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'demo' },
    port: { type: 'string', default: '8080' },
    'binary-port': { type: 'string', default: '6650' },
    host: { type: 'string', default: '127.0.0.1' },
    'advertised-host': { type: 'string' },
    seed: { type: 'string', default: '42' },
    control: { type: 'boolean', default: false },
    'pulsar-proxy': { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
    'no-traffic': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.info(
    `Usage: npm run sim -- [--scenario ${[...SCENARIOS.keys()].join('|')}] [--port 8080] [--binary-port 6650] [--control] [--seed 42] [--no-traffic] [--pulsar-proxy] [--tls] [--advertised-host localhost]`,
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_000) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(2);
}
const binaryPort = Number(values['binary-port']);
if (!Number.isInteger(binaryPort) || binaryPort < 0 || binaryPort > 65_000) {
  console.error(`Invalid --binary-port ${values['binary-port']}`);
  process.exit(2);
}

const simulator = await startSimulator({
  scenario: values.scenario,
  port,
  binaryPort,
  host: values.host,
  advertisedHost: values['advertised-host'],
  seed: Number(values.seed),
  control: values.control,
  pulsarProxy: values['pulsar-proxy'],
  tls: values.tls,
  traffic: !values['no-traffic'],
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

console.info(`Pulsar simulator: scenario "${simulator.scenario}"`);
for (const broker of simulator.brokers)
  console.info(
    `  broker ${broker.id} (cluster ${broker.cluster}): ${broker.url}${broker.url === broker.listenUrl ? '' : ` (listening on ${broker.listenUrl})`}`,
  );
for (const broker of simulator.brokers)
  if (broker.tlsUrl) console.info(`  broker ${broker.id} HTTPS: ${broker.tlsUrl}`);
for (const broker of simulator.brokers)
  console.info(
    `  broker ${broker.id} binary protocol (readers): ${[broker.serviceUrl, broker.serviceUrlTls].filter(Boolean).join(', ')}`,
  );
if (simulator.proxyUrl) console.info(`  Pulsar proxy (/admin, /lookup): ${simulator.proxyUrl}`);
if (simulator.tls) {
  const caFile = path.join(mkdtempSync(path.join(tmpdir(), 'pulsar-sim-')), 'ca.pem');
  writeFileSync(caFile, simulator.tls.ca);
  console.info(`  TLS CA certificate (trust it to reach the HTTPS ports): ${caFile}`);
}
console.info(`  bookie HTTP API: ${simulator.bookieUrl}`);
if (values.control) console.info(`  control API: ${simulator.url}/_sim`);
const auth = simulator.runtime.auth;
if (auth?.secretKey) {
  const key = Buffer.from(auth.secretKey, 'base64');
  for (const role of [...auth.superUserRoles, 'sample-admin']) {
    const token = await new SignJWT({ sub: role }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    console.info(`  token for role "${role}": ${token}`);
  }
}

const shutdown = (): void => {
  void simulator.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
