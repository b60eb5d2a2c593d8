// Programmatic entry point: `startSimulator({ scenario, port })` for tests, benchmarks and scripts.
export { startSimulator } from './simulator.ts';
export type { BrokerEndpoint, RunningSimulator, SimulatorHandle, SimulatorOptions } from './simulator.ts';
export type { AuthSettings } from './http/authentication.ts';
export { ManualClock } from './core/clock.ts';
export { SCENARIOS } from './scenarios/index.ts';
export { AUTH_SCENARIO_SECRET } from './scenarios/auth.ts';
export { CONTROL_PREFIX } from './control/control.routes.ts';
