// Function, source and sink bodies checked while they stream: every bypass of issue 12 item 2 is
// refused, a legitimate upload passes byte for byte, and nothing completes at the broker before the
// verdict.
import { PassThrough, Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-errors.ts';
import { inspectedBody, inspectedUpload } from './upload-inspection.ts';

const B = 'x-Beacon-7q';
const TENANTS = ['acme'];

interface Part {
  headers: string[];
  content: string | Buffer;
}

const configPart = (config: object, name = 'functionConfig'): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`, 'Content-Type: application/json'],
  content: JSON.stringify(config),
});
const textPart = (name: string, value: string): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  content: value,
});
const dataPart = (bytes: Buffer | string = 'PK\u0003\u0004 jar bytes'): Part => ({
  headers: [
    'Content-Disposition: form-data; name="data"; filename="fn.jar"',
    'Content-Type: application/octet-stream',
  ],
  content: bytes,
});

function multipart(parts: Part[], boundary = B, ending = `--${boundary}--\r\n`): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    pieces.push(Buffer.from(`--${boundary}\r\n${part.headers.join('\r\n')}\r\n\r\n`, 'latin1'));
    pieces.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(ending, 'latin1'));
  return Buffer.concat(pieces);
}

const chunked = (body: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(body.length / size) }, (_, index) =>
      body.subarray(index * size, (index + 1) * size),
    ),
  );

/** Runs `body` through the inspection; the bytes that came out, and the error if refused. */
async function inspect(
  body: Buffer,
  contentType = `multipart/form-data; boundary=${B}`,
  options: { tenants?: readonly string[]; chunkSize?: number } = {},
): Promise<{ output: Buffer; error: HttpError | undefined }> {
  const stream = inspectedUpload(
    chunked(body, options.chunkSize ?? 1000),
    contentType,
    options.tenants ?? TENANTS,
  );
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { output: Buffer.concat(chunks), error: undefined };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { output: Buffer.concat(chunks), error };
  }
}

async function expectRefused(body: Buffer, status: number, contentType?: string, message?: RegExp) {
  const { output, error } = await inspect(body, contentType);
  expect(error?.statusCode, error?.message).toBe(status);
  if (message) expect(error?.message).toMatch(message);
  // The broker never saw the whole body.
  expect(output.length).toBeLessThan(body.length);
}

const foreignConfig = { tenant: 'acme', inputs: ['persistent://other/ns/in'] };
const legitimate = multipart([
  configPart({
    tenant: 'acme',
    namespace: 'ns',
    name: 'fn',
    inputs: ['persistent://acme/ns/in'],
    jar: 'fn.jar',
  }),
  textPart('url', ''),
  dataPart(Buffer.alloc(300_000, 7)),
]);

describe('a function, source or sink upload checked while it streams', () => {
  it('passes a legitimate upload through byte for byte, whatever the chunking', async () => {
    for (const chunkSize of [1, 13, 1000, 65_536, legitimate.length]) {
      const { output, error } = await inspect(legitimate, undefined, {
        chunkSize: chunkSize === 1 ? 1 : chunkSize,
      });
      expect(error).toBeUndefined();
      expect(output.equals(legitimate)).toBe(true);
    }
  }, 30_000);

  it('refuses a capitalized content type as it refuses the lower-case one', async () => {
    const body = multipart([configPart(foreignConfig)]);
    await expectRefused(body, 403, `Multipart/Form-Data; Boundary=${B}`, /tenant other/);
    await expectRefused(body, 403, `MULTIPART/FORM-DATA;boundary="${B}"`, /tenant other/);
  });

  it('reads the part name whatever the parameter order, header casing or spacing', async () => {
    for (const disposition of [
      'Content-Disposition: form-data; filename="x"; name="functionConfig"',
      'content-disposition: FORM-DATA;name=functionConfig',
      'CONTENT-DISPOSITION:form-data ;  name="functionConfig"',
    ]) {
      const body = multipart([{ headers: [disposition], content: JSON.stringify(foreignConfig) }]);
      await expectRefused(body, 403, undefined, /tenant other/);
    }
  });

  it('refuses names read differently by different parsers', async () => {
    const cases: [string, RegExp][] = [
      ['Content-Disposition: form-data; name="data"; name*=UTF-8\'\'functionConfig', /name\*/],
      ['Content-Disposition: form-data; name="data"; name="functionConfig"', /given twice/],
      ['Content-Disposition: form-data; name="function\\"Config"', /cannot read/],
      ['Content-Disposition: attachment; name="functionConfig"', /not form-data/],
      ['Content-Disposition: form-data; name="functionConfig"; size=3', /size/],
      ['Content-Disposition: form-data; name = "functionConfig"', /cannot read/],
    ];
    for (const [disposition, message] of cases) {
      await expectRefused(
        multipart([{ headers: [disposition], content: JSON.stringify(foreignConfig) }]),
        400,
        undefined,
        message,
      );
    }
  });

  it('refuses a boundary followed by padding (MIMEPull starts a part there, busboy does not)', async () => {
    const hidden = Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="data"; filename="a"\r\n\r\nbytes\r\n` +
        `--${B}  \r\nContent-Disposition: form-data; name="functionConfig"\r\n\r\n${JSON.stringify(foreignConfig)}\r\n` +
        `--${B}--\r\n`,
    );
    await expectRefused(hidden, 400, undefined, /followed by something other/);
  });

  it('refuses duplicate config parts, in any casing', async () => {
    const allowed = { tenant: 'acme' };
    await expectRefused(multipart([configPart(allowed), configPart(allowed)]), 400, undefined, /twice/);
    await expectRefused(
      multipart([configPart(allowed), configPart(allowed, 'FUNCTIONCONFIG')]),
      400,
      undefined,
      /twice/,
    );
    await expectRefused(
      multipart([textPart('url', 'builtin://a'), textPart('url', 'builtin://b')]),
      400,
      undefined,
      /twice/,
    );
  });

  it('checks a config that comes after a large data part', async () => {
    const body = multipart([dataPart(Buffer.alloc(5 * 1024 * 1024, 1)), configPart(foreignConfig)]);
    await expectRefused(body, 403, undefined, /tenant other/);
  });

  it('refuses a body without its closing boundary, or with a preamble, or with a broken part', async () => {
    await expectRefused(
      multipart([configPart({ tenant: 'acme' })], B, ''),
      400,
      undefined,
      /closing boundary/,
    );
    await expectRefused(
      Buffer.concat([Buffer.from('preamble\r\n'), legitimate]),
      400,
      undefined,
      /start with/,
    );
    await expectRefused(
      multipart([{ headers: ['Content-Type: application/json'], content: '{}' }]),
      400,
      undefined,
      /Content-Disposition/,
    );
    await expectRefused(
      multipart([{ headers: ['Content-Disposition: form-data;', ' name="functionConfig"'], content: '{}' }]),
      400,
      undefined,
      /folded|cannot read/,
    );
    await expectRefused(
      multipart([
        {
          headers: [
            'Content-Disposition: form-data; name="functionConfig"',
            'Content-Transfer-Encoding: base64',
          ],
          content: 'e30=',
        },
      ]),
      400,
      undefined,
      /transfer encoding/,
    );
    await expectRefused(
      multipart([
        {
          headers: [
            'Content-Disposition: form-data; name="topic"',
            'Content-Type: text/plain; charset=utf-16le',
          ],
          content: 'x',
        },
      ]),
      400,
      undefined,
      /charset/,
    );
    await expectRefused(multipart([configPart({ tenant: 'acme' })]), 400, 'multipart/form-data', /boundary/);
    await expectRefused(
      multipart([configPart({ tenant: 'acme' })]),
      400,
      `multipart/form-data; boundary=${B}; boundary=other`,
    );
  });

  it('refuses a config part that is not a JSON object, and parts Pulsar does not read', async () => {
    await expectRefused(
      multipart([textPart('functionConfig', '{not json')]),
      400,
      undefined,
      /not a JSON object/,
    );
    await expectRefused(
      multipart([textPart('functionConfig', '["a"]')]),
      400,
      undefined,
      /not a JSON object/,
    );
    await expectRefused(multipart([textPart('functionMetaData', 'x')]), 400, undefined, /functionMetaData/);
    await expectRefused(
      multipart([configPart({ inputs: 'persistent://other/ns/in' }), dataPart()]),
      403,
      undefined,
      /other/,
    );
    await expectRefused(multipart([configPart({ inputs: [42] })]), 400, undefined, /list of strings/);
  });

  it('allows only builtin:// and the caller’s own package URLs in the url part', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'https://example.com/fn.jar',
      'file:///etc/passwd',
      'file:/etc/passwd',
      'FUNCTION://other/ns/fn@1',
      'function://other/ns/fn@1',
      'sink://other/ns/s@1',
      ' function://acme/ns/fn@1',
      'fn.jar',
    ]) {
      await expectRefused(multipart([configPart({ tenant: 'acme' }), textPart('url', url)]), 403);
    }
    for (const url of ['function://acme/ns/fn@1', 'source://acme/ns/s@2', 'builtin://cassandra']) {
      const body = multipart([configPart({ tenant: 'acme' }), textPart('url', url)]);
      expect((await inspect(body)).error).toBeUndefined();
    }
  });

  it('applies the same rule to the config’s package fields', async () => {
    for (const field of ['jar', 'py', 'go', 'archive', 'transformFunction', 'JAR']) {
      for (const url of [
        'http://evil/x.jar',
        'https://evil/x',
        'file:/etc/passwd',
        'function://other/ns/fn@1',
      ]) {
        await expectRefused(multipart([configPart({ tenant: 'acme', [field]: url }), dataPart()]), 403);
      }
      const own = multipart([configPart({ tenant: 'acme', [field]: 'function://acme/ns/fn@1' })]);
      expect((await inspect(own)).error).toBeUndefined();
    }
    // A bare file name is the client's name for the package it uploads, so only beside an upload.
    await expectRefused(multipart([configPart({ tenant: 'acme', jar: '/home/me/fn.jar' })]), 403);
    const uploaded = multipart([dataPart(), configPart({ tenant: 'acme', jar: '/home/me/fn.jar' })]);
    expect((await inspect(uploaded)).error).toBeUndefined();
  });

  it('refuses topics and tenants of another tenant wherever the config names them', async () => {
    const configs: object[] = [
      { tenant: 'other' },
      { fqfn: 'other/ns/fn' },
      { inputs: ['persistent://acme/ns/a', 'other/ns/b'] },
      { output: 'persistent://other/ns/out' },
      { logTopic: 'non-persistent://other/ns/log' },
      { deadLetterTopic: 'PERSISTENT://other/ns/dlq' },
      { topicsPattern: 'persistent://other/ns/.*' },
      { topicName: 'persistent://other/ns/t' },
      { inputSpecs: { 'persistent://other/ns/in': {} } },
      { topicToSerdeClassName: { 'other/ns/in': 'x' } },
      { customSchemaInputs: { 'other/ns/in': 'x' } },
      { InputS: ['other/ns/in'] },
      { inputs: ['orders'] },
    ];
    for (const config of configs) {
      await expectRefused(multipart([configPart(config, 'sinkConfig')]), 403);
    }
    await expectRefused(
      multipart([textPart('topic', 'persistent://other/ns/t'), textPart('data', 'hello')]),
      403,
    );
  });

  it('keeps buffering and checking JSON bodies', async () => {
    const foreign = Buffer.from(JSON.stringify(foreignConfig));
    await expectRefused(foreign, 403, 'Application/JSON; charset=utf-8');
    await expectRefused(Buffer.from('{nope'), 400, 'application/json');
    await expectRefused(Buffer.alloc(1024 * 1024 + 1, 32), 413, 'application/json');
    const own = Buffer.from(JSON.stringify({ tenant: 'acme', inputs: ['acme/ns/in'] }));
    const { output, error } = await inspect(own, 'application/json');
    expect(error).toBeUndefined();
    expect(output.equals(own)).toBe(true);
  });

  it('lets a body-less call through and refuses bodies it cannot read', async () => {
    for (const contentType of ['', 'application/json', 'text/plain']) {
      const { output, error } = await inspect(Buffer.alloc(0), contentType);
      expect(error).toBeUndefined();
      expect(output.length).toBe(0);
    }
    await expectRefused(Buffer.from('x'), 400, '', /untyped/);
    await expectRefused(Buffer.from(JSON.stringify(foreignConfig)), 400, 'text/plain');
    await expectRefused(legitimate, 400, `multipart/mixed; boundary=${B}`);
  });

  it('forwards all but the closing boundary until the verdict, then the rest', async () => {
    const source = new PassThrough();
    const stream = inspectedUpload(source, `multipart/form-data; boundary=${B}`, TENANTS);
    let received = 0;
    stream.on('data', (chunk: Buffer) => (received += chunk.length));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    source.write(legitimate);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toBe(legitimate.lastIndexOf(`\r\n--${B}--`));
    source.end();
    await ended;
    expect(received).toBe(legitimate.length);
  });

  it('never lets the broker see a refused body whole, and stops reading it', async () => {
    const source = new PassThrough();
    const body = multipart([dataPart(Buffer.alloc(200_000)), configPart(foreignConfig)]);
    const stream = inspectedUpload(source, `multipart/form-data; boundary=${B}`, TENANTS);
    let received = 0;
    stream.on('data', (chunk: Buffer) => (received += chunk.length));
    const failed = new Promise<Error>((resolve) => stream.on('error', resolve));
    source.write(body);
    expect(((await failed) as HttpError).statusCode).toBe(403);
    expect(received).toBeLessThan(body.lastIndexOf(`\r\n--${B}--`) + 1);
    expect(source.destroyed).toBe(true);
  });

  it('respects backpressure: a consumer that stops reading stops the upload', async () => {
    let produced = 0;
    const total = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const head = Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="data"; filename="a"\r\n\r\n`);
    const source = new Readable({
      read() {
        if (produced === 0) this.push(head);
        produced += chunk.length;
        this.push(produced > total ? null : chunk);
      },
    });
    const stream = inspectedUpload(source, `multipart/form-data; boundary=${B}`, TENANTS);
    let consumed = 0;
    stream.on('data', (data: Buffer) => {
      consumed += data.length;
      if (consumed > 1024 * 1024) stream.pause();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Only a few buffers' worth beyond what the consumer took: nothing accumulates.
    expect(produced - consumed).toBeLessThan(2 * 1024 * 1024);
    stream.destroy();
  });

  it('never lets a forbidden reference through, whatever the part order, casing and chunking', async () => {
    const casing = (text: string, mask: number) =>
      [...text]
        .map((character, index) =>
          (mask >> (index % 30)) & 1 ? character.toUpperCase() : character.toLowerCase(),
        )
        .join('');
    const forbidden = fc.constantFrom<Part>(
      configPart(foreignConfig),
      configPart({ tenant: 'acme', archive: 'http://evil/x.nar' }, 'sourceConfig'),
      configPart({ tenant: 'acme', inputSpecs: { 'other/ns/in': {} } }, 'sinkConfig'),
      textPart('url', 'function://other/ns/fn@1'),
      textPart('url', 'file:/etc/passwd'),
      textPart('topic', 'other/ns/t'),
    );
    const harmless = fc.constantFrom<Part>(dataPart(), textPart('updateOptions', '{"updateAuthData":false}'));
    await fc.assert(
      fc.asyncProperty(
        forbidden,
        fc.array(harmless, { maxLength: 3 }),
        fc.nat(4),
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 1, max: 400 }),
        async (bad, others, position, mask, filenameFirst, quoted, chunkSize) => {
          const parts = [...others];
          parts.splice(Math.min(position, parts.length), 0, bad);
          const shuffled = parts.map((part) => ({
            ...part,
            headers: part.headers.map((header) => {
              const [name, value] = header.split(': ') as [string, string];
              const params = value.split('; ');
              const reordered =
                filenameFirst && params.length === 3 ? [params[0]!, params[2]!, params[1]!] : params;
              return `${casing(name, mask)}: ${reordered.join('; ')}`;
            }),
          }));
          const contentType = `${casing('multipart/form-data', mask >> 3)}; ${casing('boundary', mask >> 7)}=${quoted ? `"${B}"` : B}`;
          const body = multipart(shuffled);
          const { output, error } = await inspect(body, contentType, { chunkSize });
          expect(error).toBeInstanceOf(HttpError);
          expect(output.length).toBeLessThan(body.length);
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);

  it('lets every arrangement of a legitimate upload through unchanged', async () => {
    const allowed = fc.constantFrom<Part>(
      configPart({ tenant: 'acme', inputs: ['acme/ns/in'], output: 'persistent://acme/ns/out' }),
      textPart('url', 'function://acme/ns/fn@3'),
      dataPart(),
      textPart('updateOptions', '{}'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(allowed, { maxLength: 4 }),
        fc.integer({ min: 1, max: 300 }),
        async (parts, chunkSize) => {
          const body = multipart(parts);
          const { output, error } = await inspect(body, undefined, { chunkSize });
          expect(error).toBeUndefined();
          expect(output.equals(body)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  describe('inspectedBody, what the route sends', () => {
    const contentType = `multipart/form-data; boundary=${B}`;
    const read = async (stream: Readable) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };

    it('checks a small body whole before the broker is asked, and gives it as a Buffer', async () => {
      const small = multipart([configPart({ tenant: 'acme' }), dataPart()]);
      const body = await inspectedBody(chunked(small, 100), contentType, TENANTS);
      expect(Buffer.isBuffer(body) && body.equals(small)).toBe(true);
      await expect(
        inspectedBody(chunked(multipart([configPart(foreignConfig)]), 100), contentType, TENANTS),
      ).rejects.toMatchObject({ statusCode: 403 });
      await expect(
        inspectedBody(chunked(Buffer.from('{x'), 100), 'application/json', TENANTS),
      ).rejects.toMatchObject({
        statusCode: 400,
      });
      expect(await inspectedBody(undefined, '', TENANTS)).toBeUndefined();
    });

    it('streams a large upload, still checked to its end', async () => {
      const large = multipart([dataPart(Buffer.alloc(3 * 1024 * 1024, 3)), configPart({ tenant: 'acme' })]);
      const body = await inspectedBody(chunked(large, 65_536), contentType, TENANTS);
      expect(body).toBeInstanceOf(Readable);
      expect((await read(body as Readable)).equals(large)).toBe(true);

      const refused = multipart([dataPart(Buffer.alloc(3 * 1024 * 1024, 3)), configPart(foreignConfig)]);
      const stream = await inspectedBody(chunked(refused, 65_536), contentType, TENANTS);
      await expect(read(stream as Readable)).rejects.toMatchObject({ statusCode: 403 });
    });
  });
});
