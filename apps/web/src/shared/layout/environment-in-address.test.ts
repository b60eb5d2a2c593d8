import { describe, expect, it } from 'vitest';
import {
  addressInEnvironment,
  addressWithEnvironment,
  environmentNamedIn,
} from './environment-in-address.ts';

describe('console addresses naming their environment', () => {
  it('adds the environment to a console path, keeping its query and fragment', () => {
    expect(addressWithEnvironment('/management/tenants', 'prod')).toBe('/management/tenants?env=prod');
    expect(addressWithEnvironment('/management/tenants/tenantInfo/a?tab=namespaces#top', 'prod')).toBe(
      '/management/tenants/tenantInfo/a?tab=namespaces&env=prod#top',
    );
    expect(addressWithEnvironment({ pathname: '/overview', search: '?x=1' }, 'a b')).toEqual({
      pathname: '/overview',
      search: '?x=1&env=a+b',
    });
  });

  it('keeps an environment an address names already, and leaves addresses outside the console alone', () => {
    expect(addressWithEnvironment('/overview?env=staging', 'prod')).toBe('/overview?env=staging');
    for (const address of [
      '/login?redirect=%2Fusers',
      '/setup',
      '/callback?code=1',
      'https://pulsar.apache.org',
      '//elsewhere.example/x',
      'namespaces',
      '?tab=x',
    ])
      expect(addressWithEnvironment(address, 'prod')).toBe(address);
    expect(addressWithEnvironment({ search: '?tab=x' }, 'prod')).toEqual({ search: '?tab=x' });
  });

  it('leaves every address as it is while no environment is in use', () => {
    expect(addressWithEnvironment('/management/tenants', undefined)).toBe('/management/tenants');
  });

  it('replaces the environment an address names, and reads it back', () => {
    const address = addressInEnvironment('/management/tenants?env=prod&page=2', 'staging');
    expect(address).toBe('/management/tenants?env=staging&page=2');
    expect(environmentNamedIn(address)).toBe('staging');
    expect(environmentNamedIn('/management/tenants')).toBeUndefined();
  });
});
