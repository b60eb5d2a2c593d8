import { afterEach, describe, expect, it } from 'vitest';
import { appPath, basePath, documentPath } from './base-path.ts';

function servedUnder(path: string) {
  const meta = document.createElement('meta');
  meta.name = 'beacon-base-path';
  meta.content = path;
  document.head.append(meta);
}

describe('the base path the server wrote into the page', () => {
  afterEach(() => document.head.querySelector('meta[name="beacon-base-path"]')?.remove());

  it('is nothing at the root: addresses stay as they are', () => {
    expect(basePath()).toBe('');
    expect(documentPath('/login')).toBe('/login');
    expect(appPath('/pulsar/login')).toBe('/pulsar/login');
  });

  it('is put on the addresses leaving the app and taken off those coming in', () => {
    servedUnder('/pulsar');
    expect(documentPath('/pulsar-manager/users/userInfo')).toBe('/pulsar/pulsar-manager/users/userInfo');
    expect(appPath('/pulsar/management/tenants')).toBe('/management/tenants');
    expect(appPath('/pulsar')).toBe('/');
    // Only the whole segment is the prefix.
    expect(appPath('/pulsar-manager/login')).toBe('/pulsar-manager/login');
  });
});
