import net from 'node:net';

/**
 * Free loopback ports, each taken by a listener until all are known, so one call never hands out
 * the same port twice. Another process may still take one before the broker binds it; the broker
 * then fails to start with "Address already in use", which the start reports as it is.
 */
export async function freeLoopbackPorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
