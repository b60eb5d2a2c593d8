// `expect(link).toLinkTo(path)`: the link leads to `path` in the environment in use, as every console
// link does (decision 0057), so a test names the page it expects and the matcher the environment.
import { expect } from 'vitest';
import { addressWithEnvironment } from '../shared/layout/environment-in-address.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameters as vitest declares them
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> {
    toLinkTo(path: string): R;
  }
}

expect.extend({
  toLinkTo(received: Element, path: string) {
    const expected = addressWithEnvironment(path) as string; // a path given, a path back
    const href = received.getAttribute('href');
    return {
      pass: href === expected,
      message: () =>
        `expected the link to lead to ${expected}${this.isNot ? ' not' : ''}, it leads to ${String(href)}`,
      actual: href,
      expected,
    };
  },
});
