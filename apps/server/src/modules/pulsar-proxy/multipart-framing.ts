// A strict second reading of a multipart/form-data body's framing, beside busboy's. Busboy is lenient
// where the broker's parser (Jersey over MIMEPull) reads differently: it silently skips a part whose
// Content-Disposition it cannot parse, keeps the first of two `name` parameters, and treats a boundary
// followed by padding as part data where MIMEPull starts a new part. Any of these would let a part
// reach the broker unchecked. So the body must also pass this reading, which refuses every form with
// two possible readings: a boundary not followed by CRLF or `--`, folded or duplicated headers,
// duplicated or extended (`name*=`) parameters, transfer encodings, charsets other than UTF-8.
// It also tells how far the body may be forwarded: never as far as the closing boundary, so the broker
// cannot act on a body whose checks have not finished.

export class MultipartSyntaxError extends Error {}

export interface FramedPart {
  name: string;
  filename: string | undefined;
}

/** The largest header block of one part (busboy's and Node's limit too). */
const MAX_HEADER_BYTES = 16 * 1024;
/** Bytes after the closing boundary; they are held back with it, so they are bounded. */
const MAX_EPILOGUE_BYTES = 1024;
const MAX_PARTS = 16;

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
// No backslash: escapes are read differently by different parsers, and no form field needs one.
const QUOTED = '"[^"\\\\\\x00-\\x08\\x0a-\\x1f\\x7f]*"';
// RFC 9110 §5.6.6: no space around '=' (busboy refuses it; another parser might not).
const PARAMETER = new RegExp(`^[\\t ]*;[\\t ]*(${TOKEN})=(${TOKEN}|${QUOTED})`);
const HEADER_LINE = new RegExp(`^(${TOKEN}):[\\t ]*(.*?)[\\t ]*$`);
/** A control character other than horizontal tab. */
const hasControl = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return (code < 0x20 && code !== 0x09) || code === 0x7f;
  });
const SINGLE_HEADERS = ['content-disposition', 'content-type', 'content-transfer-encoding'];

const fail = (reason: string): never => {
  throw new MultipartSyntaxError(reason);
};

/** `value`'s leading token and its parameters (lower-cased names, unquoted values); strict. */
export function parseHeaderValue(value: string): { token: string; parameters: Map<string, string> } {
  const head = new RegExp(`^(${TOKEN}(?:/${TOKEN})?)`).exec(value) ?? fail(`cannot read "${value}"`);
  const parameters = new Map<string, string>();
  let rest = value.slice(head[0].length);
  for (let match = PARAMETER.exec(rest); match; match = PARAMETER.exec(rest)) {
    const name = match[1]!.toLowerCase();
    if (parameters.has(name)) fail(`the parameter ${name} is given twice in "${value}"`);
    parameters.set(name, match[2]!.startsWith('"') ? match[2]!.slice(1, -1) : match[2]!);
    rest = rest.slice(match[0].length);
  }
  if (!/^[\t ]*$/.test(rest)) fail(`cannot read "${value}"`);
  return { token: head[1]!.toLowerCase(), parameters };
}

function parsePartHeaders(block: string): FramedPart {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    if (/^[\t ]/.test(line)) fail('folded part headers are not accepted');
    const match = HEADER_LINE.exec(line) ?? fail(`cannot read the part header "${line}"`);
    if (hasControl(match[2]!)) fail('a part header carries a control character');
    const name = match[1]!.toLowerCase();
    if (SINGLE_HEADERS.includes(name) && headers.has(name)) fail(`the part header ${name} is given twice`);
    headers.set(name, match[2]!);
  }
  const disposition = parseHeaderValue(
    headers.get('content-disposition') ?? fail('a part has no Content-Disposition'),
  );
  if (disposition.token !== 'form-data') fail(`a part's disposition is ${disposition.token}, not form-data`);
  for (const parameter of disposition.parameters.keys()) {
    if (parameter !== 'name' && parameter !== 'filename')
      fail(`the Content-Disposition parameter ${parameter} is not accepted`);
  }
  const name = disposition.parameters.get('name');
  if (!name) fail('a part has no name');
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding !== undefined && !['7bit', '8bit', 'binary'].includes(encoding))
    fail(`the transfer encoding ${encoding} is not accepted`);
  const contentType = headers.get('content-type');
  const charset =
    contentType === undefined ? undefined : parseHeaderValue(contentType).parameters.get('charset');
  if (charset !== undefined && !['utf-8', 'utf8', 'us-ascii'].includes(charset.toLowerCase()))
    fail(`the charset ${charset} is not accepted; send UTF-8`);
  return { name: name!, filename: disposition.parameters.get('filename') };
}

type State = 'first-boundary' | 'after-boundary' | 'headers' | 'content' | 'epilogue';

export class MultipartFraming {
  private readonly delimiter: Buffer;
  private readonly onPart: (part: FramedPart) => void;
  private state: State = 'first-boundary';
  /** Bytes read but not yet settled; `windowStart` is the body offset of its first byte. */
  private window: Buffer;
  private windowStart: number;
  /** Body offset of the CRLF that starts the last boundary line seen. */
  private lastDelimiterAt = -2;
  private closeAt: number | undefined;
  private epilogueStart = 0;
  private parts = 0;

  constructor(boundary: string, onPart: (part: FramedPart) => void) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
    this.onPart = onPart;
    // The first boundary has no CRLF before it: read the body as if it had one.
    this.window = Buffer.from('\r\n');
    this.windowStart = -2;
  }

  /** Bytes from the start of the body that may go to the broker now: never the closing boundary. */
  get forwardable(): number {
    if (this.state === 'epilogue') return Math.max(0, this.closeAt!);
    if (this.state === 'after-boundary') return Math.max(0, this.lastDelimiterAt);
    return Math.max(0, this.windowStart);
  }

  write(chunk: Buffer): void {
    if (this.state === 'content' && this.window.length > 0 && !this.seamHoldsDelimiter(chunk)) {
      // Inside a part the window is only the few bytes that could start a boundary. When no
      // boundary spans them and the new chunk, they are done with: the chunk becomes the window
      // as it is. Copying every chunk onto them would double the garbage a 64 MiB upload leaves.
      this.consume(this.window.length);
      this.window = chunk;
    } else {
      this.window = this.window.length === 0 ? chunk : Buffer.concat([this.window, chunk]);
    }
    for (let progress = true; progress;) progress = this.step();
  }

  /** Whether a delimiter may start in the window: then the window and the chunk are read as one. */
  private seamHoldsDelimiter(chunk: Buffer): boolean {
    // Not the short tail, or a chunk too short to end every delimiter the tail may start: the general path.
    if (this.window.length >= this.delimiter.length || chunk.length < this.delimiter.length - 1) return true;
    const seam = Buffer.concat([this.window, chunk.subarray(0, this.delimiter.length - 1)]);
    return seam.indexOf(this.delimiter) !== -1;
  }

  end(): void {
    if (this.state !== 'epilogue') fail('the body ends before its closing boundary');
  }

  private consume(bytes: number) {
    this.window = this.window.subarray(bytes);
    this.windowStart += bytes;
  }

  /** Reads what the window holds in the current state; false when it needs more bytes. */
  private step(): boolean {
    switch (this.state) {
      case 'first-boundary':
        if (this.window.length < this.delimiter.length) return false;
        if (!this.window.subarray(0, this.delimiter.length).equals(this.delimiter))
          fail('the body does not start with its boundary');
        this.consume(this.delimiter.length);
        this.state = 'after-boundary';
        return true;
      case 'after-boundary': {
        if (this.window.length < 2) return false;
        const next = this.window.toString('latin1', 0, 2);
        this.consume(2);
        if (next === '--') {
          this.closeAt = this.lastDelimiterAt;
          this.epilogueStart = this.windowStart;
          this.state = 'epilogue';
        } else if (next === '\r\n') {
          if (++this.parts > MAX_PARTS) fail(`more than ${MAX_PARTS} parts`);
          this.state = 'headers';
        } else fail('a boundary is followed by something other than CRLF or "--"');
        return true;
      }
      case 'headers': {
        const end = this.window.indexOf('\r\n\r\n');
        if (this.window.toString('latin1', 0, 2) === '\r\n') fail('a part has no headers');
        if (end === -1) {
          if (this.window.length > MAX_HEADER_BYTES) fail('a part header block is too large');
          return false;
        }
        this.onPart(parsePartHeaders(this.window.toString('latin1', 0, end)));
        this.consume(end + 4);
        this.state = 'content';
        return true;
      }
      case 'content': {
        const at = this.window.indexOf(this.delimiter);
        if (at === -1) {
          // Keep only what could be the start of a boundary split across chunks.
          this.consume(Math.max(0, this.window.length - (this.delimiter.length - 1)));
          return false;
        }
        this.lastDelimiterAt = this.windowStart + at;
        this.consume(at + this.delimiter.length);
        this.state = 'after-boundary';
        return true;
      }
      case 'epilogue':
        if (this.windowStart + this.window.length - this.epilogueStart > MAX_EPILOGUE_BYTES)
          fail('too much data after the closing boundary');
        this.consume(this.window.length);
        return false;
    }
  }
}
