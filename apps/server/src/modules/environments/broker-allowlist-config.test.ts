// BEACON_BROKER_ALLOWLIST is read by config.ts only; a bad value stops start-up naming the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { checkHost } from './address-policy.ts';

describe('BEACON_BROKER_ALLOWLIST', () => {
  it('is off by default: only link-local, metadata and unspecified addresses are refused', () => {
    const { brokerAddressPolicy } = loadConfig({});
    expect(brokerAddressPolicy.allowlist).toBeUndefined();
    expect(checkHost('pulsar.internal', brokerAddressPolicy)).toBeUndefined();
    expect(checkHost('169.254.169.254', brokerAddressPolicy)).toContain('link-local');
  });

  it('pins environments to the hosts and CIDRs it lists', () => {
    const { brokerAddressPolicy } = loadConfig({ BEACON_BROKER_ALLOWLIST: 'pulsar.internal, 10.0.0.0/8' });
    expect(checkHost('pulsar.internal', brokerAddressPolicy)).toBeUndefined();
    expect(checkHost('10.1.2.3', brokerAddressPolicy)).toBeUndefined();
    expect(checkHost('192.168.0.1', brokerAddressPolicy)).toBe(
      'Beacon does not connect to 192.168.0.1: it is not in BEACON_BROKER_ALLOWLIST',
    );
  });

  it('stops start-up on a bad value, naming the variable and the entry', () => {
    expect(() => loadConfig({ BEACON_BROKER_ALLOWLIST: '10.0.0.0/8, pulsar:8080' })).toThrow(ConfigError);
    expect(() => loadConfig({ BEACON_BROKER_ALLOWLIST: '10.0.0.0/8, pulsar:8080' })).toThrow(
      'Invalid configuration: BEACON_BROKER_ALLOWLIST entry "pulsar:8080" is neither a host name, an IP address nor a CIDR (no scheme or port)',
    );
    expect(() => loadConfig({ BEACON_BROKER_ALLOWLIST: ' , ' })).toThrow(
      'Invalid configuration: BEACON_BROKER_ALLOWLIST must list at least one host name or CIDR',
    );
  });
});
