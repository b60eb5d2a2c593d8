// The code and path of the password confirmation (issue 15 item 5), apart from its zod schema
// (password-confirmation.ts): the web's HTTP client, in the login page's first download, reads the
// code, and must not pull zod in with it (bench/first-load.ts).
import { API_PREFIX } from './session.ts';

/** The `code` of a 403 that asks for the password again (ErrorResponse.code). */
export const PASSWORD_CONFIRMATION_REQUIRED = 'password-confirmation-required';

export const CONFIRM_PASSWORD_PATH = `${API_PREFIX}/auth/confirm-password`;
