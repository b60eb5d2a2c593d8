import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http-errors.ts';
import {
  configRefusal,
  configReferences,
  packageRefusal,
  tenantOfTopic,
  topicRefusal,
} from './body-references.ts';

const TENANTS = ['ta'];

describe('references inside function, source and sink bodies', () => {
  it('resolves topic names to tenants as Pulsar does, the domain in any case', () => {
    expect(tenantOfTopic('persistent://ta/ns/orders')).toBe('ta');
    expect(tenantOfTopic('non-persistent://tb/ns/x')).toBe('tb');
    expect(tenantOfTopic('PERSISTENT://tc/ns/x')).toBe('tc');
    expect(tenantOfTopic('ta/ns/orders')).toBe('ta');
    expect(tenantOfTopic('orders')).toBe('public');
    expect(tenantOfTopic('ta/orders')).toBeUndefined();
    expect(tenantOfTopic('')).toBeUndefined();
  });

  it('collects every topic, tenant and package a config names, whatever the key casing', () => {
    const result = configReferences({
      tenant: 'ta',
      fqfn: 'tf/ns/fn',
      Inputs: ['persistent://ta/ns/in'],
      inputSpecs: { 'persistent://tb/ns/spec': {} },
      topicsPattern: 'persistent://tc/ns/.*',
      output: 'persistent://td/ns/out',
      deadLetterTopic: 'orders-dlq',
      archive: 'function://te/ns/pkg@1',
      transformFunction: 'builtin://t',
    });
    expect(result).toEqual({
      topics: [
        'persistent://ta/ns/in',
        'persistent://td/ns/out',
        'orders-dlq',
        'persistent://tc/ns/.*',
        'persistent://tb/ns/spec',
      ],
      tenants: ['ta', 'tf'],
      packages: ['function://te/ns/pkg@1', 'builtin://t'],
    });
  });

  it('refuses a config whose reference fields have a shape it cannot check', () => {
    expect(configReferences({ inputs: [1] })).toBeInstanceOf(HttpError);
    expect(configReferences({ output: { topic: 'tb/ns/x' } })).toBeInstanceOf(HttpError);
    expect(configReferences({ inputSpecs: ['tb/ns/x'] })).toBeInstanceOf(HttpError);
    expect(configRefusal({ inputs: 'tb/ns/x' }, TENANTS, { uploaded: false })?.statusCode).toBe(403);
  });

  it('allows builtin:// and the caller’s own packages; never http(s) or file URLs', () => {
    const refusal = (url: string, uploaded = false) => packageRefusal(url, TENANTS, { uploaded })?.message;
    expect(refusal('http://169.254.169.254/latest')).toBe(
      'Only builtin:// and package (function://, source://, sink://) URLs are allowed, not http://169.254.169.254/latest',
    );
    expect(refusal('https://example.com/x.jar')).toMatch(/Only builtin/);
    expect(refusal('file:/etc/passwd', true)).toMatch(/Only builtin/);
    expect(refusal('function://tb/ns/fn@1')).toBe(
      'The configuration refers to tenant tb, which this user does not administer',
    );
    expect(refusal('sink://../ns/fn@1')).toBe('Invalid package URL sink://../ns/fn@1');
    expect(refusal('builtin://jdbc-postgres')).toBeUndefined();
    expect(refusal('source://ta/ns/s@2')).toBeUndefined();
    // A bare path names the package uploaded beside it, and nothing without one.
    expect(refusal('/home/me/fn.jar', true)).toBeUndefined();
    expect(refusal('/home/me/fn.jar')).toMatch(/Only builtin/);
  });

  it('refuses topics of other tenants and topics whose tenant cannot be told', () => {
    expect(topicRefusal('persistent://ta/ns/x', TENANTS)).toBeUndefined();
    expect(topicRefusal('persistent://tb/ns/x', TENANTS)?.statusCode).toBe(403);
    expect(topicRefusal('orders', TENANTS)?.message).toMatch(/tenant public/);
    expect(topicRefusal('ta/x', TENANTS)?.message).toBe('Cannot tell which tenant the topic ta/x belongs to');
    expect(configRefusal({ output: 'persistent://tb/ns/out' }, TENANTS, { uploaded: true })?.message).toMatch(
      /tb/,
    );
    expect(
      configRefusal({ tenant: 'ta', output: 'ta/ns/out' }, TENANTS, { uploaded: false }),
    ).toBeUndefined();
  });
});
