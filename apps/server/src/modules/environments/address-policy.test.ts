// The broker address policy on its own: which addresses are refused in every form they can take, the
// allowlist's syntax, and the lookup's decision on DNS answers a test can script.
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REFUSED,
  brokerLookup,
  checkAddress,
  checkHost,
  DEFAULT_ADDRESS_POLICY,
  parseBrokerAllowlist,
  refusalOf,
} from './address-policy.ts';
import { brokerAgents } from './broker-agents.ts';

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

describe('broker address policy', () => {
  it('refuses link-local, cloud metadata and unspecified addresses in every spelling', () => {
    const refused: [string, string][] = [
      ['169.254.169.254', 'a link-local address'],
      ['169.254.0.1', 'a link-local address'],
      ['::ffff:169.254.169.254', 'a link-local address'],
      ['::ffff:a9fe:a9fe', 'a link-local address'],
      ['[::ffff:169.254.169.254]', 'a link-local address'],
      ['fe80::1', 'a link-local address'],
      ['febf:ffff::1', 'a link-local address'],
      ['fd00:ec2::254', 'a cloud metadata address'],
      ['100.100.100.200', 'a cloud metadata address'],
      ['168.63.129.16', 'a cloud platform address'],
      ['::ffff:168.63.129.16', 'a cloud platform address'],
      ['0.0.0.0', 'an unspecified address'],
      ['0.1.2.3', 'an unspecified address'],
      ['::', 'an unspecified address'],
      ['::ffff:0.0.0.0', 'an unspecified address'],
    ];
    for (const [address, reason] of refused) {
      expect(checkAddress(address, DEFAULT_ADDRESS_POLICY), address).toBe(reason);
    }
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.10', '::1', 'fd12::1', '169.255.0.1']) {
      expect(checkAddress(address, DEFAULT_ADDRESS_POLICY), address).toBeUndefined();
    }
  });

  it('refuses a literal URL host before any connection, and leaves names to the lookup', () => {
    expect(checkHost('169.254.169.254', DEFAULT_ADDRESS_POLICY)).toBe(
      'Beacon does not connect to 169.254.169.254: it is a link-local address',
    );
    expect(checkHost('[fe80::1]', DEFAULT_ADDRESS_POLICY)).toBe(
      'Beacon does not connect to fe80::1: it is a link-local address',
    );
    expect(checkHost('metadata.google.internal', DEFAULT_ADDRESS_POLICY)).toBeUndefined();
  });

  it('refuses a name whose DNS answer holds a refused address, whatever else it holds', () => {
    expect(refusalOf('metadata.example', [v4('169.254.169.254')], DEFAULT_ADDRESS_POLICY)?.message).toBe(
      'Beacon does not connect to metadata.example: its address 169.254.169.254 is a link-local address',
    );
    const mixed = refusalOf('rebind.example', [v4('10.0.0.5'), v6('fe80::1')], DEFAULT_ADDRESS_POLICY);
    expect(mixed).toMatchObject({ code: ADDRESS_REFUSED });
    expect(
      refusalOf('broker.example', [v4('10.0.0.5'), v6('fd12::5')], DEFAULT_ADDRESS_POLICY),
    ).toBeUndefined();
  });

  it('parses BEACON_BROKER_ALLOWLIST: host names, wildcards, addresses and CIDRs', () => {
    const policy = parseBrokerAllowlist(
      ' broker.example.com, *.pulsar.example.com ,10.0.0.0/8, fd12::/16, 192.168.1.7,',
    );
    expect(checkHost('broker.example.com', policy)).toBeUndefined();
    expect(checkAddress('10.200.0.1', policy)).toBeUndefined();
    expect(checkAddress('fd12:3::1', policy)).toBeUndefined();
    expect(checkAddress('192.168.1.7', policy)).toBeUndefined();
    expect(checkAddress('192.168.1.8', policy)).toBe('not in BEACON_BROKER_ALLOWLIST');
    expect(checkHost('127.0.0.1', policy)).toBe(
      'Beacon does not connect to 127.0.0.1: it is not in BEACON_BROKER_ALLOWLIST',
    );
    // A name the list does not hold may still resolve into an allowed CIDR: the lookup decides.
    expect(refusalOf('other.example', [v4('10.1.1.1')], policy)).toBeUndefined();
    expect(refusalOf('other.example', [v4('172.16.0.1')], policy)?.message).toBe(
      'Beacon does not connect to other.example: its address 172.16.0.1 is not in BEACON_BROKER_ALLOWLIST',
    );
    // A listed name vouches for its addresses, but never for a link-local one.
    expect(refusalOf('a.pulsar.example.com', [v4('172.16.0.1')], policy)).toBeUndefined();
    expect(refusalOf('pulsar.example.com', [v4('172.16.0.1')], policy)).toBeDefined();
    expect(refusalOf('broker.example.com', [v4('169.254.169.254')], policy)?.message).toContain(
      'is a link-local address',
    );
  });

  it('refuses names outside an allowlist of names only before connecting', () => {
    const policy = parseBrokerAllowlist('broker.example.com');
    expect(checkHost('BROKER.example.com', policy)).toBeUndefined();
    expect(checkHost('evil.example.com', policy)).toBe(
      'Beacon does not connect to evil.example.com: it is not in BEACON_BROKER_ALLOWLIST',
    );
    // The allowlist never unlocks a refused address, even one it names.
    expect(checkAddress('169.254.169.254', parseBrokerAllowlist('169.254.0.0/16'))).toBe(
      'a link-local address',
    );
  });

  it('says which allowlist entry is wrong', () => {
    expect(() => parseBrokerAllowlist('http://broker:8080')).toThrow(
      'entry "http://broker:8080" is neither a host name, an IP address nor a CIDR (no scheme or port)',
    );
    for (const bad of [
      'broker:8080',
      '10.0.0.0/33',
      'fd12::/129',
      '10.0.0.0/8/1',
      '300.1.1.1',
      'a_b',
      ' , ',
    ]) {
      expect(() => parseBrokerAllowlist(bad), bad).toThrow();
    }
  });
});

describe('broker lookup (net.LookupFunction)', () => {
  function lookup(hostname: string, all: boolean, policy = DEFAULT_ADDRESS_POLICY) {
    return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
      brokerLookup(policy)(hostname, { all }, (error, address) => resolve({ error, address }));
    });
  }

  it('answers as dns.lookup does for an allowed name, in both callback forms', async () => {
    expect((await lookup('localhost', false)).address).toMatch(/^(127\.0\.0\.1|::1)$/);
    const all = await lookup('localhost', true);
    expect(all.error).toBeNull();
    const addresses = all.address as LookupAddress[];
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((entry) => ['127.0.0.1', '::1'].includes(entry.address))).toBe(true);
  });

  it('refuses a name that resolves outside the allowlist, with a code callers can map', async () => {
    const { error } = await lookup('localhost', false, parseBrokerAllowlist('10.0.0.0/8'));
    expect(error).toMatchObject({ code: ADDRESS_REFUSED });
    expect(error?.message).toMatch(
      /^Beacon does not connect to localhost: its address (127\.0\.0\.1|::1) is not in/,
    );
    expect((await lookup('localhost', true, parseBrokerAllowlist('127.0.0.0/8, ::1'))).error).toBeNull();
  });
});

describe('broker agents', () => {
  function get(url: string, policy = DEFAULT_ADDRESS_POLICY) {
    const agents = brokerAgents(policy);
    return new Promise<NodeJS.ErrnoException>((resolve, reject) => {
      const request = http.request(url, { agent: agents.http, timeout: 2000 });
      request.on('error', resolve);
      request.on('response', () => reject(new Error('connected')));
      request.end();
    });
  }

  it('refuse literal metadata addresses, and names resolving outside the allowlist, without connecting', async () => {
    expect(await get('http://169.254.169.254/latest/meta-data/')).toMatchObject({
      code: ADDRESS_REFUSED,
      message: 'Beacon does not connect to 169.254.169.254: it is a link-local address',
    });
    expect(await get('http://[::ffff:169.254.169.254]/')).toMatchObject({ code: ADDRESS_REFUSED });
    expect(await get('http://2852039166/')).toMatchObject({ code: ADDRESS_REFUSED });
    expect(await get('http://localhost:1/', parseBrokerAllowlist('10.0.0.0/8'))).toMatchObject({
      code: ADDRESS_REFUSED,
    });
  });
});
