// How frame-ancestors and X-Frame-Options are read (CSP Level 2: frame-ancestors wins over XFO).
import { describe, expect, it } from 'vitest';
import { framingVerdict } from './framing.ts';

const beacon = new URL('https://beacon.example.com');
const target = 'https://grafana.example.com';
const verdict = (headers: Record<string, string>, origin = target) =>
  framingVerdict(new Headers(headers), beacon, origin);

describe('framingVerdict', () => {
  it.each([
    [{}, true],
    [{ 'x-frame-options': 'DENY' }, false],
    [{ 'x-frame-options': 'SAMEORIGIN' }, false],
    [{ 'x-frame-options': 'ALLOW-FROM https://beacon.example.com' }, true],
    [{ 'content-security-policy': "frame-ancestors 'none'" }, false],
    [{ 'content-security-policy': "frame-ancestors 'self'" }, false],
    [{ 'content-security-policy': 'frame-ancestors *' }, true],
    [{ 'content-security-policy': 'frame-ancestors https:' }, true],
    [{ 'content-security-policy': 'frame-ancestors https://beacon.example.com' }, true],
    [{ 'content-security-policy': 'frame-ancestors https://*.example.com' }, true],
    [{ 'content-security-policy': 'frame-ancestors https://beacon.example.com:8443' }, false],
    [{ 'content-security-policy': "default-src 'self'; frame-ancestors http://beacon.example.com" }, false],
    // frame-ancestors present: X-Frame-Options is ignored by the browser.
    [{ 'content-security-policy': 'frame-ancestors beacon.example.com', 'x-frame-options': 'DENY' }, true],
    [{ 'content-security-policy': "script-src 'self'" }, true],
  ])('%o → embeddable %s', (headers, embeddable) => {
    expect(verdict(headers).embeddable).toBe(embeddable);
  });

  it('allows SAMEORIGIN and self when Beacon and the target share an origin', () => {
    expect(verdict({ 'x-frame-options': 'SAMEORIGIN' }, beacon.origin).embeddable).toBe(true);
    expect(verdict({ 'content-security-policy': "frame-ancestors 'self'" }, beacon.origin).embeddable).toBe(
      true,
    );
  });

  it('names the header that refused', () => {
    expect(verdict({ 'x-frame-options': 'deny' })).toEqual({
      embeddable: false,
      refusal: 'x-frame-options',
      detail: 'deny',
    });
    expect(verdict({ 'content-security-policy': "frame-ancestors 'none'" }).refusal).toBe('frame-ancestors');
  });
});
