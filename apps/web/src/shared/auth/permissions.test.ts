import { describe, expect, it } from 'vitest';
import { isAccessibleRoute, mayOpen, passesRouteRule } from './permissions.ts';

describe('route permissions', () => {
  it('gives super every route', () => {
    expect(mayOpen(['super'], ['super'])).toBe(true);
    expect(mayOpen(['super'], ['super', 'admin'])).toBe(true);
    expect(mayOpen(['super'], undefined)).toBe(true);
  });

  it('limits admin to routes that name admin, or name no role', () => {
    expect(mayOpen(['admin'], ['super', 'admin'])).toBe(true);
    expect(mayOpen(['admin'], undefined)).toBe(true);
    expect(mayOpen(['admin'], ['super'])).toBe(false);
  });

  it("lets admin through the guard's own rule, as Pulsar Manager did", () => {
    expect(passesRouteRule(['admin'], ['super'])).toBe(true);
    expect(isAccessibleRoute(['admin'], ['super'])).toBe(false);
  });

  it('lets a user without roles open only unrestricted routes', () => {
    expect(mayOpen([], undefined)).toBe(true);
    expect(mayOpen([], ['super', 'admin'])).toBe(false);
  });
});
