import { describe, expect, it } from 'vitest';
import { namespaces, subscriptions, topics } from './catalogue.ts';
import { pathSegments, pulsarPath } from './path.ts';

describe('pulsarPath', () => {
  it('fills the template, encoding each parameter exactly once', () => {
    const path = pulsarPath(subscriptions.skip, {
      domain: 'persistent',
      tenant: 'acme',
      namespace: 'iot',
      topic: 'a/b %c#d',
      subName: 'sub 1',
      numMessages: 5,
    });
    expect(path).toBe('/admin/v2/persistent/acme/iot/a%2Fb%20%25c%23d/subscription/sub%201/skip/5');
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => pulsarPath(namespaces.bundles, { tenant: 'acme', namespace: '' })).toThrow('{namespace}');
  });

  it('names the resource by its unencoded segments', () => {
    expect(
      pathSegments(topics.stats, { domain: 'persistent', tenant: 't', namespace: 'n', topic: 'a/b' }),
    ).toEqual(['admin', 'v2', 'persistent', 't', 'n', 'a/b', 'stats']);
  });
});
