import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathAfterLogin } from './route-guard.ts';

const after = (redirect: string) => returnPathAfterLogin(new URLSearchParams({ redirect }));

describe('returnPathAfterLogin', () => {
  it('follows a path inside the console, with its query and hash', () => {
    expect(after('/management/tenants?tab=namespaces#top')).toBe('/management/tenants?tab=namespaces#top');
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash trick', '/\\evil.example/'],
    ['a relative path', 'management'],
    ['the login page itself', '/login?redirect=%2F'],
    ['nothing', ''],
  ])('goes home instead of %s', (_case, redirect) => {
    expect(after(redirect)).toBe('/');
  });

  it('round-trips what the guard put in the login URL', () => {
    const loginUrl = new URL(loginPathFor('/?view=roles'), window.location.origin);
    expect(loginUrl.pathname + loginUrl.search).toBe('/login?redirect=%2F%3Fview%3Droles');
    expect(returnPathAfterLogin(loginUrl.searchParams)).toBe('/?view=roles');
  });
});
