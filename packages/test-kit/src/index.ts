// Factories shared by every test layer. Each test makes its own data with unique names, so tests
// never depend on one another.
import { randomBytes } from 'node:crypto';

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/** A password that satisfies the console's policy (12–128 characters). */
export function strongPassword(): string {
  return `pw-${randomBytes(9).toString('base64url')}`;
}

export interface UserCredentials {
  username: string;
  password: string;
}

export function newUserCredentials(prefix = 'user'): UserCredentials {
  return { username: uniqueName(prefix), password: strongPassword() };
}
export { addEnvironment, logInToBeacon, waitUntilServing, type BeaconSession } from './beacon-client.ts';
export { offloadPoliciesAnswer } from './pulsar-answers.ts';
