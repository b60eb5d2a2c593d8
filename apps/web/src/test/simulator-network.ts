// Pulsar for the web tests, behind the real Beacon server (decision 0062): a fresh in-memory
// simulator registered as environment `simulator` on the worker's real server, the browser signed
// in and that environment chosen. Every call the web sends goes through the server's own proxy,
// permission table and per-environment access, then to the simulator.
import { COOKIES, type UserInfoResponse } from '@beacon/contracts';
import type { InMemorySimulator, InMemorySimulatorOptions } from '../../../pulsar-sim/src/in-memory.ts';
import type { FaultRule } from '../../../pulsar-sim/src/control/faults.ts';
import { storeCookie } from './browser-cookies.ts';
import { freshSimulator } from './in-memory-pulsar.ts';
import { openBinaryPorts } from './simulator-binary-port.ts';
import { signInBrowserAs, startRealBeacon, type RealBeacon } from './real-beacon.ts';

export { freshSimulator } from './in-memory-pulsar.ts';

export interface SimulatedPulsarOptions extends InMemorySimulatorOptions {
  /**
   * Who the browser is signed in as: the super user `operator` by default; a user without the
   * `super` role becomes a new user administering `tenants` in every environment (the server gives
   * role `admin` to a user with tenants and none to a user without).
   */
  user?: UserInfoResponse;
  /**
   * The environment the browser has chosen (its cookie, sent as the `environment` header): the
   * simulator, by default; null for a browser that has chosen none (the server still knows it).
   */
  environment?: string | null;
  /** Runs the statistics collector once before the page opens (the catalogue lists need it). */
  collect?: boolean;
  /** The environment's bookie URL, when not the simulator's own (in-memory.ts serves it at any broker). */
  bookie?: string;
  /** The environments the server holds, each on this simulator (`simulator` alone by default). */
  environments?: string[];
  /** False for a browser nobody has signed in yet (a test of the login or setup page signs in). */
  signedIn?: boolean;
  /**
   * Opens the brokers' binary ports on loopback for the test, advertised in the cluster data: the
   * server's message reads (the workbench) reach Pulsar over TCP, not through MSW.
   */
  binaryPorts?: boolean;
}

export const SIMULATED_ENVIRONMENT = 'simulator';

export interface SimulatedPulsar {
  simulator: InMemorySimulator;
  /** The real server, its operator's session and the browser's calls to it. */
  beacon: RealBeacon;
  /** The first cluster's state: what a test reads to see what a screen changed. */
  readonly state: InMemorySimulator['runtime']['state'];
  /** Answers the next `times` calls (every call by default) under `pathPrefix` with this failure. */
  fail(rule: Omit<FaultRule, 'id' | 'remaining'> & { times?: number }): void;
  /** Each Pulsar call the web sent through the server's proxy, in order. */
  seen: Request[];
}

/** A fresh simulator behind the real server for this test, the browser signed in and pointed at it. */
export async function simulatePulsar(options: SimulatedPulsarOptions = {}): Promise<SimulatedPulsar> {
  const {
    user,
    environment = SIMULATED_ENVIRONMENT,
    environments = [SIMULATED_ENVIRONMENT],
    collect = false,
    signedIn = true,
    bookie,
    binaryPorts = false,
    ...scenario
  } = options;
  const simulator = freshSimulator(scenario);
  if (binaryPorts) await openBinaryPorts(simulator);
  const beacon = await startRealBeacon();
  for (const name of environments) await beacon.addSimulatorEnvironment(simulator, name, bookie);
  if (collect) await beacon.collectStatistics();
  if (signedIn) await signInBrowserAs(beacon, user);
  if (environment !== null) storeCookie(COOKIES.environment, environment);
  return {
    simulator,
    beacon,
    get state() {
      return simulator.runtime.state;
    },
    fail({ times, ...rule }) {
      simulator.control.faults.add({ ...rule, ...(times === undefined ? {} : { remaining: times }) });
    },
    seen: beacon.proxiedRequests,
  };
}
