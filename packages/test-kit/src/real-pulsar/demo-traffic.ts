// Live traffic for the demo on a real broker: producers and consumers connected through the
// broker's WebSocket API (webSocketServiceEnabled=true), so topic pages show connected clients,
// rates and a moving backlog, as the simulator's demo does. Node's WebSocket cannot set headers:
// a token goes in the `token` query parameter, which Pulsar's WebSocket service reads in its place
// (pulsar-websocket/src/main/java/org/apache/pulsar/websocket/WebSocketHttpServletRequestWrapper.java).

export interface TrafficFlow {
  topic: string;
  producedPerSecond: number;
  subscription: string;
  subscriptionType: 'Exclusive' | 'Shared' | 'Failover' | 'Key_Shared';
}

export const DEMO_TRAFFIC: TrafficFlow[] = [
  {
    topic: 'persistent://sample/orders/created',
    producedPerSecond: 20,
    subscription: 'billing',
    subscriptionType: 'Shared',
  },
  {
    topic: 'persistent://sample/payments/settled',
    producedPerSecond: 5,
    subscription: 'ledger',
    subscriptionType: 'Failover',
  },
  {
    topic: 'persistent://acme/iot/telemetry',
    producedPerSecond: 12,
    subscription: 'dashboard',
    subscriptionType: 'Key_Shared',
  },
];

function socketUrl(
  adminUrl: string,
  kind: 'producer' | 'consumer',
  topic: string,
  token?: string,
  extra = '',
): string {
  const [domain, rest] = topic.split('://');
  const base = adminUrl.replace(/^http/, 'ws');
  const query = new URLSearchParams(extra);
  if (token) query.set('token', token);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${base}/ws/v2/${kind}/${domain ?? 'persistent'}/${rest ?? topic}${search}`;
}

/**
 * A consumer on the flow's subscription that acknowledges everything it receives. On a partitioned
 * topic the WebSocket service subscribes on every partition, one consumer each.
 */
export function connectConsumer(
  adminUrl: string,
  flow: Pick<TrafficFlow, 'topic' | 'subscription' | 'subscriptionType'>,
  token?: string,
): WebSocket {
  const consumer = new WebSocket(
    socketUrl(
      adminUrl,
      'consumer',
      `${flow.topic}/${flow.subscription}`,
      token,
      `subscriptionType=${flow.subscriptionType}`,
    ),
  );
  consumer.addEventListener('message', (event) => {
    const { messageId } = JSON.parse(String(event.data)) as { messageId: string };
    consumer.send(JSON.stringify({ messageId }));
  });
  return consumer;
}

/** Starts every flow; the returned function closes their sockets. */
export function startDemoTraffic(
  adminUrl: string,
  flows: TrafficFlow[] = DEMO_TRAFFIC,
  token?: string,
): () => void {
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  for (const flow of flows) {
    const consumer = connectConsumer(adminUrl, flow, token);
    sockets.push(consumer);
    const producer = new WebSocket(socketUrl(adminUrl, 'producer', flow.topic, token));
    sockets.push(producer);
    let sent = 0;
    timers.push(
      setInterval(() => {
        if (producer.readyState !== WebSocket.OPEN) return;
        sent += 1;
        const payload = Buffer.from(JSON.stringify({ id: sent, at: new Date().toISOString() })).toString(
          'base64',
        );
        producer.send(JSON.stringify({ payload, key: `key-${String(sent % 10)}` }));
      }, 1000 / flow.producedPerSecond),
    );
  }
  return () => {
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets) socket.close();
  };
}
