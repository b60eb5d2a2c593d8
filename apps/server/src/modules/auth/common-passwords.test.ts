import { strongPassword } from '@beacon/test-kit';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('the common-password check', () => {
  it('refuses listed passwords whatever their case', () => {
    // All three are on the list and at least 12 characters long, so only this check stops them.
    for (const password of ['1qaz2wsx3edc', 'Administrator', 'QWERTY123456']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses a listed password repeated to reach the minimum length', () => {
    for (const password of ['qwertyqwerty', 'DragonDragon', 'abc123abc123abc123']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('refuses a listed password followed by digits and symbols', () => {
    for (const password of ['password2024!', 'Iloveyou123456', 'monkey!!!!!!', 'sunshine_1990']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts passwords that only contain a common word', () => {
    for (const password of [
      'correct horse battery staple',
      'my dragon sleeps at noon',
      '2024password!', // a prefix is not a trivial change of the same kind; see decision 0002
      'k93847561029', // a one-letter "base" is not a listed password made longer
      strongPassword(),
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});
