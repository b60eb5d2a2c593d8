import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  const box = new SecretBox('a-secret-of-at-least-thirty-two-characters');

  it('round-trips and never repeats a ciphertext', () => {
    const first = box.seal('token-value');
    expect(box.open(first)).toBe('token-value');
    expect(box.seal('token-value')).not.toBe(first);
    expect(first).not.toContain('token-value');
  });

  it('refuses a tampered ciphertext and another key', () => {
    const sealed = box.seal('token-value');
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('other').toString('base64url')].join('.');
    expect(() => box.open(tampered)).toThrow();
    expect(() => new SecretBox('another-secret-of-thirty-two-characters!').open(sealed)).toThrow();
  });
});
