// Finding the broker that owns a topic, as Pulsar's clients do (BinaryProtoLookupService): ask the
// service URL, follow Redirect answers (authoritative as told), and where the answer says
// proxy_through_service_url — a Pulsar proxy in front of the brokers, but a broker sets it on its
// own Connect answers too — keep connecting to the address that answered (the service URL, or the
// broker a redirect led to: Java's `socketAddress`) and name the broker in CONNECT's
// proxy_to_broker_url.
import { Connection, PulsarServerError, type ConnectionOptions, type ServiceAddress } from './connection.ts';
import { COMMAND, LOOKUP_TYPE } from './wire/pulsar-api.ts';
import { ProtocolError } from './wire/frames.ts';

const MAX_REDIRECTS = 8;

/** Where to open a topic's consumer: a broker's own URL, or the service URL and the broker behind it. */
export async function lookupTopic(
  serviceUrl: string,
  topic: string,
  options: ConnectionOptions,
): Promise<ServiceAddress> {
  const secure = serviceUrl.startsWith('pulsar+ssl:');
  let asking: ServiceAddress = { url: serviceUrl };
  let authoritative = false;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const connection = await Connection.open(asking, options);
    let answer: Record<string, unknown>;
    try {
      answer = (await connection.request(COMMAND.LOOKUP, { topic, authoritative })).fields;
    } finally {
      connection.close();
    }
    if (answer.response === LOOKUP_TYPE.Failed) {
      throw new PulsarServerError(
        (answer.error as number | undefined) ?? 0,
        (answer.message as string) ?? 'Lookup failed',
      );
    }
    const brokerUrl = (secure ? answer.brokerServiceUrlTls : answer.brokerServiceUrl) as string | undefined;
    if (!brokerUrl) throw new ProtocolError(`Pulsar's lookup of ${topic} named no broker`);
    const target: ServiceAddress = answer.proxy_through_service_url
      ? { url: asking.url, proxyToBrokerUrl: brokerUrl }
      : { url: brokerUrl };
    if (answer.response === LOOKUP_TYPE.Connect) return target;
    asking = target;
    authoritative = Boolean(answer.authoritative);
  }
  throw new ProtocolError(`Pulsar's lookup of ${topic} redirected more than ${MAX_REDIRECTS} times`);
}

/** The number of partitions of a topic (0: not partitioned), without creating the topic. */
export async function partitionsOf(
  serviceUrl: string,
  topic: string,
  options: ConnectionOptions,
): Promise<number> {
  const connection = await Connection.open({ url: serviceUrl }, options);
  try {
    const answer = (
      await connection.request(COMMAND.PARTITIONED_METADATA, { topic, metadata_auto_creation_enabled: false })
    ).fields;
    if (answer.response === 1) {
      throw new PulsarServerError(
        (answer.error as number | undefined) ?? 0,
        (answer.message as string) ?? 'Lookup failed',
      );
    }
    return (answer.partitions as number | undefined) ?? 0;
  } finally {
    connection.close();
  }
}
