// The "your password was set by someone else" notice between the login, which learns it, and the
// console it opens, which shows it (issue 28 B16). Kept for this tab only, until dismissed.
import type { PasswordReset } from '../auth.api.ts';

const KEY = 'beacon.passwordReset';

export function rememberPasswordReset(reset: PasswordReset): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(reset));
  } catch {
    // Storage disabled: the notice is lost, the sign-in is not.
  }
}

export function pendingPasswordReset(): PasswordReset | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { by, at } = stored as Partial<PasswordReset>;
    return typeof by === 'string' && typeof at === 'number' ? { by, at } : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPasswordReset(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored to forget.
  }
}
