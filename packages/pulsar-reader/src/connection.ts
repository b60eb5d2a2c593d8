// One connection to a Pulsar broker (or a Pulsar proxy) over its binary protocol: the handshake,
// request/answer pairing by request_id, keep-alive, and the frames for consumers and producers. It
// speaks only what a reader (decision 0067) and the replay's producer need.
import net from 'node:net';
import tls from 'node:tls';
import { COMMAND, PROTOCOL_VERSION, SERVER_ERROR, type CommandType } from './wire/pulsar-api.ts';
import { FrameSplitter, ProtocolError, encodeCommand, type Command, type Frame } from './wire/frames.ts';

/**
 * The binary port could not be reached or would not speak Pulsar: nothing answered, the socket
 * failed (refused, reset, TLS), or the handshake timed out or was cut. Not a refusal by Pulsar
 * (PulsarServerError): a caller may fall back to the admin REST API (decision 0076).
 */
export class BinaryPortUnreachable extends ProtocolError {
  override name = 'BinaryPortUnreachable';
}

export interface ServiceAddress {
  /** `pulsar://host:port` or `pulsar+ssl://host:port`. */
  url: string;
  /** Through a Pulsar proxy: the broker the proxy should forward to (CommandConnect.proxy_to_broker_url). */
  proxyToBrokerUrl?: string;
}

export interface ConnectionOptions {
  /** A token for Pulsar's token authentication (AuthenticationToken), sent as auth method `token`. */
  token?: string;
  /**
   * For a token that expires and is replaced (an OAuth2 access token): asked for the token at each
   * CONNECT and each AUTH_CHALLENGE, so a long read and its reconnections carry a current one. When
   * it fails, `token` is sent.
   */
  currentToken?: () => Promise<string | undefined>;
  /** For `pulsar+ssl://`: the CA to trust, and a client certificate where the broker asks for one. */
  tls?: { ca?: string; cert?: string; key?: string; rejectUnauthorized?: boolean };
  /** Milliseconds to wait for the socket and for each answer. */
  timeoutMs?: number;
}

/** The broker refused a request: Pulsar's ServerError name and its message. */
export class PulsarServerError extends Error {
  override name = 'PulsarServerError';
  readonly code: string;
  constructor(code: number, message: string) {
    super(message);
    this.code = SERVER_ERROR[code] ?? `ServerError ${code}`;
  }
}

/** What the broker tells a producer of this connection (producer.ts). */
export interface ProducerEvents {
  /** SEND_RECEIPT (fields of CommandSendReceipt) or SEND_ERROR (of CommandSendError). */
  onReceipt(command: Command): void;
  /** The broker closed this producer (topic unloaded, moved, deleted) or the connection went. */
  onClosed(reason: string): void;
}

export interface ConsumerEvents {
  onMessage(frame: Frame): void;
  /** The broker closed this consumer (topic unloaded, moved, deleted) or the connection went. */
  onClosed(reason: string): void;
  onEndOfTopic?(): void;
}

const CLIENT_VERSION = 'beacon-reader';
const DEFAULT_TIMEOUT_MS = 10_000;
const KEEP_ALIVE_MS = 30_000;

interface Pending {
  resolve(command: Command): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

function endpointOf(url: string): { host: string; port: number; secure: boolean } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'pulsar:' && parsed.protocol !== 'pulsar+ssl:') {
    throw new ProtocolError(`Not a Pulsar service URL: ${url}`);
  }
  const secure = parsed.protocol === 'pulsar+ssl:';
  const port = parsed.port ? Number(parsed.port) : secure ? 6651 : 6650;
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port, secure };
}

export class Connection {
  readonly serverVersion: string;
  private readonly socket: net.Socket;
  private readonly pending = new Map<number, Pending>();
  private readonly consumers = new Map<number, ConsumerEvents>();
  private readonly producers = new Map<number, ProducerEvents>();
  private readonly timeoutMs: number;
  private nextRequestId = 1;
  private closedReason: string | undefined;
  private keepAlive: NodeJS.Timeout | undefined;

  private constructor(socket: net.Socket, serverVersion: string, timeoutMs: number) {
    this.socket = socket;
    this.serverVersion = serverVersion;
    this.timeoutMs = timeoutMs;
  }

  /** Opens the socket and completes Pulsar's handshake (CONNECT, CONNECTED). */
  static async open(address: ServiceAddress, options: ConnectionOptions = {}): Promise<Connection> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const token = await tokenNow(options);
    const socket = await openSocket(address.url, options, timeoutMs);
    const splitter = new FrameSplitter();
    const connected = await new Promise<Command>((resolve, reject) => {
      const timer = setTimeout(
        () => fail(new BinaryPortUnreachable(`Pulsar did not answer CONNECT within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const fail = (error: Error) => {
        clearTimeout(timer);
        socket.off('data', onData);
        socket.destroy();
        reject(error);
      };
      const onData = (chunk: Buffer) => {
        let frames: Frame[];
        try {
          frames = splitter.push(chunk);
        } catch (error) {
          fail(error as Error);
          return;
        }
        const first = frames[0];
        if (!first) return;
        clearTimeout(timer);
        socket.off('data', onData);
        if (first.command.type === COMMAND.ERROR) {
          const { error, message } = first.command.fields as { error: number; message: string };
          socket.destroy();
          reject(new PulsarServerError(error, message));
        } else if (first.command.type !== COMMAND.CONNECTED) {
          fail(new ProtocolError(`Pulsar answered CONNECT with command ${first.command.type}`));
        } else resolve(first.command);
      };
      socket.on('data', onData);
      socket.once('close', () =>
        fail(new BinaryPortUnreachable('Pulsar closed the connection during the handshake')),
      );
      // A peer that closes at once may reset the connection under the CONNECT being written.
      socket.on('error', (error: Error) =>
        fail(new BinaryPortUnreachable(`The connection failed during the handshake: ${error.message}`)),
      );
      socket.write(
        encodeCommand(COMMAND.CONNECT, {
          client_version: CLIENT_VERSION,
          protocol_version: PROTOCOL_VERSION,
          ...(token ? { auth_method_name: 'token', auth_data: Buffer.from(token, 'utf8') } : {}),
          ...(address.proxyToBrokerUrl ? { proxy_to_broker_url: address.proxyToBrokerUrl } : {}),
          feature_flags: { supports_auth_refresh: true },
        }),
      );
    });
    socket.removeAllListeners('close');
    socket.removeAllListeners('error');
    const connection = new Connection(socket, connected.fields.server_version as string, timeoutMs);
    connection.listen(splitter, options);
    return connection;
  }

  get closed(): boolean {
    return this.closedReason !== undefined;
  }

  newRequestId(): number {
    return this.nextRequestId++;
  }

  /** Sends a command carrying a request_id and waits for its answer (ERROR becomes a rejection). */
  request(
    type: CommandType,
    fields: Record<string, unknown>,
    requestId = this.newRequestId(),
  ): Promise<Command> {
    if (this.closedReason) return Promise.reject(new ProtocolError(this.closedReason));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new ProtocolError(`Pulsar did not answer within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.pending.set(requestId, { resolve, reject, timer });
      this.socket.write(encodeCommand(type, { ...fields, request_id: requestId }));
    });
  }

  /** Sends a command that has no answer (FLOW, PONG). */
  send(type: CommandType, fields: Record<string, unknown>): void {
    if (!this.closedReason) this.socket.write(encodeCommand(type, fields));
  }

  /** Sends a frame already encoded (a SEND with its message, encodePayloadCommand). */
  write(frame: Buffer): void {
    if (this.closedReason) throw new ProtocolError(this.closedReason);
    this.socket.write(frame);
  }

  registerProducer(producerId: number, events: ProducerEvents): void {
    this.producers.set(producerId, events);
  }

  forgetProducer(producerId: number): void {
    this.producers.delete(producerId);
  }

  registerConsumer(consumerId: number, events: ConsumerEvents): void {
    this.consumers.set(consumerId, events);
  }

  forgetConsumer(consumerId: number): void {
    this.consumers.delete(consumerId);
  }

  close(): void {
    this.shutDown('The connection was closed');
  }

  private listen(splitter: FrameSplitter, options: ConnectionOptions): void {
    this.socket.on('data', (chunk: Buffer) => {
      let frames: Frame[];
      try {
        frames = splitter.push(chunk);
      } catch (error) {
        this.shutDown((error as Error).message);
        return;
      }
      for (const frame of frames) this.dispatch(frame, options);
    });
    this.socket.on('close', () => this.shutDown('Pulsar closed the connection'));
    this.socket.on('error', (error) => this.shutDown(`The connection to Pulsar failed: ${error.message}`));
    // The broker pings an idle client and drops one that does not answer; pinging it back keeps
    // a paused reader's connection open through idle-closing proxies too.
    this.keepAlive = setInterval(() => this.send(COMMAND.PING, {}), KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  private dispatch(frame: Frame, options: ConnectionOptions): void {
    const { type, fields } = frame.command;
    switch (type) {
      case COMMAND.PING:
        this.send(COMMAND.PONG, {});
        return;
      case COMMAND.PONG:
      case COMMAND.ACTIVE_CONSUMER_CHANGE:
        return;
      case COMMAND.AUTH_CHALLENGE:
        // A broker with authenticationRefreshCheckSeconds asks again once the token expired; a token
        // answers as at CONNECT, with the current one where it is replaced.
        void tokenNow(options).then((token) =>
          this.send(COMMAND.AUTH_RESPONSE, {
            client_version: CLIENT_VERSION,
            protocol_version: PROTOCOL_VERSION,
            response: { auth_method_name: 'token', auth_data: Buffer.from(token ?? '', 'utf8') },
          }),
        );
        return;
      case COMMAND.MESSAGE:
        this.consumers.get(fields.consumer_id as number)?.onMessage(frame);
        return;
      case COMMAND.CLOSE_CONSUMER: {
        const consumer = this.consumers.get(fields.consumer_id as number);
        this.consumers.delete(fields.consumer_id as number);
        consumer?.onClosed('Pulsar closed the reader (the topic was unloaded, moved or deleted)');
        return;
      }
      case COMMAND.SEND_RECEIPT:
      case COMMAND.SEND_ERROR:
        this.producers.get(fields.producer_id as number)?.onReceipt(frame.command);
        return;
      case COMMAND.CLOSE_PRODUCER: {
        const producer = this.producers.get(fields.producer_id as number);
        this.producers.delete(fields.producer_id as number);
        producer?.onClosed('Pulsar closed the producer (the topic was unloaded, moved or deleted)');
        return;
      }
      case COMMAND.REACHED_END_OF_TOPIC:
        this.consumers.get(fields.consumer_id as number)?.onEndOfTopic?.();
        return;
      default:
        this.answer(frame.command);
    }
  }

  private answer(command: Command): void {
    const requestId = command.fields.request_id as number | undefined;
    const pending = requestId === undefined ? undefined : this.pending.get(requestId);
    if (!pending) return;
    this.pending.delete(requestId!);
    clearTimeout(pending.timer);
    if (command.type === COMMAND.ERROR) {
      const { error, message } = command.fields as { error: number; message: string };
      pending.reject(new PulsarServerError(error, message));
    } else pending.resolve(command);
  }

  private shutDown(reason: string): void {
    if (this.closedReason) return;
    this.closedReason = reason;
    clearInterval(this.keepAlive);
    this.socket.destroy();
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new ProtocolError(reason));
    }
    this.pending.clear();
    for (const consumer of this.consumers.values()) consumer.onClosed(reason);
    this.consumers.clear();
    for (const producer of this.producers.values()) producer.onClosed(reason);
    this.producers.clear();
  }
}

/** The token to send now: the current one where it is replaced, else the fixed one. */
async function tokenNow(options: ConnectionOptions): Promise<string | undefined> {
  if (!options.currentToken) return options.token;
  return options.currentToken().catch(() => options.token);
}

function openSocket(url: string, options: ConnectionOptions, timeoutMs: number): Promise<net.Socket> {
  const { host, port, secure } = endpointOf(url);
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({
          host,
          port,
          servername: net.isIP(host) ? undefined : host,
          ca: options.tls?.ca,
          cert: options.tls?.cert,
          key: options.tls?.key,
          rejectUnauthorized: options.tls?.rejectUnauthorized ?? true,
        })
      : net.connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new BinaryPortUnreachable(
          `Could not reach Pulsar's binary port at ${host}:${port} within ${timeoutMs} ms`,
        ),
      );
    }, timeoutMs);
    socket.setNoDelay(true);
    socket.once(secure ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      resolve(socket);
    });
    // `on`, not `once`: a socket may report more than one error (a test's network interceptor
    // does), and an error with no listener left would be thrown at the process.
    socket.on('error', (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(
        new BinaryPortUnreachable(
          `Could not reach Pulsar's binary port at ${host}:${port}: ${error.message}`,
        ),
      );
    });
  });
}
