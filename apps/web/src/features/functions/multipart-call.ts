// The multipart calls of the functions worker (register, update, trigger), sent through Beacon's
// proxy with the session and CSRF headers every call carries (sessionHeaders). They go by
// XMLHttpRequest, the one browser API that reports upload progress, so a large package shows a
// progress bar. The body is built here as bytes with its own boundary: it is the same in every
// browser and in the tests, whatever their FormData does.
import { pulsarPath, type Operation } from '@beacon/pulsar-admin';
import { HttpError, errorText, sessionHeaders } from '../../shared/api/index.ts';
import { reactionTo, reportHttpError } from '../../shared/api/error-catalogue.ts';
import { i18n } from '../../shared/i18n/i18n.ts';

export type MultipartPart =
  | { name: string; json: unknown }
  | { name: string; text: string }
  | { name: string; file: Blob; filename: string };

const encoder = new TextEncoder();

async function partBytes(part: MultipartPart, boundary: string): Promise<Uint8Array[]> {
  const disposition = `Content-Disposition: form-data; name="${part.name}"`;
  if ('file' in part) {
    // Quotes and line breaks in a file name would break the header: RFC 7578 §4.2 escapes them.
    const filename = part.filename.replace(/["\r\n]/g, (char) => encodeURIComponent(char));
    const head = `--${boundary}\r\n${disposition}; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return [encoder.encode(head), new Uint8Array(await part.file.arrayBuffer()), encoder.encode('\r\n')];
  }
  const [type, body] =
    'json' in part
      ? ['application/json', JSON.stringify(part.json)]
      : ['text/plain; charset=utf-8', part.text];
  return [encoder.encode(`--${boundary}\r\n${disposition}\r\nContent-Type: ${type}\r\n\r\n${body}\r\n`)];
}

export async function multipartBody(
  parts: readonly MultipartPart[],
): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----beacon-${crypto.randomUUID()}`;
  const chunks = (await Promise.all(parts.map((part) => partBytes(part, boundary)))).flat();
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface MultipartCallOptions {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

function parsed(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends `parts` to `operation` and resolves with the answer's text. A refusal rejects with an
 * HttpError carrying Pulsar's reason (shown by the dialog); an ended session or a missing
 * environment still gets the error catalogue's reaction, as every other call does.
 */
export async function callMultipart<Template extends string>(
  operation: Operation<Template, unknown, unknown, unknown>,
  params: Record<string, string | number>,
  parts: readonly MultipartPart[],
  { onProgress, signal }: MultipartCallOptions = {},
): Promise<string> {
  const { body, contentType } = await multipartBody(parts);
  const path = pulsarPath(operation, params as never);
  const call = `${operation.method} ${path}`;
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(operation.method, path);
    sessionHeaders('application/json, text/plain').forEach((value, name) =>
      xhr.setRequestHeader(name, value),
    );
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress?.(1);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.responseText);
      const answer = parsed(xhr.responseText, xhr.getResponseHeader('Content-Type'));
      const error = new HttpError('status', errorText(answer) ?? `HTTP ${xhr.status}`, {
        status: xhr.status,
        body: answer,
        request: call,
      });
      if (reactionTo(error).kind !== 'toast') reportHttpError(error);
      reject(error);
    };
    xhr.onerror = () => reject(new HttpError('network', i18n.t('common.errors.network'), { request: call }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
