import fs from 'node:fs';
import path from 'node:path';

// The files the launcher reads, written into the broker's own temporary directory. Pulsar reads the
// broker settings and the bookie's from one file (PulsarStandalone.startBookieWithMetadataStore
// loads the same --config into the bookie's ServerConfiguration).

export interface BrokerPorts {
  web: number;
  binary: number;
  bookie: number;
  bookieHttp: number;
}

export interface TokenAuthSettings {
  /** `data:;base64,…` for HS256, or the PEM public key's file URL for RS256. */
  keySetting: { tokenSecretKey: string } | { tokenPublicKey: string; tokenPublicAlg: 'RS256' };
  superUserRoles: string[];
  brokerToken: string;
}

export interface StandaloneSettings {
  directory: string;
  clusterName: string;
  ports: BrokerPorts;
  auth?: TokenAuthSettings;
  /** More broker settings for one test's own broker (e.g. authenticationRefreshCheckSeconds). */
  extra?: Record<string, string | number | boolean>;
}

/** `key=value` lines, as Pulsar's PulsarConfigurationLoader reads them (a java.util.Properties file). */
function properties(values: Record<string, string | number | boolean>): string {
  return `${Object.entries(values)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('\n')}\n`;
}

/**
 * What the standalone's configuration file sets, by name (the contract suite compares a broker's
 * runtime map with these). PulsarStandalone changes a few more itself: STANDALONE_OWN_SETTINGS.
 */
export function standaloneBrokerSettings({
  clusterName,
  ports,
  auth,
}: Pick<StandaloneSettings, 'clusterName' | 'ports' | 'auth'>): Record<string, string | number | boolean> {
  const base = {
    clusterName,
    // Loopback only: tests and the demo never listen on another address.
    bindAddress: '127.0.0.1',
    advertisedAddress: '127.0.0.1',
    // The bookie binds to its listening interface's address, and to every address without one.
    listeningInterface: 'lo',
    allowLoopback: true,
    webServicePort: ports.web,
    brokerServicePort: ports.binary,
    webSocketServiceEnabled: true,
    systemTopicEnabled: true,
    topicLevelPoliciesEnabled: true,
    // Tests make topics they read minutes later; Pulsar's default deletes an unused topic after 60 s.
    brokerDeleteInactiveTopicsEnabled: false,
    allowAutoTopicCreation: true,
    allowAutoTopicCreationType: 'non-partitioned',
    // One bookie: every ledger has one copy.
    managedLedgerDefaultEnsembleSize: 1,
    managedLedgerDefaultWriteQuorum: 1,
    managedLedgerDefaultAckQuorum: 1,
    // Small caches and journal: the broker shares a two-core, shared machine with the test run.
    managedLedgerCacheSizeMB: 32,
    managedLedgerMaxEntriesPerLedger: 5000,
    dbStorage_writeCacheMaxSizeMb: 16,
    dbStorage_readAheadCacheMaxSizeMb: 16,
    dbStorage_rocksDB_blockCacheSize: 16 * 1024 * 1024,
    journalPreAllocSizeMB: 1,
    journalMaxSizeMB: 64,
    numIOThreads: 2,
    numHttpServerThreads: 8,
    // BookKeeper's HTTP API (`/api/v1/bookie/…`), which the console's bookies screen reads.
    httpServerEnabled: true,
    httpServerClass: 'org.apache.bookkeeper.http.vertx.VertxHttpServer',
    httpServerPort: ports.bookieHttp,
    httpServerHost: '127.0.0.1',
    // A container has no NIC speed to read; the load manager needs one to compute usage.
    loadBalancerOverrideBrokerNicSpeedGbps: 1,
    transactionCoordinatorEnabled: false,
    // Statistics refresh every 5 s instead of 60 s, so a test sees what it produced.
    statsUpdateFrequencyInSecs: 5,
    statsUpdateInitialDelayInSecs: 5,
    brokerShutdownTimeoutMs: 3000,
  };
  if (!auth) return base;
  return {
    ...base,
    authenticationEnabled: true,
    authorizationEnabled: true,
    authenticationProviders: 'org.apache.pulsar.broker.authentication.AuthenticationProviderToken',
    ...auth.keySetting,
    superUserRoles: auth.superUserRoles.join(','),
    brokerClientAuthenticationPlugin: 'org.apache.pulsar.client.impl.auth.AuthenticationToken',
    brokerClientAuthenticationParameters: `token:${auth.brokerToken}`,
    // The WebSocket service and the functions worker call the broker with the same identity.
    brokerClientAuthenticationEnabled: true,
  };
}

export function brokerProperties(settings: StandaloneSettings): string {
  return properties({ ...standaloneBrokerSettings(settings), ...settings.extra });
}

/**
 * Settings PulsarStandalone.start sets on the broker's configuration whatever the file says
 * (pulsar-broker/src/main/java/org/apache/pulsar/PulsarStandalone.java in 4.0.7: packages
 * management on a file system at 320-323, isRunningStandalone at 338, one channel per bookie in
 * startBookieWithMetadataStore at 472), as the runtime map writes them. `metadataStoreUrl` is set
 * too (343, 473): the run's temporary directory.
 */
export const STANDALONE_OWN_SETTINGS: Readonly<Record<string, string>> = {
  enablePackagesManagement: 'true',
  functionsWorkerEnablePackageManagement: 'true',
  packagesManagementStorageProvider:
    'org.apache.pulsar.packages.management.storage.filesystem.FileSystemPackagesStorageProvider',
  isRunningStandalone: 'true',
  bookkeeperNumberOfChannelsPerBookie: '1',
};

/** The functions worker inside the broker, with the thread runtime (no release tarball needed). */
export function functionsWorkerYaml(directory: string, clusterName: string): string {
  const functions = path.join(directory, 'functions');
  return [
    // WorkerConfig has no defaults for these: the release's conf/functions_worker.yml sets them.
    'workerId: standalone',
    'workerHostname: 127.0.0.1',
    'functionMetadataTopicName: metadata',
    'clusterCoordinationTopicName: coordinate',
    'functionAssignmentTopicName: assignments',
    'schedulerClassName: org.apache.pulsar.functions.worker.scheduler.RoundRobinScheduler',
    `pulsarFunctionsCluster: ${clusterName}`,
    'pulsarFunctionsNamespace: public/functions',
    'numFunctionPackageReplicas: 1',
    `downloadDirectory: ${path.join(functions, 'download')}`,
    `connectorsDirectory: ${path.join(functions, 'connectors')}`,
    `functionsDirectory: ${path.join(functions, 'builtin')}`,
    `narExtractionDirectory: ${path.join(functions, 'nar')}`,
    'functionRuntimeFactoryClassName: org.apache.pulsar.functions.runtime.thread.ThreadRuntimeFactory',
    'functionRuntimeFactoryConfigs:',
    '  threadGroupName: beacon-functions',
    // Assignment and membership checks every 5 s instead of 30 s: a created function runs sooner.
    'failureCheckFreqMs: 5000',
    'rescheduleTimeoutMs: 10000',
    'initialBrokerReconnectMaxRetries: 60',
    'assignmentWriteMaxRetries: 60',
    'instanceLivenessCheckFreqMs: 10000',
    'topicCompactionFrequencySec: 1800',
    '',
  ].join('\n');
}

/** Pulsar logs to a file in its directory; only errors reach the parent's terminal. */
export function log4jXml(directory: string): string {
  const file = path.join(directory, 'pulsar.log');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Configuration status="warn">
  <Appenders>
    <File name="file" fileName="${file}"><PatternLayout pattern="%d{ISO8601} %-5p [%t] %c{1.} - %m%n"/></File>
    <Console name="console" target="SYSTEM_ERR"><PatternLayout pattern="pulsar: %-5p %c{1.} - %m%n"/></Console>
  </Appenders>
  <Loggers>
    <Root level="info">
      <AppenderRef ref="file"/>
      <AppenderRef ref="console" level="error"/>
    </Root>
  </Loggers>
</Configuration>
`;
}

export interface WrittenConfiguration {
  brokerConf: string;
  workerConf: string;
  log4jConf: string;
}

export function writeConfiguration(settings: StandaloneSettings): WrittenConfiguration {
  const { directory, clusterName } = settings;
  fs.mkdirSync(path.join(directory, 'functions', 'connectors'), { recursive: true });
  fs.mkdirSync(path.join(directory, 'functions', 'builtin'), { recursive: true });
  const written = {
    brokerConf: path.join(directory, 'standalone.conf'),
    workerConf: path.join(directory, 'functions_worker.yml'),
    log4jConf: path.join(directory, 'log4j2.xml'),
  };
  fs.writeFileSync(written.brokerConf, brokerProperties(settings));
  fs.writeFileSync(written.workerConf, functionsWorkerYaml(directory, clusterName));
  fs.writeFileSync(written.log4jConf, log4jXml(directory));
  return written;
}
