import net from 'node:net';
import tls from 'node:tls';
import type { AuthSettings } from '../http/authentication.ts';
import { createTokenVerifier } from '../http/authentication.ts';
import type { SimulatorRuntime } from '../http/context.ts';
import { BinarySession } from './session.ts';

// A simulated broker's binary port (brokerServicePort, and brokerServicePortTls where the broker
// has TLS): the part of Pulsar's protocol a reader speaks. The managed-ledger model tells no one
// when a message is published, so connected consumers are sent new entries on a short timer.

export interface BinaryListenerOptions {
  host: string;
  /** 0 for any free port. */
  port: number;
  runtime: SimulatorRuntime;
  listenerIndex: number;
  auth: AuthSettings | undefined;
  /** The broker's certificate and key: a `pulsar+ssl://` port. */
  tls?: { key: string; cert: string };
}

export interface BinaryListener {
  port: number;
  close(): Promise<void>;
}

/** How often connected consumers are sent what was published since (ms). */
const DELIVERY_INTERVAL_MS = 20;

export async function listenBinary(options: BinaryListenerOptions): Promise<BinaryListener> {
  const sessions = new Set<BinarySession>();
  const side = {
    runtime: options.runtime,
    listenerIndex: options.listenerIndex,
    auth: options.auth,
    verifier: options.auth ? createTokenVerifier(options.auth) : undefined,
  };
  const accept = (socket: net.Socket): void => {
    // A broker the fault registry has down takes no connection.
    if (options.runtime.brokerAt(options.listenerIndex)?.healthy === false) {
      socket.destroy();
      return;
    }
    const session = new BinarySession(socket, side);
    sessions.add(session);
    socket.on('close', () => sessions.delete(session));
  };
  const server = options.tls
    ? tls.createServer({ key: options.tls.key, cert: options.tls.cert }, accept)
    : net.createServer(accept);
  const timer = setInterval(() => {
    if (sessions.size === 0) return;
    const down = options.runtime.brokerAt(options.listenerIndex)?.healthy === false;
    for (const session of sessions) {
      try {
        if (down) session.close();
        else session.pump();
      } catch {
        session.close(); // the simulator was reset under it: the client connects again
      }
    }
  }, DELIVERY_INTERVAL_MS);
  timer.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const session of sessions) session.close();
        server.close(() => resolve());
      }),
  };
}
