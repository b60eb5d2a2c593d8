// A webhook receiver for the alert tests: a real HTTP server on a loopback port that records each
// delivery and answers as the test says (200, a failure status, or never: a hanging receiver).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type ReceiverBehaviour = 'ok' | 'fail' | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** What the next deliveries get (each entry is used once; the last one stays). */
  answer: ReceiverBehaviour[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(port = 0): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const hanging = new Set<http.ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received,
    answer: ['ok'],
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const behaviour = receiver.answer.length > 1 ? receiver.answer.shift()! : receiver.answer[0]!;
      if (behaviour === 'hang') hanging.add(response);
      else if (behaviour === 'fail') response.writeHead(500).end('receiver failed');
      else response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/beacon`;
  return receiver;
}

/** A receiver's check of a delivery's signature: HMAC-SHA256 over `<timestamp>.<body>`. */
export function signatureVerifies(delivery: ReceivedDelivery, secret: string): boolean {
  const timestamp = String(delivery.headers['x-beacon-timestamp'] ?? '');
  const presented = String(delivery.headers['x-beacon-signature'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex')}`;
  return (
    timestamp !== '' &&
    presented.length === expected.length &&
    timingSafeEqual(Buffer.from(presented), Buffer.from(expected))
  );
}
