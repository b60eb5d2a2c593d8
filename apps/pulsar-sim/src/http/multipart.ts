// A small multipart/form-data reader for the functions API (create/update send `functionConfig`,
// `sourceConfig`, `sinkConfig`, `url`, `data`, `updateOptions` parts). Parts are returned as text,
// the uploaded package (`data`) is only measured.

export interface MultipartPart {
  name: string;
  filename: string | undefined;
  /** The part's Content-Type header, lower-cased; undefined without one (RFC 7578: text/plain). */
  contentType: string | undefined;
  body: Buffer;
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2]?.trim();
}

export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const headerStart = start + delimiter.length;
    if (body.subarray(headerStart, headerStart + 2).toString() === '--') break;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd === -1) break;
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next === -1) break;
    const headers = body.subarray(headerStart, headerEnd).toString('utf8');
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    const contentType = /^content-type:\s*([^\r\n]*)/im.exec(headers)?.[1]?.trim().toLowerCase();
    // The part body ends before the CRLF that precedes the next delimiter.
    const content = body.subarray(headerEnd + 4, Math.max(headerEnd + 4, next - 2));
    if (name !== undefined) parts.push({ name, filename, contentType, body: content });
    start = next;
  }
  return parts;
}
