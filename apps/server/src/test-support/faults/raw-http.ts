// Sends one HTTP/1.1 request byte for byte over its own socket: Node's client refuses odd paths and
// header values (control characters, raw unicode), which are exactly what a fuzz must send.
import net from 'node:net';

export interface RawRequest {
  method: string;
  /** The request-target exactly as it goes on the wire. */
  target: string;
  headers: [string, string][];
  body?: Buffer | undefined;
}

export interface RawAnswer {
  /** 0 when no status line came back. */
  status: number;
  head: string;
  body: string;
  /** How the exchange ended when it did not end with a complete answer. */
  failure?: 'reset' | 'hang';
}

export function serialize(request: RawRequest): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, 'Host: 127.0.0.1'];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (request.body !== undefined) lines.push(`Content-Length: ${request.body.length}`);
  // One exchange per connection: the answer ends when the server closes it.
  lines.push('Connection: close', '', '');
  const head = Buffer.from(lines.join('\r\n'), 'utf8');
  return request.body === undefined ? head : Buffer.concat([head, request.body]);
}

export function sendRaw(port: number, request: RawRequest, giveUpMs: number): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (failure?: RawAnswer['failure']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(chunks)), ...(failure ? { failure } : {}) });
    };
    const timer = setTimeout(() => finish('hang'), giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => finish());
    // The server may answer (413, 400) and close before it read a large body: the answer still counts.
    socket.on('error', () => finish(chunks.length > 0 ? undefined : 'reset'));
    socket.write(serialize(request));
  });
}

function parse(bytes: Buffer): Omit<RawAnswer, 'failure'> {
  const text = bytes.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const head = split === -1 ? text : text.slice(0, split);
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  const body = split === -1 ? '' : text.slice(split + 4);
  return {
    status: status ? Number(status[1]) : 0,
    head,
    body: /^transfer-encoding:\s*chunked/im.test(head) ? dechunk(body) : body,
  };
}

/** The payload of a chunked body (enough for reading an error answer; no trailers). */
function dechunk(body: string): string {
  let rest = body;
  let payload = '';
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = lineEnd === -1 ? 0 : parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return payload;
    payload += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
