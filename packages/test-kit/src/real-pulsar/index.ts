export { RealPulsarUnavailable, javaToolchainProblem, buildStandalone } from './build.ts';
export {
  buildFunctionFixture,
  paddedJar,
  FIXTURE_CLASSES,
  FUNCTION_FIXTURE_PROJECT,
} from './function-fixture.ts';
export { startRealPulsar, type RealPulsar, type RealPulsarAuth, type RealPulsarOptions } from './start.ts';
export { mintToken, newTokenKeys, type TokenAlgorithm, type TokenKeys } from './tokens.ts';
export { admin, produce, BrokerRefused, type BrokerEndpoint } from './admin-client.ts';
export {
  produceWithJavaClient,
  type JavaCompression,
  type JavaProduced,
  type ProducedId,
} from './java-producer.ts';
export { seedDemo, DEMO_TOPICS } from './demo-seed.ts';
export { connectConsumer, startDemoTraffic, DEMO_TRAFFIC } from './demo-traffic.ts';
export { seedDemoComponents, DEMO_COMPONENTS } from './demo-components.ts';
