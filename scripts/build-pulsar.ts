// Builds tools/pulsar-standalone (the launcher and the broker's classpath) and the functions fixture
// (tools/pulsar-functions-fixture, the jar the functions cases deploy) once, before the test run
// needs them: npm test runs this beside ESLint and tsc, which keep the cores busy while Maven
// downloads. (The fixture was built by the pulsar-real project's global setup, which every Vitest
// worker waited on before its first file.) Without Java or Maven it fails under CI and says what is
// missing elsewhere.
import {
  RealPulsarUnavailable,
  buildFunctionFixture,
  buildStandalone,
  javaToolchainProblem,
} from '@beacon/test-kit/real-pulsar';

const problem = javaToolchainProblem();
if (problem) {
  console.warn(`*** ${problem}: the tests against a real Pulsar are SKIPPED ***`);
  process.exit(process.env.CI ? 1 : 0);
}
try {
  buildStandalone((line) => console.info(line));
  buildFunctionFixture((line) => console.info(line));
  console.info('tools/pulsar-standalone and tools/pulsar-functions-fixture are built.');
} catch (error) {
  if (!(error instanceof RealPulsarUnavailable)) throw error;
  console.error(error.message);
  process.exit(1);
}
