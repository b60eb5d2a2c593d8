import type net from 'node:net';
import {
  COMMAND,
  FrameSplitter,
  INITIAL_POSITION,
  PROTOCOL_VERSION,
  SERVER_ERROR,
  encodeCommand,
  type Command,
  type CommandType,
  type Frame,
  UINT64_MINUS_ONE,
} from '@beacon/pulsar-reader/wire';
import { PulsarRestError } from '../core/errors.ts';
import { ensureLedger, lastSequence, positionOf } from '../core/managed-ledger.ts';
import { parseFullTopicName } from '../core/names.ts';
import { SchemaRefusal } from '../core/schemas.ts';
import type { TopicName } from '../core/names.ts';
import type { BrokerState, SimulatorState } from '../core/state.ts';
import type { AuthSettings, TokenVerifier } from '../http/authentication.ts';
import { checkAuthorization } from '../http/authorization.ts';
import type { SimulatorRuntime } from '../http/context.ts';
import {
  answerLookup,
  answerPartitionedMetadata,
  ownerOfTopic,
  topicsOfNamespace,
} from './lookup-answers.ts';
import { BinaryProducer } from './binary-producer.ts';
import { schemaVersionBytes } from './message-frame.ts';
import { addSchemaOfProducer } from './producer-schema.ts';
import { ReaderConsumer } from './reader-consumer.ts';
import {
  ConsumerBusy,
  attachReader,
  rememberSeekedCursor,
  sequenceAtId,
  sequenceAtTime,
} from './reader-subscriptions.ts';

// One client connection to a simulated broker's binary port: the handshake (with the broker's
// token authentication), lookups, non-durable consumers and producers (one SEND per message, no
// batches), answered as a real 4.0.7 broker answers
// (ServerCnx) — messages and error codes were read from one. Only what a reader uses is spoken; any
// other command closes the connection, as a broker does with a frame it cannot read.

/** What a session needs of the broker it belongs to. */
export interface BrokerSide {
  runtime: SimulatorRuntime;
  listenerIndex: number;
  auth: AuthSettings | undefined;
  verifier: TokenVerifier | undefined;
}

const SERVER_VERSION = 'Pulsar Server4.0.7';
/** The broker's maxMessageSize default (5 MB), announced in CONNECTED. */
const MAX_MESSAGE_SIZE = 5 * 1024 * 1024;
/** ServerError by name: the codes are the reader's, from PulsarApi.proto. */
const ERROR = Object.fromEntries(Object.entries(SERVER_ERROR).map(([code, name]) => [name, Number(code)]));
/** Commands the broker itself starts carry request_id -1. */
const NO_REQUEST = -1;

class RequestFailed extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** A string field of a decoded command ('' when absent). */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Pulsar writes -1 into unsigned 64-bit fields; decoded as numbers they come back as 2^64 - 1. */
const signed = (value: unknown): number => {
  const number = Number(value);
  return number > 2 ** 63 ? number - 2 ** 64 : number;
};

export class BinarySession {
  private readonly splitter = new FrameSplitter();
  private readonly consumers = new Map<number, ReaderConsumer>();
  private readonly producers = new Map<number, BinaryProducer>();
  private handshake: 'waiting' | 'connected' = 'waiting';
  private role: string | undefined;
  private clientVersion = '';
  private work: Promise<void> = Promise.resolve();

  private readonly socket: net.Socket;
  private readonly broker: BrokerSide;

  constructor(socket: net.Socket, broker: BrokerSide) {
    this.socket = socket;
    this.broker = broker;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('close', () => this.dropClients());
    socket.on('error', () => socket.destroy());
  }

  get address(): string {
    return `/${(this.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '')}:${String(this.socket.remotePort ?? 0)}`;
  }

  close(): void {
    this.socket.destroy();
  }

  /** Sends what the consumers may now be sent; tells a consumer the model no longer has it. */
  pump(): void {
    if (this.consumers.size === 0 || this.socket.destroyed) return;
    const state = this.state();
    for (const reader of [...this.consumers.values()]) {
      if (!reader.isAttached(state)) {
        // The broker closes a consumer whose topic was unloaded or deleted (CLOSE_CONSUMER).
        reader.detach();
        this.consumers.delete(reader.consumerId);
        this.send(COMMAND.CLOSE_CONSUMER, { consumer_id: reader.consumerId, request_id: NO_REQUEST });
        continue;
      }
      for (const frame of reader.deliverable(state)) this.socket.write(frame);
    }
  }

  private state(): SimulatorState {
    return this.broker.runtime.stateOf(this.thisBroker().cluster);
  }

  private thisBroker(): BrokerState {
    const broker = this.broker.runtime.brokerAt(this.broker.listenerIndex);
    if (!broker) throw new RequestFailed('ServiceNotReady', 'The broker is not started');
    return broker;
  }

  private received(chunk: Buffer): void {
    let frames;
    try {
      frames = this.splitter.push(chunk);
    } catch {
      this.socket.destroy();
      return;
    }
    for (const frame of frames) {
      this.work = this.work
        .then(() => this.handle(frame))
        .catch(() => {
          this.socket.destroy();
        });
    }
  }

  private send(type: CommandType, fields: Record<string, unknown>): void {
    if (!this.socket.destroyed) this.socket.write(encodeCommand(type, fields));
  }

  private async handle(frame: Frame): Promise<void> {
    const { command } = frame;
    if (command.type === COMMAND.SEND && this.handshake === 'connected') {
      this.storeSend(command.fields, frame);
      return;
    }
    if (this.handshake === 'waiting') {
      if (command.type !== COMMAND.CONNECT) throw new Error('A command before CONNECT');
      await this.connect(command.fields);
      return;
    }
    const requestId = command.fields.request_id;
    try {
      this.dispatch(command);
    } catch (error) {
      if (requestId === undefined) throw error;
      const failure =
        error instanceof RequestFailed ? error : new RequestFailed('UnknownError', (error as Error).message);
      this.send(COMMAND.ERROR, {
        request_id: requestId,
        error: ERROR[failure.code] ?? 0,
        message: failure.message,
      });
    }
  }

  private async connect(fields: Record<string, unknown>): Promise<void> {
    this.clientVersion = text(fields.client_version);
    if (this.broker.verifier) {
      const token =
        fields.auth_method_name === 'token' ? Buffer.from(fields.auth_data as Uint8Array).toString() : '';
      this.role = token ? await this.broker.verifier.verify(`Bearer ${token}`) : undefined;
      if (!this.role) {
        this.send(COMMAND.ERROR, {
          request_id: NO_REQUEST,
          error: ERROR.AuthenticationError,
          message: 'Failed to authenticate',
        });
        this.socket.end();
        return;
      }
    }
    this.handshake = 'connected';
    this.send(COMMAND.CONNECTED, {
      server_version: SERVER_VERSION,
      protocol_version: Math.min(Number(fields.protocol_version ?? 0), PROTOCOL_VERSION),
      max_message_size: MAX_MESSAGE_SIZE,
    });
  }

  private dispatch({ type, fields }: Command): void {
    const requestId = fields.request_id;
    switch (type) {
      case COMMAND.PING:
        this.send(COMMAND.PONG, {});
        return;
      case COMMAND.PONG:
        return;
      case COMMAND.PARTITIONED_METADATA: {
        const name = this.authorizedName(fields.topic, 'LOOKUP');
        this.send(COMMAND.PARTITIONED_METADATA_RESPONSE, {
          request_id: requestId,
          ...answerPartitionedMetadata(this.state(), name),
        });
        return;
      }
      case COMMAND.LOOKUP: {
        const name = this.authorizedName(fields.topic, 'LOOKUP');
        this.send(COMMAND.LOOKUP_RESPONSE, {
          request_id: requestId,
          ...answerLookup(this.state(), this.thisBroker(), name),
        });
        return;
      }
      case COMMAND.GET_TOPICS_OF_NAMESPACE:
        this.send(COMMAND.GET_TOPICS_OF_NAMESPACE_RESPONSE, {
          request_id: requestId,
          topics: topicsOfNamespace(this.state(), text(fields.namespace), Number(fields.mode ?? 0)),
        });
        return;
      case COMMAND.SUBSCRIBE:
        this.subscribe(fields);
        this.send(COMMAND.SUCCESS, { request_id: requestId });
        return;
      case COMMAND.FLOW: {
        const reader = this.consumers.get(Number(fields.consumer_id));
        reader?.addPermits(Number(fields.messagePermits));
        this.pump();
        return;
      }
      case COMMAND.SEEK:
        this.seek(fields);
        this.send(COMMAND.SUCCESS, { request_id: requestId });
        return;
      case COMMAND.CLOSE_CONSUMER: {
        // An unknown consumer id is answered SUCCESS too.
        const reader = this.consumers.get(Number(fields.consumer_id));
        reader?.detach();
        this.consumers.delete(Number(fields.consumer_id));
        this.send(COMMAND.SUCCESS, { request_id: requestId });
        return;
      }
      case COMMAND.PRODUCER: {
        const { producer, schemaVersion } = this.openProducer(fields);
        this.send(COMMAND.PRODUCER_SUCCESS, {
          request_id: requestId,
          producer_name: producer.state.producerName,
          last_sequence_id: -1,
          ...(schemaVersion === undefined ? {} : { schema_version: schemaVersionBytes(schemaVersion) }),
          producer_ready: true,
        });
        return;
      }
      case COMMAND.CLOSE_PRODUCER: {
        // An unknown producer id is answered SUCCESS too.
        this.producers.get(Number(fields.producer_id))?.detach();
        this.producers.delete(Number(fields.producer_id));
        this.send(COMMAND.SUCCESS, { request_id: requestId });
        return;
      }
      case COMMAND.GET_LAST_MESSAGE_ID:
        this.send(COMMAND.GET_LAST_MESSAGE_ID_RESPONSE, {
          request_id: requestId,
          last_message_id: this.lastMessageId(Number(fields.consumer_id)),
        });
        return;
      default:
        throw new Error(`The simulator's binary port does not serve command ${String(type)}`);
    }
  }

  /** The topic's name, once the connection's role may do `operation` on it (authorization on). */
  private authorizedName(topic: unknown, operation: string): TopicName {
    let name: TopicName;
    try {
      name = parseFullTopicName(text(topic));
    } catch {
      throw new RequestFailed('InvalidTopicName', `Invalid topic name: ${text(topic)}`);
    }
    const auth = this.broker.auth;
    if (auth?.authorization && this.role !== undefined) {
      try {
        checkAuthorization(
          this.state(),
          auth.superUserRoles,
          this.role,
          { kind: 'topic', operation },
          { tenant: name.tenant, namespace: name.namespace, topic: name.localName, domain: name.domain },
          this.thisBroker().id,
        );
      } catch (error) {
        if (error instanceof PulsarRestError)
          throw new RequestFailed(
            'AuthorizationError',
            `Client is not authorized to ${operation.toLowerCase()}`,
          );
        throw error;
      }
    }
    return name;
  }

  private subscribe(fields: Record<string, unknown>): void {
    const consumerId = Number(fields.consumer_id);
    const name = this.authorizedName(fields.topic, 'CONSUME');
    if (this.consumers.has(consumerId))
      throw new RequestFailed('ServiceNotReady', `Consumer with id ${String(consumerId)} is already present`);
    if (fields.durable !== false)
      throw new RequestFailed(
        'NotAllowedError',
        "The simulator's binary port serves readers: durable subscriptions are not simulated",
      );
    const state = this.state();
    const topic = state.topics.get(name.fullName);
    if (!topic || topic.domain !== 'persistent')
      throw new RequestFailed('TopicNotFound', `Topic ${name.fullName} does not exist`);
    const broker = this.thisBroker();
    if (ownerOfTopic(state, broker, name)?.id !== broker.id)
      throw new RequestFailed(
        'ServiceNotReady',
        `Namespace bundle for topic (${name.fullName}) not served by this instance:${broker.id}. Please redo the lookup. Request is denied: namespace=${name.namespaceName}`,
      );
    const start = fields.start_message_id as { ledgerId: unknown; entryId: unknown } | undefined;
    try {
      const attached = attachReader(
        state,
        topic,
        text(fields.subscription),
        {
          ...(start
            ? { messageId: { ledgerId: signed(start.ledgerId), entryId: signed(start.entryId) } }
            : {}),
          initialPosition: fields.initialPosition === INITIAL_POSITION.Earliest ? 'earliest' : 'latest',
          rollbackSeconds: Number(fields.start_message_rollback_duration_sec ?? 0),
        },
        {
          consumerName: text(fields.consumer_name),
          address: this.address,
          clientVersion: this.clientVersion,
        },
      );
      this.consumers.set(consumerId, new ReaderConsumer(consumerId, { topic, ...attached }));
    } catch (error) {
      if (error instanceof ConsumerBusy) throw new RequestFailed('ConsumerBusy', error.message);
      throw error;
    }
  }

  /**
   * SEEK as PersistentSubscription.resetCursor does it on a real broker: the consumer is
   * disconnected first (CLOSE_CONSUMER), which ends a non-durable subscription, then the cursor moves;
   * subscribing again with the same name starts there.
   */
  private seek(fields: Record<string, unknown>): void {
    const consumerId = Number(fields.consumer_id);
    const reader = this.consumers.get(consumerId);
    if (!reader) throw new RequestFailed('MetadataError', 'Consumer not found');
    const state = this.state();
    const id = fields.message_id as { ledgerId: unknown; entryId: unknown } | undefined;
    const target = id
      ? sequenceAtId(state, reader.topic, { ledgerId: signed(id.ledgerId), entryId: signed(id.entryId) })
      : sequenceAtTime(state, reader.topic, Number(fields.message_publish_time ?? 0));
    this.send(COMMAND.CLOSE_CONSUMER, { consumer_id: consumerId, request_id: NO_REQUEST });
    reader.detach();
    this.consumers.delete(consumerId);
    rememberSeekedCursor(reader.topic, reader.subscription.name, target);
  }

  private lastMessageId(consumerId: number): Record<string, number | string> {
    const reader = this.consumers.get(consumerId);
    if (!reader) throw new RequestFailed('MetadataError', 'Consumer not found');
    const ledger = ensureLedger(this.state(), reader.topic);
    const { ledgerId, entryId } = positionOf(ledger, lastSequence(ledger));
    return {
      ledgerId,
      // A topic without a message answers entry -1, which Java writes into the unsigned 64-bit
      // field as 2^64 - 1; protobufjs would write a negative number as 0 (the reader's null case).
      entryId: entryId < 0 ? UINT64_MINUS_ONE : entryId,
      partition: reader.topic.partitionIndex,
      batch_index: -1,
    };
  }

  /** A closed connection ends its consumers, and so their non-durable subscriptions, and its producers. */
  private dropClients(): void {
    for (const reader of this.consumers.values()) reader.detach();
    this.consumers.clear();
    for (const producer of this.producers.values()) producer.detach();
    this.producers.clear();
  }

  /** PRODUCER on an existing persistent topic or partition this broker owns (ServerCnx#handleProducer). */
  private openProducer(fields: Record<string, unknown>): {
    producer: BinaryProducer;
    schemaVersion: number | undefined;
  } {
    const producerId = Number(fields.producer_id);
    const name = this.authorizedName(fields.topic, 'PRODUCE');
    if (this.producers.has(producerId))
      throw new RequestFailed(
        'ServiceNotReady',
        `Producer with id ${String(producerId)} is already present on the connection`,
      );
    const state = this.state();
    const topic = state.topics.get(name.fullName);
    // A real standalone creates a topic a producer names (allowAutoTopicCreation); the simulator
    // does not (known-differences.ts): Beacon's replay checks its target exists first.
    if (!topic) throw new RequestFailed('TopicNotFound', `Topic ${name.fullName} does not exist`);
    const requested = text(fields.producer_name);
    if (requested && topic.producers.some((producer) => producer.producerName === requested))
      throw new RequestFailed(
        'ProducerBusy',
        `Producer with name '${requested}' is already connected to topic`,
      );
    if (topic.terminated) throw new RequestFailed('TopicTerminatedError', 'Topic was already terminated');
    const broker = this.thisBroker();
    if (ownerOfTopic(state, broker, name)?.id !== broker.id)
      throw new RequestFailed(
        'ServiceNotReady',
        `Namespace bundle for topic (${name.fullName}) not served by this instance:${broker.id}. Please redo the lookup. Request is denied: namespace=${name.namespaceName}`,
      );
    let schemaVersion: number | undefined;
    try {
      schemaVersion = addSchemaOfProducer(state, name, fields.schema);
    } catch (error) {
      if (error instanceof SchemaRefusal) throw new RequestFailed('IncompatibleSchema', error.message);
      throw error;
    }
    const producer = new BinaryProducer(state, topic, producerId, {
      name: requested || undefined,
      address: this.address,
      clientVersion: this.clientVersion,
    });
    this.producers.set(producerId, producer);
    return { producer, schemaVersion };
  }

  /** SEND: the message stored, answered SEND_RECEIPT; SEND_ERROR for a producer the broker has not. */
  private storeSend(fields: Record<string, unknown>, frame: Frame): void {
    const producerId = Number(fields.producer_id);
    const sequenceId = fields.sequence_id;
    const producer = this.producers.get(producerId);
    const state = this.state();
    if (!producer || !producer.isAttached(state) || !frame.payload) {
      // Producer#publishMessage without a producer: the broker closes the connection on a SEND of a
      // producer it does not know (ServerCnx#handleSend); a topic gone since answers an error.
      if (!producer) throw new Error(`A SEND for producer ${String(producerId)}, which is not open`);
      this.send(COMMAND.SEND_ERROR, {
        producer_id: producerId,
        sequence_id: sequenceId,
        error: ERROR.TopicNotFound,
        message: `Topic ${producer.topic.fullName} is gone`,
      });
      return;
    }
    if (producer.topic.terminated) {
      this.send(COMMAND.SEND_ERROR, {
        producer_id: producerId,
        sequence_id: sequenceId,
        error: ERROR.TopicTerminatedError,
        message: 'Topic was already terminated',
      });
      return;
    }
    const position = producer.store(state, frame.payload);
    this.send(COMMAND.SEND_RECEIPT, {
      producer_id: producerId,
      sequence_id: sequenceId,
      // Commands.newSendReceiptCommand names the ledger and entry only.
      message_id: position,
    });
    // Readers of the topic on this connection get it at the next pump; others at the listener's tick.
  }
}
