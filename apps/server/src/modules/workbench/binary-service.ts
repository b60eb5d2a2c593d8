// Where and how the server reaches an environment's brokers over the binary protocol: the service
// URL its cluster advertises (brokerServiceUrlTls for an https environment), and the environment's
// own credentials (its token, its CA and client certificate) — the same it uses on the admin API.
import { clusterAdmin, clusters as clusterList } from '@beacon/pulsar-admin';
import type { ConnectionOptions } from '@beacon/pulsar-reader';
import { HttpError } from '../../http-errors.ts';
import type { PulsarReads } from '../pulsar-manager-api/index.ts';
import { pulsarRequestPath, type ProxyTarget } from '../pulsar-proxy/index.ts';

export interface BinaryService {
  serviceUrl: string;
  connection: ConnectionOptions;
}

/** Answers and socket waits on the binary port: a broker that does not answer is not waited on. */
const BINARY_TIMEOUT_MS = 10_000;

/**
 * The first cluster of the environment that advertises a binary service URL. A multi-cluster
 * environment is read in that cluster (topics replicated elsewhere are read where they are here).
 */
export async function binaryServiceOf(reads: PulsarReads, target: ProxyTarget): Promise<BinaryService> {
  const clusters = (await reads.json(target, pulsarRequestPath(clusterList.list, {}))) as string[];
  const secure = target.bases[0]?.startsWith('https:') ?? false;
  for (const cluster of clusters) {
    const data = (await reads.json(target, pulsarRequestPath(clusterAdmin.get, { cluster }))) as {
      brokerServiceUrl?: string;
      brokerServiceUrlTls?: string;
    };
    const serviceUrl = (secure && data.brokerServiceUrlTls) || data.brokerServiceUrl;
    if (!serviceUrl) continue;
    const { token, tlsCa, tlsCert, tlsKey } = target.credentials;
    return {
      serviceUrl: serviceUrl.split(',')[0]!.trim(),
      connection: {
        timeoutMs: BINARY_TIMEOUT_MS,
        ...(token ? { token } : {}),
        // An OAuth2 access token expires while a live tail runs: each reconnection and each
        // AUTH_CHALLENGE gets the environment's current one (the proxy's target, resolved again).
        ...(token
          ? {
              currentToken: async () => (await reads.target(target.environment.name)).credentials.token,
            }
          : {}),
        ...(serviceUrl.startsWith('pulsar+ssl:')
          ? {
              tls: {
                ...(tlsCa ? { ca: tlsCa } : {}),
                ...(tlsCert && tlsKey ? { cert: tlsCert, key: tlsKey } : {}),
              },
            }
          : {}),
      },
    };
  }
  throw new HttpError(
    409,
    `Environment '${target.environment.name}' advertises no binary service URL (brokerServiceUrl) for its clusters: messages cannot be read from it`,
  );
}
