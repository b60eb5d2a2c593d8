export { RealPulsarUnavailable, javaToolchainProblem, buildStandalone } from './build.ts';
export { startRealPulsar, type RealPulsar, type RealPulsarAuth, type RealPulsarOptions } from './start.ts';
export { mintToken, type TokenAlgorithm, type TokenKeys } from './tokens.ts';
