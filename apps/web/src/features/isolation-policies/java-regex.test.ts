import { describe, expect, it } from 'vitest';
import { brokerHost, compileJavaRegex, matchingNames } from './java-regex.ts';

describe('isolation-policy regexes as Pulsar matches them', () => {
  it('matches the whole name, as String.matches does', () => {
    expect(matchingNames(['sample/.*'], ['sample/orders', 'acme/sample/x', 'sample'])).toEqual([
      'sample/orders',
    ]);
    // A part of the name is not a match: "orders" alone matches no namespace name.
    expect(matchingNames(['orders'], ['sample/orders'])).toEqual([]);
    // Alternation stays inside the anchors.
    expect(matchingNames(['a/x|b/y'], ['a/x', 'b/y', 'a/xb/y', 'c/a/x'])).toEqual(['a/x', 'b/y']);
  });

  it('reports a regex it cannot read instead of throwing, and it matches nothing', () => {
    const problems = ['broker-(', 'broker-)', '*broker', 'broker-[0-9', 'broker\\', '(?<=x)y'].map(
      (regex) => {
        const compiled = compileJavaRegex(regex);
        return compiled.ok ? 'compiled' : compiled.problem;
      },
    );
    expect(problems).toEqual([
      'unclosedGroup',
      'unmatchedParenthesis',
      'nothingToRepeat',
      'unclosedClass',
      'trailingBackslash',
      'compiled',
    ]);
    expect(compileJavaRegex('(?<x')).toEqual({ ok: false, problem: 'other' });
    expect(matchingNames(['broker-(', 'broker-1'], ['broker-1', 'broker-2'])).toEqual(['broker-1']);
  });

  it('reads Java leading flags', () => {
    expect(matchingNames(['(?i)SAMPLE/.*'], ['sample/orders'])).toEqual(['sample/orders']);
  });

  it('matches brokers by host, without the port, as the load manager does', () => {
    expect(brokerHost('broker-1.example:8080')).toBe('broker-1.example');
    expect(brokerHost('[::1]:8080')).toBe('::1');
    expect(brokerHost('localhost')).toBe('localhost');
  });
});
