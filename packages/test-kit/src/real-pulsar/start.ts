import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildStandalone } from './build.ts';
import { writeConfiguration, type TokenAuthSettings } from './configuration.ts';
import { freeLoopbackPorts } from './ports.ts';
import { mintToken, newTokenKeys, type TokenAlgorithm, type TokenKeys } from './tokens.ts';

// A real Apache Pulsar 4.0 standalone (broker, one bookie, RocksDB metadata, functions worker with
// the thread runtime) as a child process on free loopback ports, in a temporary directory of its
// own that is removed when it stops. tools/pulsar-standalone/README.md says what it runs and why.

export interface RealPulsarOptions {
  /** Token authentication and authorization, with an HS256 secret or an RS256 key pair. */
  auth?: TokenAlgorithm;
  /**
   * The key pair the broker trusts instead of a new one (`auth` must name its algorithm): e.g. an
   * OAuth2 issuer's RSA signing key, so the access tokens it issues are the broker's tokens. The
   * broker's own and the super user's tokens are signed with it too.
   */
  tokenKeys?: TokenKeys;
  /**
   * Roles made super users besides the kit's own: an OAuth2 client's ID, the `sub` of the access
   * tokens an issuer grants it. AuthenticationProviderToken takes the role from `sub` unless
   * tokenAuthClaim names another claim, and checks `aud` only when tokenAudienceClaim is set
   * (AuthenticationProviderToken.java:304-311 and 235-262 at 4.0.7).
   */
  superUserRoles?: string[];
  /** More broker settings, for a test's own broker (the shared one keeps the kit's). */
  brokerSettings?: Record<string, string | number | boolean>;
  clusterName?: string;
  /** Progress lines (the Maven build, the start); silent by default. */
  log?: (line: string) => void;
  /** How long to wait for the broker to answer, in ms (default 240 s: two busy cores start it in ~40 s). */
  startTimeoutMs?: number;
  /**
   * `false` starts the broker without its functions worker (PulsarStandalone's `--no-functions-worker`,
   * i.e. functionsWorkerEnabled=false): every /admin/v3 functions, sources and sinks call answers 409.
   */
  functionsWorker?: boolean;
}

export interface RealPulsarAuth extends TokenKeys {
  superUserRole: string;
  tenantAdminRole: string;
  brokerRole: string;
  /** A token for the super-user role, without expiry. */
  superUserToken: string;
  tenantAdminToken: string;
  mint(role: string, expiresInSeconds?: number): string;
}

export interface RealPulsar {
  /** `http://127.0.0.1:<port>`: the admin REST API, REST produce, the functions worker and WebSocket. */
  adminUrl: string;
  /** `pulsar://127.0.0.1:<port>`: the binary protocol. */
  serviceUrl: string;
  /** BookKeeper's HTTP API (`/api/v1/bookie/…`). */
  bookieUrl: string;
  clusterName: string;
  directory: string;
  pid: number;
  /** From the JVM's start to the broker answering its admin API. */
  startMillis: number;
  auth?: RealPulsarAuth;
  /** Headers for an admin call as the super user (none without authentication). */
  adminHeaders(): Record<string, string>;
  /** Resident memory of the JVM now, from /proc. */
  residentBytes(): number;
  stop(): Promise<void>;
}

/** The options Pulsar's bin/pulsar gives Java 17, so its reflective code runs without warnings or errors. */
const JVM_OPENS = [
  'java.base/java.io',
  'java.base/java.lang',
  'java.base/java.nio',
  'java.base/java.util',
  'java.base/java.util.zip',
  'java.base/sun.net',
  'java.base/jdk.internal.platform',
  'java.base/jdk.internal.misc',
  'java.management/sun.management',
  'jdk.management/com.sun.management.internal',
].flatMap((module) => ['--add-opens', `${module}=ALL-UNNAMED`]);

const JVM_OPTIONS = [
  '-Xms128m',
  '-Xmx640m',
  '-XX:MaxDirectMemorySize=384m',
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-Djava.net.preferIPv4Stack=true',
  '-Dio.netty.leakDetectionLevel=disabled',
  '-Dpulsar.allocator.exit_on_oom=true',
  ...JVM_OPENS,
];

function residentBytesOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function tail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function tokenAuth(
  algorithm: TokenAlgorithm,
  directory: string,
  options: Pick<RealPulsarOptions, 'tokenKeys' | 'superUserRoles'>,
): { settings: TokenAuthSettings; auth: RealPulsarAuth } {
  if (options.tokenKeys && options.tokenKeys.algorithm !== algorithm)
    throw new Error(`tokenKeys are ${options.tokenKeys.algorithm} keys, auth is ${algorithm}`);
  const keys = options.tokenKeys ?? newTokenKeys(algorithm);
  const roles = { superUserRole: 'beacon-super', tenantAdminRole: 'tenant-admin', brokerRole: 'broker' };
  const mint = (role: string, expiresInSeconds?: number) => mintToken(keys, role, expiresInSeconds);
  let keySetting: TokenAuthSettings['keySetting'];
  if (algorithm === 'HS256') {
    keySetting = { tokenSecretKey: `data:;base64,${keys.signingKey}` };
  } else {
    const publicKeyFile = path.join(directory, 'token-public.der');
    fs.writeFileSync(publicKeyFile, keys.publicKeyDer ?? Buffer.alloc(0));
    keySetting = { tokenPublicKey: `file://${publicKeyFile}`, tokenPublicAlg: 'RS256' };
  }
  return {
    settings: {
      keySetting,
      superUserRoles: [roles.superUserRole, roles.brokerRole, ...(options.superUserRoles ?? [])],
      brokerToken: mint(roles.brokerRole),
    },
    auth: {
      ...keys,
      ...roles,
      superUserToken: mint(roles.superUserRole),
      tenantAdminToken: mint(roles.tenantAdminRole),
      mint,
    },
  };
}

async function answers(url: string, headers: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export async function startRealPulsar(options: RealPulsarOptions = {}): Promise<RealPulsar> {
  const log = options.log ?? (() => {});
  const classpath = buildStandalone(log);
  const clusterName = options.clusterName ?? 'standalone';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-pulsar-'));
  const [web = 0, binary = 0, bookie = 0, bookieHttp = 0] = await freeLoopbackPorts(4);
  const token = options.auth ? tokenAuth(options.auth, directory, options) : undefined;
  const files = writeConfiguration({
    directory,
    clusterName,
    ports: { web, binary, bookie, bookieHttp },
    ...(token ? { auth: token.settings } : {}),
    ...(options.brokerSettings ? { extra: options.brokerSettings } : {}),
  });
  const adminUrl = `http://127.0.0.1:${String(web)}`;
  const adminHeaders = (): Record<string, string> =>
    token ? { authorization: `Bearer ${token.auth.superUserToken}` } : {};

  log(`Starting Pulsar 4.0.7 standalone in ${directory} (admin ${adminUrl})…`);
  const child = spawn(
    'java',
    [
      ...JVM_OPTIONS,
      `-Dlog4j.configurationFile=${files.log4jConf}`,
      '-cp',
      classpath,
      'dev.beacon.pulsar.Launcher',
      '--config',
      files.brokerConf,
      '--functions-worker-conf',
      files.workerConf,
      '--wipe-data',
      '--metadata-dir',
      path.join(directory, 'metadata'),
      '--bookkeeper-dir',
      path.join(directory, 'bookkeeper'),
      '--bookkeeper-port',
      String(bookie),
      '--advertised-address',
      '127.0.0.1',
      ...(options.functionsWorker === false ? ['--no-functions-worker'] : []),
    ],
    // stdin stays open: the launcher stops the broker when it closes (this process ended).
    { cwd: directory, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async (): Promise<void> => {
    if (!hasExited) {
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 240_000);
  // Ready means every part answers: the admin API, and the functions worker once it leads. Until its
  // leader election ends, registering a function answers 503 "Leader not yet ready. Please retry
  // again" (FunctionsImpl.java:680-684 at 4.0.7); WorkerImpl.isLeaderReady (WorkerImpl.java:317-326)
  // answers 503 until then, behind /admin/v2/worker/cluster/leader/ready (WorkerApiV2Resource.java:243).
  const ready = async () =>
    (await answers(`${adminUrl}/admin/v2/clusters`, adminHeaders())) &&
    (options.functionsWorker === false ||
      (await answers(`${adminUrl}/admin/v2/worker/cluster/leader/ready`, adminHeaders())));
  while (!/BEACON-PULSAR-READY startMillis=\d+/.test(output) || !(await ready())) {
    if (hasExited || Date.now() > deadline) {
      const why = hasExited ? 'exited before it was ready' : 'did not answer in time';
      const failure = new Error(
        `Pulsar standalone ${why}.\n--- its output ---\n${output.slice(-4000)}\n--- pulsar.log ---\n${tail(path.join(directory, 'pulsar.log'), 60)}`,
      );
      await stop();
      throw failure;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid ?? 0;
  const startedAt = Number(/BEACON-PULSAR-READY startMillis=(\d+)/.exec(output)?.[1] ?? 0);
  log(
    `Pulsar standalone ready in ${(startedAt / 1000).toFixed(1)} s, ${(residentBytesOf(pid) / 2 ** 20).toFixed(0)} MiB resident`,
  );
  return {
    adminUrl,
    serviceUrl: `pulsar://127.0.0.1:${String(binary)}`,
    bookieUrl: `http://127.0.0.1:${String(bookieHttp)}`,
    clusterName,
    directory,
    pid,
    startMillis: startedAt,
    ...(token ? { auth: token.auth } : {}),
    adminHeaders,
    residentBytes: () => residentBytesOf(pid),
    stop,
  };
}
