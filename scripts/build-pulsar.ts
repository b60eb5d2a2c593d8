// Builds tools/pulsar-standalone (the launcher and the broker's classpath) once, before the test run
// needs it: npm test runs this beside ESLint and tsc, which keep the cores busy while Maven downloads.
// Without Java or Maven it fails under CI and says what is missing elsewhere.
import { RealPulsarUnavailable, buildStandalone, javaToolchainProblem } from '@beacon/test-kit/real-pulsar';

const problem = javaToolchainProblem();
if (problem) {
  console.warn(`*** ${problem}: the tests against a real Pulsar are SKIPPED ***`);
  process.exit(process.env.CI ? 1 : 0);
}
try {
  buildStandalone((line) => console.info(line));
  console.info('tools/pulsar-standalone is built.');
} catch (error) {
  if (!(error instanceof RealPulsarUnavailable)) throw error;
  console.error(error.message);
  process.exit(1);
}
