// Token lifetimes come from configuration (issue 15 item 4); a bad value stops start-up naming it.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('token configuration', () => {
  it('defaults to 30 days, at most 365, no token without expiry', () => {
    const config = loadConfig({});
    expect([config.tokenDefaultTtlSeconds, config.tokenMaxTtlSeconds, config.tokenAllowNoExpiry]).toEqual([
      30 * 86_400,
      365 * 86_400,
      false,
    ]);
  });

  it('reads seconds or a number with s, m, h or d', () => {
    const config = loadConfig({
      BEACON_TOKEN_DEFAULT_TTL: '12h',
      BEACON_TOKEN_MAX_TTL: '90d',
      BEACON_TOKEN_ALLOW_NO_EXPIRY: 'true',
    });
    expect([config.tokenDefaultTtlSeconds, config.tokenMaxTtlSeconds, config.tokenAllowNoExpiry]).toEqual([
      43_200,
      90 * 86_400,
      true,
    ]);
    expect(loadConfig({ BEACON_TOKEN_DEFAULT_TTL: '3600' }).tokenDefaultTtlSeconds).toBe(3600);
  });

  it.each([
    [{ BEACON_TOKEN_DEFAULT_TTL: '30 days' }, 'BEACON_TOKEN_DEFAULT_TTL must be a positive duration'],
    [{ BEACON_TOKEN_MAX_TTL: '0' }, 'BEACON_TOKEN_MAX_TTL must be a positive duration'],
    [{ BEACON_TOKEN_ALLOW_NO_EXPIRY: 'yes' }, 'BEACON_TOKEN_ALLOW_NO_EXPIRY must be true or false'],
    [{ BEACON_TOKEN_DEFAULT_TTL: '400d' }, 'BEACON_TOKEN_DEFAULT_TTL must not exceed BEACON_TOKEN_MAX_TTL'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
