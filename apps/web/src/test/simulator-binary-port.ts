// The in-memory simulator's brokers have no sockets: their HTTP API is answered through MSW. The
// workbench's reads leave the real server over Pulsar's binary protocol (TCP), which MSW does not
// see, so a test of them opens the simulator's own binary listener (pulsar-sim's listenBinary) on
// loopback, on any free port, and has the simulator advertise it where Pulsar does: the cluster's
// brokerServiceUrl and each broker's pulsarServiceUrl (what a LOOKUP answers). The next test's
// reload rebuilds the state, advertised URLs included; the listeners close when the test ends.
import net from 'node:net';
import { onTestFinished } from 'vitest';
import { listenBinary } from '../../../pulsar-sim/src/binary/listener.ts';
import type { InMemorySimulator } from '../../../pulsar-sim/src/in-memory.ts';

const LOOPBACK = '127.0.0.1';

/** Opens one binary port per broker of `simulator` until the test ends, and advertises them. */
export async function openBinaryPorts(simulator: InMemorySimulator): Promise<void> {
  for (const index of simulator.brokers.keys()) {
    // No token check: the in-memory simulator serves scenarios without authentication here.
    const listener = await listenBinary({
      host: LOOPBACK,
      port: 0,
      runtime: simulator.runtime,
      listenerIndex: index,
      auth: undefined,
    });
    onTestFinished(() => listener.close());
    advertise(simulator, index, `pulsar://${LOOPBACK}:${String(listener.port)}`);
  }
}

/** Has the simulator advertise `serviceUrl` for its broker `index`, where Pulsar does. */
function advertise(simulator: InMemorySimulator, index: number, serviceUrl: string): void {
  const { state } = simulator.runtime;
  const broker = simulator.brokers[index]!;
  const cluster = state.clusters.get(broker.cluster);
  const advertised = cluster?.brokers.find((candidate) => candidate.id === broker.id);
  if (!cluster || !advertised) throw new Error(`the simulator does not know broker ${broker.id}`);
  advertised.pulsarServiceUrl = serviceUrl;
  // The cluster's service URL names its first broker, as buildStates advertises it.
  if (cluster.brokers[0] === advertised) cluster.data.brokerServiceUrl = serviceUrl;
}

/**
 * Binary ports that cannot be used: each accepts a connection and closes it before Pulsar's
 * handshake, as a load balancer without a backend does, so the server reads through the admin REST
 * API (decision 0076). Not a refused connection: MSW's socket interceptor lets the error of a refused
 * connection it passed through escape as an uncaught exception, though the reader handles it (the
 * server's own tests refuse connections, without MSW).
 */
export async function closeBinaryPorts(simulator: InMemorySimulator): Promise<void> {
  for (const index of simulator.brokers.keys()) {
    const accepted = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      accepted.add(socket);
      socket.once('close', () => accepted.delete(socket));
      socket.on('error', () => undefined);
      socket.end();
    });
    await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve));
    // Not waiting on close(): it waits for every connection, and a closed one is dropped at once.
    onTestFinished(() => {
      for (const socket of accepted) socket.destroy();
      server.close();
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    advertise(simulator, index, `pulsar://${LOOPBACK}:${String(port)}`);
  }
}
