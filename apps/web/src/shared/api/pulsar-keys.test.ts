import { namespaces, schemas, tenants, topics } from '@beacon/pulsar-admin';
import { describe, expect, it } from 'vitest';
import { storeCookie } from '../../test/browser-cookies.ts';
import { COOKIES } from '@beacon/contracts';
import { pulsarKey, pulsarResources } from './pulsar-keys.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

describe('Pulsar query keys', () => {
  it('follow Pulsar’s hierarchy under one root per environment', () => {
    storeCookie(COOKIES.environment, 'staging');
    expect(pulsarKey(namespaces.replication, { tenant: 'acme', namespace: 'iot' })).toEqual([
      'pulsar',
      'staging',
      'tenants',
      'acme',
      'namespaces',
      'iot',
      'replication',
    ]);
    const topic = { domain: 'persistent', tenant: 'acme', namespace: 'iot', topic: 'a/b' };
    expect(pulsarKey(topics.stats, topic)).toEqual([
      ...['pulsar', 'staging', 'tenants', 'acme', 'namespaces', 'iot'],
      ...['topics', 'persistent', 'a/b', 'stats'],
    ]);
    expect(pulsarKey(topics.lookup, topic).slice(-1)).toEqual(['lookup']);
  });

  it('put every read of a namespace under its prefix, and every tenant read under the tenants list', () => {
    storeCookie(COOKIES.environment, 'staging');
    const ns = { tenant: 'acme', namespace: 'iot' };
    const reads = [
      pulsarKey(namespaces.bundles, ns, { cluster: 'east' }),
      pulsarKey(namespaces.policies, ns),
      pulsarKey(topics.partitions, { ...ns, domain: 'persistent', topic: 't' }),
      pulsarKey(schemas.latest, { ...ns, topic: 't' }),
    ];
    for (const key of reads) expect(startsWith(key, pulsarResources.namespace('acme', 'iot'))).toBe(true);
    expect(pulsarKey(tenants.list, {})).toEqual(pulsarResources.tenants());
    expect(startsWith(pulsarKey(namespaces.list, { tenant: 'acme' }), pulsarResources.tenant('acme'))).toBe(
      true,
    );
  });

  it('never share a key between environments', () => {
    storeCookie(COOKIES.environment, 'staging');
    const staging = pulsarKey(tenants.list, {});
    storeCookie(COOKIES.environment, 'production');
    expect(pulsarKey(tenants.list, {})).not.toEqual(staging);
  });
});
