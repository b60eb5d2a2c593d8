/**
 * The `state` a sign-on started in this tab sent to the provider (OAuth 2.0 §10.12: the client
 * checks that the answer belongs to a request it made). Session storage: one tab, one sign-on.
 * Whoever starts the sign-on (the login page, issue 18) remembers it; the callback checks it.
 */
const SIGN_ON_STATE_KEY = 'beacon.signOnState';

export function rememberSignOnState(state: string): void {
  try {
    sessionStorage.setItem(SIGN_ON_STATE_KEY, state);
  } catch {
    // Storage can be disabled; the server still checks the state it issued.
  }
}

/** The remembered state; undefined when this tab started no sign-on (or storage is off). */
export function expectedSignOnState(): string | undefined {
  try {
    return sessionStorage.getItem(SIGN_ON_STATE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Once an answer is used, the state is spent: the same answer cannot be replayed in this tab. */
export function forgetSignOnState(): void {
  try {
    sessionStorage.removeItem(SIGN_ON_STATE_KEY);
  } catch {
    // Nothing was kept.
  }
}
