// The most common passwords (zxcvbn-ts's list of about 49 000, from the npm registry, so it works
// offline and is updated with the package). Loaded on the first check, not at start-up: only the few
// calls that set a password need it, and it costs about 10 MB of heap and 25 ms.
import { createRequire } from 'node:module';

let commonPasswords: ReadonlySet<string> | undefined;

function loadCommonPasswords(): ReadonlySet<string> {
  if (!commonPasswords) {
    // require, not import(): start-up configuration is checked synchronously, and so is this.
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: { 'passwords-common': string[] };
    };
    // The list is lower case; comparisons are too, so `Password123` is the same as `password123`.
    commonPasswords = new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  }
  return commonPasswords;
}

/** A listed password followed by digits and punctuation only: `dragon2024!`, `iloveyou123456`. */
const TRAILING_DIGITS_AND_SYMBOLS = /[^\p{L}]+$/u;
/** Shorter listed entries ("a", "abc") start too many unrelated passwords to count as their base. */
const MIN_BASE_LENGTH = 4;

/**
 * True when the password is a common one, or a common one made long enough in the ways people do:
 * repeated (`qwertyqwerty`) or followed by digits and symbols (`password2024!`). Case is ignored.
 * Decision 0002 says why these and no more.
 */
export function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  if (repeatsAnEntry(lower, list)) return true;
  const base = lower.replace(TRAILING_DIGITS_AND_SYMBOLS, '');
  return base.length >= MIN_BASE_LENGTH && base !== lower && list.has(base);
}

/** `qwertyqwerty`, `abc123abc123abc123`: two or more copies of one listed password. */
function repeatsAnEntry(password: string, list: ReadonlySet<string>): boolean {
  for (let length = 1; length <= password.length / 2; length++) {
    if (password.length % length !== 0) continue;
    const unit = password.slice(0, length);
    if (list.has(unit) && unit.repeat(password.length / length) === password) return true;
  }
  return false;
}
