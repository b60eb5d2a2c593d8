// The proxy's side of the history of versioned resources (write-versions.ts): hands the watcher the
// write as read and audited, and a way to read state where the write goes, with the environment's
// credentials and a short deadline of its own, so a slow read delays the write by seconds at most.
import type { ProxyTarget, PulsarProxy } from './pulsar-proxy.ts';
import type { Caller, CallRecord, ReadCall } from './proxy-steps.ts';
import type { StateAnswer, WriteOutcome, WriteVersions } from './write-versions.ts';

/** How long a read of state before or after a write may take; past it, the value is unknown. */
const STATE_READ_MS = 5_000;

interface WatchedCall {
  caller: Caller;
  call: ReadCall;
  target: ProxyTarget;
  record: CallRecord;
  proxy: PulsarProxy;
}

export function watchWrite(
  versions: WriteVersions,
  { caller, call, target, record, proxy }: WatchedCall,
): Promise<WriteOutcome> | undefined {
  const queryAt = call.pathAndQuery.indexOf('?');
  return versions.beforeWrite({
    auditId: record.id,
    actor: caller.user.name,
    environment: target.environment.name,
    method: call.method,
    segments: call.segments,
    target: `${call.method} ${call.path}`,
    query: new URLSearchParams(queryAt === -1 ? '' : call.pathAndQuery.slice(queryAt + 1)),
    read: (pathAndQuery) => readState(proxy, target, pathAndQuery),
  });
}

async function readState(
  proxy: PulsarProxy,
  target: ProxyTarget,
  pathAndQuery: string,
): Promise<StateAnswer> {
  const response = await proxy.forward(target, {
    method: 'GET',
    pathAndQuery,
    headers: { accept: 'application/json', 'user-agent': 'Beacon' },
    body: undefined,
    signal: AbortSignal.timeout(STATE_READ_MS),
  });
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return { status: response.statusCode ?? 502, body: Buffer.concat(chunks) };
}
