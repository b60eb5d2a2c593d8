import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart-call.ts';

describe('the multipart body of a register', () => {
  it('carries the package bytes, a URL and the JSON config as form-data parts', async () => {
    const bytes = new Uint8Array([0, 255, 13, 10, 80, 75]);
    const { body, contentType } = await multipartBody([
      { name: 'data', file: new Blob([bytes]), filename: 'my "pkg".jar' },
      { name: 'url', text: 'function://public/default/echo@1' },
      { name: 'functionConfig', json: { parallelism: 2 } },
    ]);
    const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? '';
    expect(contentType).toMatch(/^multipart\/form-data; boundary=----beacon-/);
    // Read back byte for byte (latin1 keeps every byte one character).
    const text = new TextDecoder('latin1').decode(body);
    const parts = text.split(`--${boundary}`).slice(1, -1);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toBe(
      '\r\nContent-Disposition: form-data; name="data"; filename="my %22pkg%22.jar"\r\n' +
        'Content-Type: application/octet-stream\r\n\r\n\u0000\u00ff\r\nPK\r\n',
    );
    expect(parts[1]).toContain(
      'name="url"\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nfunction://public/default/echo@1\r\n',
    );
    expect(parts[2]).toContain(
      'name="functionConfig"\r\nContent-Type: application/json\r\n\r\n{"parallelism":2}\r\n',
    );
    expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
  });
});
