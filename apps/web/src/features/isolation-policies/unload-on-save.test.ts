import { describe, expect, it } from 'vitest';
import { namespacesUnloaded, unloadingRegexes } from './unload-on-save.ts';

// ClustersBase.filterAndUnloadMatchedNamespaceAsync (4.0.7), which the placement contract case
// holds the simulator and a real broker to.

const LOCAL = ['acme/a', 'acme/b', 'acme/c'];

describe('what saving an isolation policy unloads', () => {
  it('unloads every namespace a new policy matches, unless the scope is none', () => {
    const saved = { namespaces: ['acme/(a|b)'], primary: ['p'] };
    expect(namespacesUnloaded(saved, undefined, 'changed', LOCAL)).toEqual(['acme/a', 'acme/b']);
    expect(namespacesUnloaded(saved, undefined, 'none', LOCAL)).toEqual([]);
  });

  it('unloads only the regexes in one policy and not both when the primary brokers stay', () => {
    const old = { namespaces: ['acme/a', 'acme/b'], primary: ['p'] };
    const saved = { namespaces: ['acme/b', 'acme/c'], primary: ['p'] };
    expect(unloadingRegexes(saved, old, 'changed')).toEqual(['acme/c', 'acme/a']);
    expect(namespacesUnloaded(saved, old, 'changed', LOCAL)).toEqual(['acme/a', 'acme/c']);
  });

  it('unloads every namespace either policy matches when the primary brokers change or all_matching', () => {
    const old = { namespaces: ['acme/a'], primary: ['p'] };
    expect(namespacesUnloaded({ namespaces: ['acme/a'], primary: ['q'] }, old, 'changed', LOCAL)).toEqual([
      'acme/a',
    ]);
    expect(namespacesUnloaded({ namespaces: ['acme/a'], primary: ['p'] }, old, 'changed', LOCAL)).toEqual([]);
    expect(
      namespacesUnloaded({ namespaces: ['acme/a'], primary: ['p'] }, old, 'all_matching', LOCAL),
    ).toEqual(['acme/a']);
  });
});
