// The pulsar-proxy module's one face: other modules and app.ts import it only through this file
// (the fence beacon/server-module-boundaries, decision 0063). The Pulsar proxy: forwards console
// calls to an environment's brokers, and the broker-reaching pieces (topology, typed Pulsar calls,
// the connection test) other modules build on.
export { PulsarProxy, ProxyRefusal } from './pulsar-proxy.ts';
export type { ProxyTarget } from './pulsar-proxy.ts';
export { PROXIED_PREFIXES } from './pulsar-proxy.routes.ts';
export { registerPulsarProxy } from './register-pulsar-proxy.ts';
export type { ProxyEvents, PulsarProxyApi } from './register-pulsar-proxy.ts';
export { readPath, pulsarRequestPath, AnswerShapeError } from './pulsar-call.ts';
export type { AnyOperation, CheckedRead } from './pulsar-call.ts';
export { callUpstream, UpstreamError } from './upstream-call.ts';
export { pulsarAnswers } from './pulsar-answers.ts';
export { loadTopology } from './environment-topology.ts';
export type { Topology } from './environment-topology.ts';
export { TopologyClient } from './topology-client.ts';
export { declareProxiedEnvironment, proxiedEnvironmentOf } from './proxied-environment.ts';
export { brokerConnectionTests } from './connection-test.ts';
export type { StateAnswer, WatchedWrite, WriteOutcome, WriteVersions } from './write-versions.ts';
export { PlannedCalls } from './planned-calls.ts';
export type { PlannedCheck, PlannedOutcome, PlannedRequest } from './planned-calls.ts';
export { callerOf } from './proxy-steps.ts';
export type { Caller } from './proxy-steps.ts';
