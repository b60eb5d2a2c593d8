import type { ClusterStates } from '../core/metadata-stores.ts';
import type { SimulatorLimits, SimulatorState } from '../core/state.ts';
import type { AuthSettings } from '../http/authentication.ts';

// A scenario: the deployment's shape (clusters, brokers, bookies) and the seed data on top of it.
export interface ScenarioTopology {
  clusters: { name: string; brokers: number }[];
  bookies: number;
}

export interface Scenario {
  name: string;
  description: string;
  topology: ScenarioTopology;
  limits?: Partial<SimulatorLimits>;
  /** Authentication/authorization the scenario turns on unless the caller sets its own. */
  auth?: AuthSettings;
  /**
   * Seeds the data. `state` is the first cluster's; `clusters` holds every cluster's own state (they
   * share tenants, namespaces and their policies; topics live in the cluster they are created in).
   */
  populate(state: SimulatorState, clusters?: ClusterStates): void;
}
