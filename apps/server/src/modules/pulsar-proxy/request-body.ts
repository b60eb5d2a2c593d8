// Proxied bodies up to 1 MiB are read into memory so a redirect or a failover can send them again;
// larger ones (function packages) stream straight through to the broker.
import type { Readable } from 'node:stream';
import { HttpError } from '../../http-errors.ts';

export const BUFFERED_BODY_LIMIT = 1024 * 1024;
export const STREAMED_BODY_LIMIT = 512 * 1024 * 1024;

export interface BodyMode {
  /** Stream bodies larger than the buffer limit instead of refusing them. */
  allowStreaming: boolean;
  /** Largest body read into memory. */
  bufferLimit: number;
}

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MiB`;

export async function proxiedBody(
  stream: Readable | undefined,
  contentLength: string | undefined,
  mode: BodyMode,
): Promise<Buffer | Readable | undefined> {
  if (!stream) return undefined;
  const declared = contentLength === undefined ? undefined : Number(contentLength);
  if (mode.allowStreaming && (declared === undefined || declared > mode.bufferLimit)) {
    if (declared !== undefined && declared > STREAMED_BODY_LIMIT) {
      throw new HttpError(413, `Request body is larger than ${megabytes(STREAMED_BODY_LIMIT)}`);
    }
    return stream;
  }
  const tooLarge = new HttpError(413, `Request body is larger than ${megabytes(mode.bufferLimit)}`);
  if (declared !== undefined && declared > mode.bufferLimit) throw tooLarge;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > mode.bufferLimit) throw tooLarge;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
