// CSRF tokens are signed, not stored: `nonce.HMAC(key, binding + nonce)`, where the binding is the
// session id (or "anonymous" before login). A token minted for session A therefore fails in session B.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const ANONYMOUS_BINDING = 'anonymous';

export class CsrfTokens {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  issue(binding: string): string {
    const nonce = randomBytes(18).toString('base64url');
    return `${nonce}.${this.#sign(binding, nonce)}`;
  }

  verify(token: string, binding: string): boolean {
    const [nonce, signature, extra] = token.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    const expected = Buffer.from(this.#sign(binding, nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  #sign(binding: string, nonce: string): string {
    return createHmac('sha256', this.#key).update(`${binding}\n${nonce}`).digest('base64url');
  }
}
