// Asks an environment's broker for its clusters (and its bookie URL for its bookies) and says what an
// operator needs to fix: the name does not resolve, the address is unreachable, the certificate is
// not trusted, 401, 403, or "not a Pulsar admin endpoint". Nothing more: the answer never carries
// remote content beyond validated cluster names — and those only once the same address has named
// its Pulsar version, so a service that merely answers a list of words is not echoed — and a closed port, a service that is not HTTP and
// one that never answers all read the same, so the test cannot map a network (decision 0018). Once
// online, it says how the brokers are reached: directly or through a Pulsar proxy (decision 0021).
import http from 'node:http';
import https from 'node:https';
import type { ConnectionTestResult, EnvironmentStatus } from '@beacon/contracts';
import { bookKeeper, brokerAdmin } from '@beacon/pulsar-admin';
import {
  ADDRESS_REFUSED,
  AddressRefusedError,
  assertUrlsAllowed,
  brokerAgents,
  BrokerDispatchers,
  type ConnectionTester,
  type ConnectionTestOptions,
  serviceUrls,
} from '../environments/index.ts';
import { loadTopology, type ReachMode } from './environment-topology.ts';
import { pulsarAnswers } from './pulsar-answers.ts';
import { readPath, pulsarRequestPath } from './pulsar-call.ts';
import { TopologyClient } from './topology-client.ts';

const MAX_BODY_BYTES = 64 * 1024;
/** Pulsar's own rule for cluster names (NamedEntity.checkName), with a sane length. */
const PULSAR_NAME = /^[-=:.\w]{1,256}$/;
/** PulsarVersion.getVersion(): `4.0.7`, `3.3.2.1-ncd`, `4.1.0-SNAPSHOT`. */
const PULSAR_VERSION = /^\d+\.\d+\.\d+[\w.-]*$/;
/** When every URL fails, report the one that got furthest. */
const PROGRESS: EnvironmentStatus[] = [
  'unknown',
  'unreachable',
  'invalid',
  'unauthorized',
  'forbidden',
  'online',
];

/**
 * Tests the service URLs in order; the first online one wins. Rejects with AddressRefusedError when
 * the policy refuses an address (a configuration mistake, not a broker's state).
 */
export async function testConnection(
  serviceUrlList: string,
  options: ConnectionTestOptions,
): Promise<ConnectionTestResult> {
  return bestOf(serviceUrlList, options, 'No service URL is configured', probeBroker);
}

/**
 * Tests a bookie URL list as the proxy will use it: reachable, and not refusing the credentials.
 * BookKeeper's HTTP API has no answer every version gives, so any other HTTP answer passes.
 */
export async function testBookie(
  bookieUrlList: string,
  options: ConnectionTestOptions,
): Promise<ConnectionTestResult> {
  return bestOf(bookieUrlList, options, 'No bookie URL is configured', probeBookie);
}

type Probe = (url: string, options: ConnectionTestOptions) => Promise<ConnectionTestResult>;

async function bestOf(
  list: string,
  options: ConnectionTestOptions,
  none: string,
  probe: Probe,
): Promise<ConnectionTestResult> {
  assertUrlsAllowed(list, options.policy);
  let best: ConnectionTestResult | undefined;
  for (const url of serviceUrls(list)) {
    const result = await probe(url, options);
    if (result.status === 'online') return result;
    if (!best || PROGRESS.indexOf(result.status) > PROGRESS.indexOf(best.status)) best = result;
  }
  return best ?? { status: 'invalid', message: none, url: '', clusters: [] };
}

function withPath(base: string, path: string): URL {
  const url = new URL(base);
  const [pathname = '', search = ''] = path.split('?');
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${pathname}`;
  url.search = search;
  return url;
}

async function probeBroker(
  serviceUrl: string,
  options: ConnectionTestOptions,
): Promise<ConnectionTestResult> {
  const target = withPath(serviceUrl, readPath(pulsarAnswers.clusterNames, {}));
  const answer = await exchange(target, options);
  const result = (status: EnvironmentStatus, message: string, clusters: string[] = []) => ({
    status,
    message,
    url: serviceUrl,
    clusters,
  });
  if (answer.kind === 'failure') return result(answer.status, answer.message);
  const credentialProblem = describeRefusal(answer.status, target.host);
  if (credentialProblem) return result(...credentialProblem);
  const clusters = answer.status >= 200 && answer.status < 300 ? clusterNames(answer.body) : undefined;
  if (!clusters || !(await namesItsPulsarVersion(serviceUrl, options)))
    return result('invalid', `${target.host} is not a Pulsar admin endpoint`);
  const connected = `Connected: clusters ${clusters.join(', ') || '(none)'}`;
  const reach = await reachOf(serviceUrl, options);
  if (!reach) return result('online', connected, clusters);
  return { ...result('online', `${connected}${reach.words}`, clusters), mode: reach.mode };
}

/**
 * How Beacon will reach this environment's brokers, learned as the proxy learns it (decision 0021),
 * in fixed words: whether they answer at their own addresses or only through this URL (a Pulsar
 * proxy), and which clusters' brokers the token may not list. Undefined when the time ran out.
 */
async function reachOf(
  serviceUrl: string,
  { credentials, timeoutMs, policy }: ConnectionTestOptions,
): Promise<{ mode: ReachMode; words: string } | undefined> {
  const deadline = AbortSignal.timeout(timeoutMs);
  // Its own connections, ended with the test: nothing of a tested address is kept.
  const dispatchers = new BrokerDispatchers(policy, { connections: 1 });
  let topology;
  try {
    topology = await loadTopology(
      new TopologyClient({ credentials, dispatchers, timeoutMs, signal: deadline }),
      [serviceUrl],
    );
  } catch {
    return undefined;
  } finally {
    dispatchers.close();
  }
  // Past the deadline every call fails at once: brokers would look unreachable that were never asked.
  if (deadline.aborted) return undefined;
  const refused = topology.gaps.filter((gap) => gap.status === 401 || gap.status === 403);
  const words = [
    topology.mode === 'pulsar-proxy'
      ? " through a Pulsar proxy: the brokers' own addresses do not answer, so cluster and broker calls go through this URL"
      : '',
    refused.length > 0
      ? `; the token may not list the brokers of ${refused.map((gap) => gap.cluster).join(', ')} (${refused[0]?.status ?? 401}): statistics and broker screens need a super-user token`
      : '',
  ].join('');
  return { mode: topology.mode, words };
}

async function probeBookie(bookieUrl: string, options: ConnectionTestOptions): Promise<ConnectionTestResult> {
  const target = withPath(
    bookieUrl,
    pulsarRequestPath(bookKeeper.listBookies, {}, { type: 'rw', print_hostnames: true }),
  );
  const answer = await exchange(target, options);
  const result = (status: EnvironmentStatus, message: string) => ({
    status,
    message: `Bookie URL: ${message}`,
    url: bookieUrl,
    clusters: [],
  });
  if (answer.kind === 'failure') return result(answer.status, answer.message);
  const credentialProblem = describeRefusal(answer.status, target.host);
  if (credentialProblem) return result(...credentialProblem);
  return result('online', `${target.host} answered`);
}

/**
 * Whether the address answers as a Pulsar broker (or proxy) does where nothing else would: its
 * version, which any authenticated role may read (BrokersBase.java:435-442 at 4.0.7).
 */
async function namesItsPulsarVersion(serviceUrl: string, options: ConnectionTestOptions): Promise<boolean> {
  const answer = await exchange(withPath(serviceUrl, pulsarRequestPath(brokerAdmin.version, {})), options);
  if (answer.kind === 'failure' || answer.status < 200 || answer.status >= 300) return false;
  // Jersey writes the bare text; a JSON string is taken too.
  return PULSAR_VERSION.test(answer.body.trim().replace(/^"(.*)"$/, '$1'));
}

/** A JSON array of Pulsar cluster names, or undefined for anything else. */
function clusterNames(body: string): string[] | undefined {
  try {
    const names = pulsarAnswers.clusterNames.answer(JSON.parse(body));
    return names.every((name) => PULSAR_NAME.test(name)) ? names : undefined;
  } catch {
    return undefined; // not JSON, or not a list of names: not Pulsar
  }
}

function describeRefusal(status: number, host: string): [EnvironmentStatus, string] | undefined {
  if (status === 401)
    return ['unauthorized', `${host} requires authentication (401): set a valid broker token`];
  if (status === 403) return ['forbidden', `${host} refused the token (403): it must be a superuser token`];
  return undefined;
}

type Exchange =
  | { kind: 'answer'; status: number; body: string }
  | { kind: 'failure'; status: EnvironmentStatus; message: string };

function exchange(target: URL, { credentials, timeoutMs, policy }: ConnectionTestOptions): Promise<Exchange> {
  const secure = target.protocol === 'https:';
  // Fresh agents each time: a pooled socket would hide what a new client would meet.
  const agents = brokerAgents(policy, { keepAlive: false });
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(target, {
      method: 'GET',
      agent: secure ? agents.https : agents.http,
      headers: {
        accept: 'application/json',
        ...(credentials.token ? { authorization: `Bearer ${credentials.token}` } : {}),
      },
      ...(secure
        ? {
            ca: credentials.tlsCa || undefined,
            cert: credentials.tlsCert || undefined,
            key: credentials.tlsKey || undefined,
          }
        : {}),
    });
    const finish = (outcome: Exchange | AddressRefusedError) => {
      clearTimeout(deadline);
      request.destroy();
      if (outcome instanceof AddressRefusedError) reject(outcome);
      else resolve(outcome);
    };
    // One deadline for the whole exchange: connecting, the headers and the body.
    const deadline = setTimeout(
      () => finish({ kind: 'failure', ...unreachable(target, timeoutMs) }),
      timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === ADDRESS_REFUSED) return finish(error as AddressRefusedError);
      finish({ kind: 'failure', ...describeFailure(error, target, timeoutMs) });
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      response.on('error', (error) =>
        finish({ kind: 'failure', ...describeFailure(error, target, timeoutMs) }),
      );
      response.on('end', () =>
        finish({
          kind: 'answer',
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.end();
  });
}

/** OpenSSL's verdicts on a certificate the server presented: an operator needs these to fix trust. */
const CERTIFICATE_CODES =
  /^(CERT_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_|ERR_TLS_CERT_ALTNAME_INVALID|HOSTNAME_MISMATCH)/;

function unreachable(target: URL, timeoutMs: number): { status: EnvironmentStatus; message: string } {
  return {
    status: 'unreachable',
    // One text for a refusal, a closed connection and silence, so the test cannot map a network
    // (decision 0018) — worded so that none of them reads as wrong (issue 28 A13).
    message: `${target.host} is unreachable: no HTTP answer (the connection was refused or closed, or nothing came within ${timeoutMs / 1000} s; check the host, port and scheme)`,
  };
}

function describeFailure(
  error: NodeJS.ErrnoException,
  target: URL,
  timeoutMs: number,
): { status: EnvironmentStatus; message: string } {
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
    return { status: 'unreachable', message: `Cannot resolve the host name ${target.hostname} (DNS)` };
  }
  if (error.code && CERTIFICATE_CODES.test(error.code)) {
    // The code only: the error's text can quote the remote certificate.
    return { status: 'unreachable', message: `TLS handshake with ${target.host} failed: ${error.code}` };
  }
  return unreachable(target, timeoutMs);
}

/** The connection test as the environments module asks for it (EnvironmentServiceDeps.connections). */
export const brokerConnectionTests: ConnectionTester = { testConnection, testBookie };
