import { describe, expect, it } from 'vitest';
import { configsInBody, referencedTenants, tenantOfTopic } from './body-references.ts';

describe('references inside function, source and sink bodies', () => {
  it('resolves topic names to tenants as Pulsar does', () => {
    expect(tenantOfTopic('persistent://ta/ns/orders')).toBe('ta');
    expect(tenantOfTopic('non-persistent://tb/ns/x')).toBe('tb');
    expect(tenantOfTopic('ta/ns/orders')).toBe('ta');
    expect(tenantOfTopic('orders')).toBe('public');
    expect(tenantOfTopic('ta/orders')).toBeUndefined();
  });

  it('collects every tenant a config names', () => {
    const result = referencedTenants({
      tenant: 'ta',
      inputs: ['persistent://ta/ns/in'],
      inputSpecs: { 'persistent://tb/ns/spec': {} },
      topicsPattern: 'persistent://tc/ns/.*',
      output: 'persistent://td/ns/out',
      deadLetterTopic: 'orders-dlq',
      archive: 'function://te/ns/pkg@1',
    });
    expect('tenants' in result && [...new Set(result.tenants)].sort()).toEqual([
      'public',
      'ta',
      'tb',
      'tc',
      'td',
      'te',
    ]);
  });

  it('refuses package URLs that would make the worker fetch from anywhere', () => {
    expect(referencedTenants({ jar: 'http://169.254.169.254/latest' })).toEqual({
      refused:
        'Only builtin:// and package (function://, source://, sink://) URLs are allowed, not http://169.254.169.254/latest',
    });
    expect(referencedTenants({ archive: 'builtin://jdbc-postgres' })).toEqual({ tenants: [] });
  });

  it('reads the config from multipart form data and from JSON', () => {
    const boundary = 'XyZ';
    const body = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="functionConfig"',
        'Content-Type: application/json',
        '',
        '{"tenant":"ta","inputs":["persistent://tb/ns/x"]}',
        `--${boundary}`,
        'Content-Disposition: form-data; name="url"',
        '',
        'function://ta/ns/pkg@2',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    expect(configsInBody(body, `multipart/form-data; boundary=${boundary}`)).toEqual({
      configs: [{ tenant: 'ta', inputs: ['persistent://tb/ns/x'] }],
      packageUrls: ['function://ta/ns/pkg@2'],
    });
    expect(configsInBody(Buffer.from('{"inputs":["a/b/c"]}'), 'application/json')).toEqual({
      configs: [{ inputs: ['a/b/c'] }],
      packageUrls: [],
    });
    expect(configsInBody(Buffer.from('{not json'), 'application/json')).toBeUndefined();
  });
});
