import { againstRealPulsar } from './target.ts';

// Where the simulator knowingly answers differently from a real Pulsar 4.0.7, and why that is
// harmless for the console. This is the only list: a case that meets a difference reads the value
// it expects through `onTarget(id, …)`, so it asserts on both targets and names its entry here; a
// difference that is not on the list fails the real-broker run. Each entry cites the 4.0.7 source
// (github.com/apache/pulsar at v4.0.7) that decides Pulsar's side.
//
// Before adding an entry, try to make the simulator answer as Pulsar does: the real broker decides.

export interface KnownDifference {
  /** What differs. */
  what: string;
  /** Why the console does not care. */
  why: string;
  /** File and line of the 4.0.7 source that decides Pulsar's answer. */
  source: string;
}

export const KNOWN_DIFFERENCES = {
  'builtin-connector-definition-of-none': {
    what:
      "The config definition of a builtin connector the worker does not have: Pulsar answers Jetty's 500 " +
      'page (a NullPointerException), the simulator the 404 "builtin sink does not exist" the code means.',
    why:
      'The console asks only for the definitions of connectors the worker listed; and the simulator keeps ' +
      'its promise of no 5xx of its own, which the simulator and server fuzz tests hold it to.',
    source:
      'pulsar-functions/runtime/.../worker/ConnectorsManager.java:84 (connectors.get(name) is null); the 404 ' +
      'of SinksImpl.java:693 / SourcesImpl.java:653 is never reached',
  },
  'function-input-subscription': {
    what:
      'A running function (or sink) subscribes to its input topics as <tenant>/<namespace>/<name>, which ' +
      "creates the topic and shows in its stats; the simulator's functions run no code and subscribe to nothing.",
    why:
      'The functions screens read the worker, not the topics; a topic of a simulated deployment just lists ' +
      "one subscription fewer. A contract case waits for the real instance's consumer before it triggers.",
    source:
      'pulsar-functions/instance/.../JavaInstanceRunnable.java:825-827 (InstanceUtils.getDefaultSubscriptionName)',
  },
  'revoke-subscription-permission-of-none': {
    what:
      'Revoking a role on a subscription the namespace has no permission entry for: Pulsar answers 500 ' +
      '(an IllegalArgumentException "couldn\'t find subscription" that nothing maps), the simulator a 404 ' +
      'with the same message.',
    why:
      'The console revokes only roles it listed for the subscription, so it meets this only after another ' +
      'admin removed the entry, and shows either reason the same way; the simulator keeps its promise of no ' +
      '5xx of its own.',
    source:
      'pulsar-broker-common PulsarAuthorizationProvider.java:446 (the 4.0.7 stack trace); NamespacesBase.java:731-740',
  },
  'delete-resource-group-of-none': {
    what:
      'Deleting a resource group that does not exist: Pulsar answers an unexpected 500 (the metadata ' +
      'store\'s NotFoundException, "path /admin/resourcegroups/<name> not found."), the simulator the 404 ' +
      '"ResourceGroup does not exist" its GET answers.',
    why:
      'The console deletes only groups it listed, so it meets this only after another admin deleted the ' +
      'group, and shows either reason in the confirmation; the simulator keeps its promise of no 5xx of ' +
      'its own, which the server fuzz test holds it to.',
    source: 'pulsar-broker admin/impl/ResourceGroupsBase.java:170-174 (4.0.7)',
  },
  'resource-group-without-body': {
    what:
      "A resource group PUT with no body: Pulsar answers an unexpected 500 (checkNotNull's " +
      'NullPointerException), the simulator a 400 "ResourceGroup is required".',
    why: 'The console always sends the four rates; the simulator keeps its promise of no 5xx of its own.',
    source: 'pulsar-broker admin/impl/ResourceGroupsBase.java:113 and AdminResource.checkNotNull (4.0.7)',
  },
} satisfies Record<string, KnownDifference>;

export type KnownDifferenceId = keyof typeof KNOWN_DIFFERENCES;

/** The value a case expects where the targets differ: Pulsar's on a real broker, else the simulator's. */
export function onTarget<T>(id: KnownDifferenceId, values: { real: T; simulator: T }): T {
  if (!(id in KNOWN_DIFFERENCES)) throw new Error(`'${String(id)}' is not a known difference`);
  return againstRealPulsar() ? values.real : values.simulator;
}
