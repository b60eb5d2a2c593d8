import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './request-target.ts';

describe('the request-target the proxy authorizes, audits and forwards', () => {
  it('keeps a plain path and its query as sent', () => {
    expect(parseRequestTarget('/admin/v2/persistent/acme/ns/t/stats?getPreciseBacklog=true')).toEqual({
      ok: true,
      path: '/admin/v2/persistent/acme/ns/t/stats',
      pathAndQuery: '/admin/v2/persistent/acme/ns/t/stats?getPreciseBacklog=true',
      segments: ['admin', 'v2', 'persistent', 'acme', 'ns', 't', 'stats'],
    });
  });

  it('writes percent-encoded segments back in one canonical form', () => {
    const target = parseRequestTarget('/admin/v2/persistent/acme/ns/%74opic%20%C3%A9/stats');
    expect(target).toEqual({
      ok: true,
      path: '/admin/v2/persistent/acme/ns/topic%20%C3%A9/stats',
      pathAndQuery: '/admin/v2/persistent/acme/ns/topic%20%C3%A9/stats',
      segments: ['admin', 'v2', 'persistent', 'acme', 'ns', 'topic é', 'stats'],
    });
  });

  it('refuses characters a request-target may not carry', () => {
    for (const url of [
      '/admin/v2/namespaces/acme/ns#/../../other/x',
      '/admin/v2/tenants?x=1#fragment',
      '/admin/v2/tenants/a b',
      '/admin/v2/tenants/"acme"',
      '/admin/v2/tenants/acme\\x',
      '/admin/v2/tenants/é',
      '/admin/v2/tenants/acme%zz',
      '/admin/v2/tenants/acme%2',
      '/admin/v2/tenants/{acme}',
      '/admin/v2/tenants?a=<script>',
    ]) {
      expect(parseRequestTarget(url).ok, url).toBe(false);
    }
  });

  it('refuses what the canonical path check refuses', () => {
    expect(parseRequestTarget('/admin/v2/namespaces/acme/../other').ok).toBe(false);
    expect(parseRequestTarget('/admin/v2/namespaces/acme/%2e%2e/other').ok).toBe(false);
  });
});
