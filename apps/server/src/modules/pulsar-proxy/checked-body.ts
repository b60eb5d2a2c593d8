// The body a proxied call sends on, chosen by what the caller may do. A super user's body passes as it
// came (streamed for /admin/v3 uploads, otherwise read up to 1 MiB so a redirect can replay it). A
// tenant admin's body is checked first wherever it can name something outside its tenants: function,
// source and sink writes through upload-inspection.ts (streamed, checked as they pass), topic
// creation, properties and shadow topics through topic-references.ts. A refusal is an HttpError.
import type { Readable } from 'node:stream';
import type { CallerAccess } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';
import { BUFFERED_BODY_LIMIT, proxiedBody } from './request-body.ts';
import { inspectsBody, refusedTopicReference } from './topic-references.ts';
import { inspectedBody } from './upload-inspection.ts';

export interface BodyToCheck {
  method: string;
  /** The canonical path the call was authorized on. */
  path: string;
  permission: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  stream: Readable | undefined;
}

export async function checkedRequestBody(
  call: BodyToCheck,
  access: CallerAccess,
): Promise<Buffer | Readable | undefined> {
  const contentType = call.contentType ?? '';
  if (!access.roles.includes('super')) {
    if (call.permission === 'function.write') return inspectedBody(call.stream, contentType, access.tenants);
    const segments = call.path.slice(1).split('/');
    if (inspectsBody(call.permission, call.method, segments)) {
      const body = await proxiedBody(call.stream, call.contentLength, {
        allowStreaming: false,
        bufferLimit: BUFFERED_BODY_LIMIT,
      });
      if (!Buffer.isBuffer(body)) return body;
      const refusal = refusedTopicReference(call.permission, segments, body, contentType, access.tenants);
      if (refusal) throw new HttpError(refusal.status, refusal.reason);
      return body;
    }
  }
  return proxiedBody(call.stream, call.contentLength, {
    allowStreaming: call.path.startsWith('/admin/v3/'),
    bufferLimit: BUFFERED_BODY_LIMIT,
  });
}
