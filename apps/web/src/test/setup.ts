// Vitest setup for the web project: DOM matchers, the browser APIs jsdom lacks, and a network that
// every test starts from scratch, with the real Beacon server behind it.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { loadConsoleTexts, restoreLanguage } from '../shared/i18n/i18n.ts';
import { clearErrorLog } from '../shared/lib/error-log.ts';
import { reloadUiSize } from '../shared/lib/ui-size.ts';
import { clearToasts } from '../shared/ui/toast-store.ts';
import { clearBrowserCookies } from './browser-cookies.ts';
import { setWindowWidth } from './window-size.ts';
import './link-matcher.ts';
import { network, unansweredCalls } from './network.ts';
import { forgetRealBeaconOfTheTest, realBeaconOnFirstCall } from './real-beacon.ts';

// Components are rendered on their own too, not only below the route that loads the console's texts.
await loadConsoleTexts();

// antd's responsive helpers query matchMedia, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      // Tests run as for a user who asks for less motion: antd then skips its animations (the
      // console turns them off for such users), so a dialog or menu closes at once instead of
      // after a transition jsdom never runs.
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// antd's menus and overflow lists observe their size; jsdom has no layout, so nothing ever changes.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoLayoutResizeObserver });

// The console shell and antd load lazily, as in the browser; on a busy two-core machine the first
// screen of a file (its modules compiled on first use) took 10.4 s once in a clean-clone run.
configure({ asyncUtilTimeout: 20_000 });

// A query that finds nothing prints the whole page into its error. findBy… and waitFor retry until
// the page has what they wait for, and each miss printed the page again, for an error nobody
// reads: a tenth of the suite's CPU time (the policy editor's tests: 5.7 s of 55). While they
// retry, Testing Library marks its diagnostics as switched off; the misses then say only what
// was not found, and the error a timeout finally throws gets the page printed once.
const printingPage = getConfig().getElementError;
configure({
  getElementError(message, container) {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    if (!retrying) return printingPage(message, container);
    const miss = new Error(message ?? '');
    miss.name = 'TestingLibraryElementError';
    return miss;
  },
});

// A call no test expected is a bug in the test or in the code: the call fails (the 'error'
// strategy), and so does the test that made it, even when the code under test swallowed the failure.
beforeAll(() => network.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  // A desktop window unless a test says otherwise (jsdom's default 1024 px counts as mobile).
  setWindowWidth(1280);
  // Beacon's own API is the real server's, emptied, for a test that seeds nothing in it.
  network.use(realBeaconOnFirstCall());
});
afterEach(() => {
  cleanup();
  clearErrorLog();
  clearToasts();
  network.resetHandlers();
  forgetRealBeaconOfTheTest();
  clearBrowserCookies();
  localStorage.clear();
  // The visited-page tabs live in session storage (they survive a reload): none carry over.
  sessionStorage.clear();
  // Nor does the address: a component rendered on its own reads the page it is on (issue 28 B16's
  // provider confirmation returns to it), and the files share one window (isolate: false).
  window.history.replaceState(null, '', '/');
  // The files share modules (isolate: false): the next one starts in the default language and size.
  restoreLanguage();
  reloadUiSize();
  unansweredCalls.assertNoneSinceLastCheck();
});
afterAll(() => network.close());
