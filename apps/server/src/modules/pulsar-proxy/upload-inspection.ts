// A tenant admin's function, source or sink write, checked while it streams to the broker. The bytes
// pass through unchanged and with bounded memory (a 64 MiB package is never held whole), while busboy
// reads a copy of them beside a strict framing check (multipart-framing.ts). The end of the body — from
// the closing boundary on — is held back until every part has been checked, so a refused body never
// reaches the broker complete: the stream is destroyed with an HttpError (403 for a reference outside
// the caller's tenants or a package URL it may not use, 400 for a body that cannot be read, 413 when
// too large), which the caller's stream.pipeline turns into a destroyed upstream request.
//
// Form fields, from Pulsar's FunctionsApiV3Resource, SourcesApiV3Resource, SinksApiV3Resource
// (pulsar-functions/worker/.../rest/api/v3): register and update read `data` (the package bytes),
// `url` (a package URL), `functionConfig` / `sourceConfig` / `sinkConfig` (JSON) and `updateOptions`;
// trigger reads `data` (the message), `dataStream` and `topic`; putFunctionState reads `state`.
import { Readable, Transform, type TransformCallback, pipeline } from 'node:stream';
import busboy from 'busboy';
import { HttpError } from '../../http-errors.ts';
import { configRefusal, jsonObject, packageRefusal, topicRefusal } from './body-references.ts';
import { MultipartFraming, MultipartSyntaxError, parseHeaderValue } from './multipart-framing.ts';
import { BUFFERED_BODY_LIMIT } from './request-body.ts';

/** Largest JSON body, and largest inspected form field (a config, a URL, a topic). */
export const INSPECTED_FIELD_LIMIT = 1024 * 1024;

const CONFIG_PARTS = ['functionconfig', 'sourceconfig', 'sinkconfig'];
/** Parts that name a topic, tenant or package: read and checked. Names compared without case. */
const INSPECTED_PARTS = [...CONFIG_PARTS, 'url', 'topic'];
/** Parts that name nothing: passed on unread (the package itself, a trigger's message, state). */
const OPAQUE_PARTS = ['data', 'datastream', 'updateoptions', 'state'];
// RFC 2046 §5.1.1.
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

const unreadable = (reason: string) =>
  new HttpError(400, `The upload is not valid multipart/form-data: ${reason}`);
const tooLarge = (what: string) =>
  new HttpError(413, `${what} is larger than ${INSPECTED_FIELD_LIMIT / 1024 / 1024} MiB`);

/**
 * The body to send to the broker in place of `body`: the same bytes, checked as they pass. Every
 * refusal arrives as the stream's error (an HttpError), possibly before its first byte.
 */
export function inspectedUpload(
  body: Readable,
  contentType: string,
  allowedTenants: readonly string[],
): Readable {
  const inspection = inspectionFor(contentType, allowedTenants);
  // Destroying the inspection (the broker went away) destroys the browser's body too, and the other way.
  pipeline(body, inspection, () => {});
  return inspection;
}

/**
 * What the route sends for a tenant admin's function, source or sink write. A body that ends within
 * 1 MiB is read whole through the checks and comes back as a Buffer: the broker is not contacted for a
 * refused one, and a redirect can replay it. A larger one (a package) comes back as the checked stream,
 * its first MiB already read: memory stays bounded, and its refusal arrives as the stream's error.
 * Throws the refusal (an HttpError) when it comes within the first MiB.
 */
export async function inspectedBody(
  body: Readable | undefined,
  contentType: string,
  allowedTenants: readonly string[],
): Promise<Buffer | Readable | undefined> {
  if (body === undefined) return undefined;
  const iterator = inspectedUpload(body, contentType, allowedTenants)[
    Symbol.asyncIterator
  ]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done) return Buffer.concat(head);
    head.push(next.value);
    size += next.value.length;
    if (size > BUFFERED_BODY_LIMIT) return Readable.from(headThenRest(head, iterator));
  }
}

async function* headThenRest(head: Buffer[], rest: AsyncIterator<Buffer>) {
  yield* head;
  // Ending early (the broker went away) returns the iterator, which destroys the inspection.
  yield* { [Symbol.asyncIterator]: () => rest };
}

function inspectionFor(contentType: string, allowedTenants: readonly string[]): Transform {
  let parsed: ReturnType<typeof parseHeaderValue> | undefined;
  try {
    parsed = contentType === '' ? undefined : parseHeaderValue(contentType);
  } catch {
    parsed = undefined;
  }
  if (parsed?.token === 'application/json') return new JsonInspection(allowedTenants);
  if (parsed?.token === 'multipart/form-data') {
    const boundary = parsed.parameters.get('boundary');
    if (boundary === undefined || !BOUNDARY.test(boundary))
      return new Refused(unreadable('the Content-Type has no valid boundary'));
    return new MultipartInspection(boundary, allowedTenants);
  }
  // A body-less call (start, stop, restart, delete) needs no content type; any other body is refused.
  return new EmptyOnly(
    new HttpError(
      400,
      `A function, source or sink body must be application/json or multipart/form-data, not ${contentType || 'untyped'}`,
    ),
  );
}

/** Refuses any body; the error is given once the stream is used. */
class Refused extends Transform {
  constructor(error: HttpError) {
    super();
    process.nextTick(() => this.destroy(error));
  }
}

/** Lets an empty body through; refuses the first byte of any other. */
class EmptyOnly extends Transform {
  private readonly error: HttpError;
  constructor(error: HttpError) {
    super();
    this.error = error;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    callback(chunk.length === 0 ? null : this.error);
  }
}

/** JSON bodies are small: read whole (up to 1 MiB), checked, then sent. */
class JsonInspection extends Transform {
  private readonly allowedTenants: readonly string[];
  private readonly chunks: Buffer[] = [];
  private size = 0;
  constructor(allowedTenants: readonly string[]) {
    super();
    this.allowedTenants = allowedTenants;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > INSPECTED_FIELD_LIMIT) return callback(tooLarge('A JSON body'));
    this.chunks.push(chunk);
    callback();
  }
  override _flush(callback: TransformCallback): void {
    if (this.size === 0) return callback();
    const body = Buffer.concat(this.chunks);
    const config = jsonObject(body.toString('utf8'));
    if (!config) return callback(new HttpError(400, 'The configuration is not a JSON object'));
    callback(configRefusal(config, this.allowedTenants, { uploaded: false }) ?? null, body);
  }
}

class MultipartInspection extends Transform {
  private readonly allowedTenants: readonly string[];
  private readonly framing: MultipartFraming;
  private readonly parser: busboy.Busboy;
  private readonly parserFinished: Promise<void>;
  /** Part names as the framing check read them, and as busboy did: they must agree. */
  private readonly framedNames: string[] = [];
  private readonly parsedNames: string[] = [];
  private readonly inspectedSeen = new Set<string>();
  /** Configs and URLs, checked again at the end, when it is known whether a package was uploaded. */
  private readonly configs: Record<string, unknown>[] = [];
  private readonly urls: string[] = [];
  private uploaded = false;
  private failure: HttpError | undefined;
  /** Bytes received but not yet forwarded; `pendingStart` is the body offset of the first. */
  private pending: Buffer[] = [];
  private pendingStart = 0;

  constructor(boundary: string, allowedTenants: readonly string[]) {
    super();
    this.allowedTenants = allowedTenants;
    this.framing = new MultipartFraming(boundary, (part) => this.framedPart(part.name));
    this.parser = busboy({
      headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` },
      limits: { fieldSize: INSPECTED_FIELD_LIMIT, parts: 16, headerPairs: 32 },
      preservePath: true,
    });
    this.parserFinished = new Promise((resolve) => this.parser.once('finish', resolve));
    this.parser.on('error', (error: Error) => this.refuse(unreadable(error.message)));
    this.parser.on('partsLimit', () => this.refuse(unreadable('too many parts')));
    this.parser.on('field', (name, value, info) => {
      this.parsedNames.push(name);
      if (info.valueTruncated) return this.refuse(tooLarge(`The ${name} part`));
      this.parsedPart(name, value);
    });
    this.parser.on('file', (name, stream) => {
      this.parsedNames.push(name);
      // Busboy reports its errors on the parser too; the part's own copy needs no listener of its own.
      stream.on('error', () => {});
      if (!INSPECTED_PARTS.includes(name.toLowerCase())) {
        stream.resume();
        return;
      }
      // A config sent as a file (filename="…") is still a config.
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > INSPECTED_FIELD_LIMIT) this.refuse(tooLarge(`The ${name} part`));
        else chunks.push(chunk);
      });
      stream.on('end', () => {
        if (size <= INSPECTED_FIELD_LIMIT) this.parsedPart(name, Buffer.concat(chunks).toString('utf8'));
      });
    });
  }

  private framedPart(name: string) {
    this.framedNames.push(name);
    const lower = name.toLowerCase();
    if (lower === 'data' || lower === 'datastream') this.uploaded = true;
    if (OPAQUE_PARTS.includes(lower)) return;
    if (!INSPECTED_PARTS.includes(lower))
      throw new MultipartSyntaxError(`Pulsar reads no form field named ${name}`);
    if (this.inspectedSeen.has(lower)) throw new MultipartSyntaxError(`the ${name} part is given twice`);
    this.inspectedSeen.add(lower);
  }

  /** Checks a part as soon as it is read, so a refused body stops early. */
  private parsedPart(name: string, text: string) {
    const lower = name.toLowerCase();
    if (CONFIG_PARTS.includes(lower)) {
      const config = jsonObject(text);
      if (!config) return this.refuse(new HttpError(400, `The ${name} part is not a JSON object`));
      this.configs.push(config);
      // `uploaded: true` here: a bare file name is decided at the end, when all parts are known.
      const refusal = configRefusal(config, this.allowedTenants, { uploaded: true });
      if (refusal) this.refuse(refusal);
    } else if (lower === 'url') {
      if (text.trim() === '') return;
      this.urls.push(text);
      const refusal = packageRefusal(text, this.allowedTenants, { uploaded: false });
      if (refusal) this.refuse(refusal);
    } else if (lower === 'topic') {
      const refusal = text === '' ? undefined : topicRefusal(text, this.allowedTenants);
      if (refusal) this.refuse(refusal);
    }
  }

  private refuse(error: HttpError) {
    if (this.failure) return;
    this.failure = error;
    this.parser.destroy();
    this.destroy(error);
  }

  /** Sends on what the framing check says may go: everything before the closing boundary. */
  private forward() {
    const forwardable = this.framing.forwardable;
    while (this.pending.length > 0 && this.pendingStart < forwardable) {
      const chunk = this.pending[0]!;
      const take = Math.min(chunk.length, forwardable - this.pendingStart);
      this.push(take === chunk.length ? chunk : chunk.subarray(0, take));
      if (take === chunk.length) this.pending.shift();
      else this.pending[0] = chunk.subarray(take);
      this.pendingStart += take;
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.framing.write(chunk);
    } catch (error) {
      return this.refuse(unreadable((error as Error).message));
    }
    this.pending.push(chunk);
    this.forward();
    // Busboy's callback comes when it has taken the chunk: its pace is the upload's pace.
    this.parser.write(chunk, () => {
      if (!this.failure) callback();
    });
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.framing.end();
    } catch (error) {
      return this.refuse(unreadable((error as Error).message));
    }
    this.parser.end();
    void this.parserFinished.then(() => {
      if (this.failure) return;
      const verdict = this.finalVerdict();
      if (verdict) return this.refuse(verdict);
      for (const chunk of this.pending) this.push(chunk);
      this.pending = [];
      callback();
    });
  }

  private finalVerdict(): HttpError | undefined {
    if (this.framedNames.join('\n') !== this.parsedNames.join('\n'))
      return unreadable('its parts cannot be read unambiguously');
    for (const config of this.configs) {
      const refusal = configRefusal(config, this.allowedTenants, { uploaded: this.uploaded });
      if (refusal) return refusal;
    }
    return undefined;
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.parser.destroy();
    callback(error);
  }
}
