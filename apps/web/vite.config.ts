// Vite builds the console into dist/ (served by apps/server) and hosts the web Vitest project.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Where `npm run dev` sends API calls: a locally running Beacon server (its default port). */
const BEACON_SERVER = 'http://127.0.0.1:7750';
/** Beacon's API, the Pulsar proxy and the health checks; every other path is the app itself. */
const PROXIED_PATHS = '^/(pulsar-manager|admin|lookup)(/|$)|^/(healthz|readyz)$';

/**
 * Vendor chunks, largest first. They change less often than the app code, so browsers keep them
 * cached across releases; antd is kept apart from React because it is the biggest and is upgraded
 * on its own schedule.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|stylis)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'vendor', test: /node_modules[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { [PROXIED_PATHS]: { target: BEACON_SERVER } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contracts package builds zod schemas at module level; the web uses only its constants
        // and types, so let the bundler drop the schemas (and zod) when nothing reads them.
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]/.test(id),
      },
      output: {
        codeSplitting: {
          // Only what the first page needs goes into the named vendor chunks; modules used only by
          // lazy routes stay with those routes so the login page does not download them.
          groups: vendorGroups.map((group, index) => ({
            ...group,
            tags: ['$initial' as const],
            priority: vendorGroups.length - index,
          })),
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
  },
});
