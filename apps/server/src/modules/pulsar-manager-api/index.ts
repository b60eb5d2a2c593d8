// The pulsar-manager-api module's one face: other modules and app.ts import it only through this
// file (the fence beacon/server-module-boundaries, decision 0063). Pulsar Manager's own API,
// answered from the catalogue and the brokers.
export { PulsarReads } from './pulsar-reads.ts';
export { registerPulsarManagerApi } from './register-pulsar-manager-api.ts';
