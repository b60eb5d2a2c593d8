// Vite builds the console into dist/ (served by apps/server) and hosts the web Vitest project.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { prerenderLoginPage } from './build/prerender-login-plugin.ts';

/** Where `npm run dev` sends API calls: a locally running Beacon server (its default port). */
const BEACON_SERVER = 'http://127.0.0.1:7750';
/** Beacon's API, the Pulsar proxy and the health checks; every other path is the app itself. */
const PROXIED_PATHS = '^/(pulsar-manager|admin|lookup)(/|$)|^/(healthz|readyz)$';

/**
 * Vendor chunks of the first download (the login page), largest first. They change less often
 * than the app code, so browsers keep them cached across releases.
 */
const initialVendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
];

const antdModules =
  /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|stylis|dayjs|screenfull|clsx|classnames)[\\/]/;

export default defineConfig({
  // The login form paints from index.html before any script has run (decision 0029).
  plugins: [react(), prerenderLoginPage()],
  // Asset addresses relative to the page or the importing file, never from the root: the server
  // puts them under BEACON_BASE_PATH when it serves the page (web-app.ts, decision 0091), and the
  // chunks then load each other from wherever they were loaded.
  base: './',
  server: {
    proxy: { [PROXIED_PATHS]: { target: BEACON_SERVER } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // antd is one lazily loaded chunk of about 750 kB (240 kB gzip) by design; see decision 0013.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // The contracts package builds zod schemas at module level; the web uses only its constants
        // and types, so let the bundler drop the schemas (and zod) when nothing reads them: whole
        // modules, and (zod's builders counted pure: the web never calls z.config or registers a
        // schema) the schemas next to constants the login page does read, e.g. in sso.ts.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Only what the first page needs goes into the initial vendor chunks. antd (with its
          // icons and date library) is one chunk of its own that only the console shell and the
          // error pages load: the login page never downloads it (decision 0013).
          groups: [
            // Below React's group: a group also takes the modules its members import, so a higher
            // priority would pull React itself into the antd chunk.
            { name: 'antd', test: antdModules, priority: 1 },
            ...initialVendorGroups.map((group, index) => ({
              ...group,
              tags: ['$initial' as const],
              // The catch-all `vendor` group comes last, under antd.
              priority: group.name === 'vendor' ? 0 : initialVendorGroups.length - index + 1,
            })),
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    env: { TZ: 'UTC' },
    // The first test of a file that opens the console shell transforms antd, which on a shared
    // two-core machine can take several seconds.
    testTimeout: 30_000,
    // Files share a worker's module cache instead of importing antd and the console afresh each:
    // the suite takes half the time (192 s against 366 s on the build machine). What a test leaves
    // behind is reset after each test in src/test/setup.ts (DOM, network, cookies, storage, toasts,
    // error log, language, size); every render builds its own query client and router.
    isolate: false,
  },
});
