// Vitest setup for the web project: DOM matchers, the browser APIs jsdom lacks, and a fake network
// that every test starts from scratch.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { clearBrowserCookies } from './browser-cookies.ts';
import { network } from './network.ts';

// antd's responsive helpers query matchMedia, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// A call no test expected is a bug in the test or in the code: fail loudly.
beforeAll(() => network.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  network.resetHandlers();
  clearBrowserCookies();
  localStorage.clear();
});
afterAll(() => network.close());
