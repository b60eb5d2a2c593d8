// Proxied bodies up to 1 MiB are read into memory so a redirect or a failover can send them again;
// larger ones (function packages) stream straight through to the broker.
import type { Readable } from 'node:stream';
import { HttpError } from '../../http-errors.ts';

export const BUFFERED_BODY_LIMIT = 1024 * 1024;
export const STREAMED_BODY_LIMIT = 512 * 1024 * 1024;

export async function proxiedBody(
  stream: Readable | undefined,
  contentLength: string | undefined,
  allowStreaming: boolean,
): Promise<Buffer | Readable | undefined> {
  if (!stream) return undefined;
  const declared = contentLength === undefined ? undefined : Number(contentLength);
  if (allowStreaming && (declared === undefined || declared > BUFFERED_BODY_LIMIT)) {
    if (declared !== undefined && declared > STREAMED_BODY_LIMIT)
      throw new HttpError(413, 'Request body is larger than 512 MiB');
    return stream;
  }
  if (declared !== undefined && declared > BUFFERED_BODY_LIMIT)
    throw new HttpError(413, 'Request body is larger than 1 MiB');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > BUFFERED_BODY_LIMIT) throw new HttpError(413, 'Request body is larger than 1 MiB');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
