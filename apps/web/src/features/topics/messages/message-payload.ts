// Turning payload bytes into something to read. Everything here returns plain strings: the view
// renders them as text nodes, so a payload can never become markup.

export type PayloadView = 'text' | 'json' | 'hex';

const BYTES_PER_ROW = 16;
/** A hex dump is ~4.3 characters per byte: past this, a 5 MB message would stall the page. */
export const HEX_LIMIT = 64 * 1024;

/** UTF-8 text; invalid sequences show as U+FFFD rather than failing. */
export function payloadText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/** Pretty JSON, or undefined when the payload is not JSON text. */
export function payloadJson(bytes: Uint8Array): string | undefined {
  const text = payloadText(bytes).trim();
  if (text === '') return undefined;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}

/** A classic hex dump: offset, 16 bytes in hex, then the printable ASCII of those bytes. */
export function payloadHex(bytes: Uint8Array, limit = HEX_LIMIT): string {
  const rows: string[] = [];
  for (let offset = 0; offset < Math.min(bytes.length, limit); offset += BYTES_PER_ROW) {
    const row = bytes.subarray(offset, offset + BYTES_PER_ROW);
    const hex = [...row].map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
    const ascii = [...row].map((byte) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.'));
    rows.push(
      `${offset.toString(16).padStart(8, '0')}  ${hex.padEnd(BYTES_PER_ROW * 3 - 1)}  ${ascii.join('')}`,
    );
  }
  return rows.join('\n');
}

/** Not UTF-8 text: undecodable sequences or control characters other than tab and line breaks. */
export function looksBinary(bytes: Uint8Array): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd]/.test(payloadText(bytes));
}

/**
 * The view to open first. The topic's schema decides when there is one (JSON and AVRO payloads
 * written through the REST API or a JSON-encoding producer are JSON text; STRING is text; the
 * binary kinds are best read as hex); otherwise JSON when the payload parses, else text.
 */
export function defaultView(bytes: Uint8Array, schemaType: string | undefined): PayloadView {
  const json = payloadJson(bytes) !== undefined;
  switch (schemaType) {
    case 'JSON':
    case 'AVRO':
    case 'KEY_VALUE':
      return json ? 'json' : 'hex';
    case 'STRING':
      return 'text';
    case 'PROTOBUF':
    case 'PROTOBUF_NATIVE':
    case 'BYTES':
      return 'hex';
    default:
      return json ? 'json' : looksBinary(bytes) ? 'hex' : 'text';
  }
}
