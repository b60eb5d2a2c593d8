// Sensitive calls answer 403 with PASSWORD_CONFIRMATION_REQUIRED when the password was last typed
// more than 5 minutes ago (issue 15 item 5). The HTTP client asks here for the password and retries
// the call once when it was confirmed; the dialog that asks is connected by the app (it needs antd),
// and without one the call fails with its original error.
import { PASSWORD_CONFIRMATION_REQUIRED } from '@beacon/contracts';

/** Shows the password dialog; resolves true once the server accepted the password, false on Cancel. */
export type PasswordPrompt = () => Promise<boolean>;

let prompt: PasswordPrompt | undefined;
/** One dialog for calls refused together (a screen firing two sensitive calls): they share its answer. */
let pending: Promise<boolean> | undefined;

export function needsPasswordConfirmation(status: number, body: unknown): boolean {
  return (
    status === 403 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { code?: unknown }).code === PASSWORD_CONFIRMATION_REQUIRED
  );
}

/** Connects the dialog; returns the disconnect. */
export function connectPasswordPrompt(next: PasswordPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = undefined;
  };
}

/** Asks for the password (once for every call waiting); false when no dialog is connected or on Cancel. */
export function askForPassword(): Promise<boolean> {
  if (!prompt) return Promise.resolve(false);
  pending ??= prompt()
    .catch(() => false)
    .finally(() => {
      pending = undefined;
    });
  return pending;
}
