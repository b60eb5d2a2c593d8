// Calls addressed to ONE broker (issue 16 item 2, the broker page): what it owns, its health, its
// effective settings, and the cluster's dynamic configuration. Templates are the 4.0.7 OpenAPI's
// own (`{clusterName}/{brokerId}`, `{configName}/{configValue}`). The reads whose answer is the
// answering broker's own (runtime configuration, health) are sent with `x-pulsar-broker`, so the
// proxy routes them to that broker; see decision 0043. Bundle unload is `namespaces.unloadBundle`
// and the isolation policies are `isolationPolicies.list` (catalogue.ts, catalogue-placement.ts).
import { operation } from './operation.ts';

/** NamespaceOwnershipStatus (contract §3.8), keyed by bundle name `tenant/namespace/0x…_0x…`. */
export interface NamespaceOwnershipStatus {
  broker_assignment: 'primary' | 'secondary' | 'shared';
  is_controlled: boolean;
  is_active: boolean;
}

/** InternalConfigurationData: where the broker keeps its metadata and ledgers. */
export interface InternalConfigurationData {
  metadataStoreUrl?: string;
  configurationMetadataStoreUrl?: string;
  bookkeeperMetadataServiceUri?: string;
  ledgersRootPath?: string;
}

/** BrokersBase.healthCheck: `V2` checks the heartbeat namespace `pulsar/<cluster>/<broker>`. */
export type TopicVersion = 'V1' | 'V2';

export const brokerAdmin = {
  /**
   * Bundles the broker owns. Any broker of the cluster redirects to the named one
   * (maybeRedirectToBroker); 404 `Broker id '<id>' not found in available brokers.`.
   */
  ownedNamespaces: operation<Record<string, NamespaceOwnershipStatus>>()(
    'GET',
    '/admin/v2/brokers/{clusterName}/{brokerId}/ownedNamespaces',
  ),
  /** Bare text `ok` (declared JSON). Publishes and reads one message on the heartbeat topic. */
  health: operation<string, never, { topicVersion?: TopicVersion; brokerId?: string }>()(
    'GET',
    '/admin/v2/brokers/health',
    { answerFormat: 'text' },
  ),
  /**
   * The answering broker's Pulsar version (PulsarVersion.getVersion()): a bare `4.0.7` under the
   * JSON content type. Any authenticated role may ask (BrokersBase.version checks nothing more).
   */
  version: operation<string>()('GET', '/admin/v2/brokers/version', { answerFormat: 'text' }),
  /** Every effective setting of the answering broker, values as Java's String.valueOf writes them. */
  runtimeConfiguration: operation<Record<string, string>>()('GET', '/admin/v2/brokers/configuration/runtime'),
  /** Names of the settings that may change at run time (ServiceConfiguration `dynamic = true`). */
  dynamicConfigurationNames: operation<string[]>()('GET', '/admin/v2/brokers/configuration'),
  /** The overrides stored in the cluster's metadata store, name → value as sent. */
  dynamicConfigurationValues: operation<Record<string, string>>()(
    'GET',
    '/admin/v2/brokers/configuration/values',
  ),
  /** 200 empty; 412 `Can't update non-dynamic configuration` / ` Invalid dynamic-config value`. */
  updateDynamicConfiguration: operation()(
    'POST',
    '/admin/v2/brokers/configuration/{configName}/{configValue}',
  ),
  /** 200 empty; 412 `Can't delete non-dynamic configuration`. */
  deleteDynamicConfiguration: operation()('DELETE', '/admin/v2/brokers/configuration/{configName}'),
  internalConfiguration: operation<InternalConfigurationData>()(
    'GET',
    '/admin/v2/brokers/internal-configuration',
  ),
};
