// `npm run pulsar`: a real Apache Pulsar 4.0.7 standalone on free loopback ports, built once with
// Maven from tools/pulsar-standalone, until Ctrl+C. Prints its admin URL and binary service URL.
//   npm run pulsar -- --auth HS256|RS256   token authentication and authorization; prints the tokens
import { parseArgs } from 'node:util';
import { RealPulsarUnavailable, startRealPulsar } from '@beacon/test-kit/real-pulsar';

const { values } = parseArgs({ options: { auth: { type: 'string' } } });
const auth = values.auth?.toUpperCase();
if (auth !== undefined && auth !== 'HS256' && auth !== 'RS256') {
  console.error(`--auth takes HS256 or RS256, not ${auth}`);
  process.exit(2);
}

try {
  const pulsar = await startRealPulsar({
    log: (line) => console.info(line),
    ...(auth ? { auth } : {}),
  });
  console.info(`\nAdmin URL:           ${pulsar.adminUrl}`);
  console.info(`Binary service URL:  ${pulsar.serviceUrl}`);
  console.info(`Bookie HTTP URL:     ${pulsar.bookieUrl}`);
  console.info(`Cluster:             ${pulsar.clusterName}`);
  console.info(`Data and pulsar.log: ${pulsar.directory}`);
  if (pulsar.auth) {
    console.info(`\nToken authentication (${pulsar.auth.algorithm}):`);
    console.info(`  super user '${pulsar.auth.superUserRole}':   ${pulsar.auth.superUserToken}`);
    console.info(`  tenant admin '${pulsar.auth.tenantAdminRole}': ${pulsar.auth.tenantAdminToken}`);
    console.info(`  signing key (for a Beacon environment):\n${pulsar.auth.signingKey}`);
  }
  console.info('\nCtrl+C stops it and removes its data.');
  const stop = () => void pulsar.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof RealPulsarUnavailable) {
    console.error(`Cannot start a real Pulsar: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
