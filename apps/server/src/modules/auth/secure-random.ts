import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the session token handed to the browser. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
