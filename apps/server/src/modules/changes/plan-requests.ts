// A planned call (contracts' PlannedCall) as the proxy's steps take it: the body encoded as Pulsar
// reads it — JSON, or a Java String parameter's bare text — and nothing larger than a policy body.
import { MAX_PLANNED_BODY_BYTES, type PlannedCall } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import type { PlannedRequest } from '../pulsar-proxy/index.ts';

export function plannedRequest(call: PlannedCall, index: number): PlannedRequest {
  const body = encodedBody(call);
  if (body !== undefined && body.length > MAX_PLANNED_BODY_BYTES) {
    throw new HttpError(
      400,
      `Call ${index + 1} (${call.method} ${call.path}): its body is larger than ${MAX_PLANNED_BODY_BYTES / 1024} KiB`,
    );
  }
  return {
    method: call.method,
    pathAndQuery: call.path,
    body,
    // As the web's policy editor sends both: Pulsar reads a raw String parameter from a JSON request.
    contentType: body === undefined ? undefined : 'application/json',
  };
}

function encodedBody(call: PlannedCall): Buffer | undefined {
  if (call.body === undefined) return undefined;
  if (call.encoding === 'text' && typeof call.body === 'string') return Buffer.from(call.body, 'utf8');
  return Buffer.from(JSON.stringify(call.body), 'utf8');
}
