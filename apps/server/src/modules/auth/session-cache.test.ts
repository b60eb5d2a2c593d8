import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { sha256Hex } from './secure-random.ts';
import { SessionCache } from './session-cache.ts';

function identity(clock: ManualClock, userId: string, token: string): Authenticated {
  const now = clock.now();
  return {
    user: {
      id: userId,
      name: userId,
      description: '',
      email: '',
      phone_number: '',
      location: '',
      company: '',
      password_hash: 'unused',
      source: 'local',
      created_at: now,
      updated_at: now,
    },
    session: {
      id: sha256Hex(token),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: now + 60_000,
      revoked_at: null,
      client_address: '127.0.0.1',
      user_agent: 'test',
      password_confirmed_at: now,
    },
    access: { roles: ['super'], tenants: [], bindings: [] },
  };
}

describe('session cache', () => {
  it('keeps a lookup for its time, never past the session’s expiry', () => {
    const clock = new ManualClock();
    const cache = new SessionCache(clock, 1000);
    cache.set('token-a', identity(clock, 'alice', 'token-a'));
    clock.advance(999);
    expect(cache.get('token-a')?.user.id).toBe('alice');
    clock.advance(1);
    expect(cache.get('token-a')).toBeUndefined();

    const longCache = new SessionCache(clock, 60_000);
    longCache.set('token-b', identity(clock, 'bob', 'token-b'));
    clock.advance(60_000 - 1);
    expect(longCache.get('token-b')).toBeDefined();
    clock.advance(1);
    expect(longCache.get('token-b')).toBeUndefined();
  });

  it('forgets one session, or every session of a user, at once', () => {
    const clock = new ManualClock();
    const cache = new SessionCache(clock, 1000);
    cache.set('a1', identity(clock, 'alice', 'a1'));
    cache.set('a2', identity(clock, 'alice', 'a2'));
    cache.set('b1', identity(clock, 'bob', 'b1'));
    cache.forgetSession(sha256Hex('a1'));
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeDefined();
    cache.forgetUser('alice');
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')?.user.id).toBe('bob');
  });

  it('keeps nothing when turned off (0)', () => {
    const clock = new ManualClock();
    const cache = new SessionCache(clock, 0);
    cache.set('a1', identity(clock, 'alice', 'a1'));
    expect(cache.get('a1')).toBeUndefined();
  });
});
