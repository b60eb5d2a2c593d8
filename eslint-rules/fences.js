// The fences (docs/architecture.md, "Fences"): feature boundaries, kebab-case file names and
// jsx-a11y on the web; module boundaries in the server; no hand-built Pulsar path in the server or
// the web; no console address outside the route table. eslint.config.js spreads them;
// scripts/eslint-fences.test.ts lints snippets with them through fences.config.js.
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import beacon from './index.js';
import { PULSAR_PATH_ALLOW_LIST } from './pulsar-path-allow-list.js';

export const importAndNameFences = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { beacon },
  rules: { 'beacon/feature-boundaries': 'error', 'beacon/file-names': 'error' },
};

/** A server module is used only through its index.ts; production never imports test-support/ (decision 0063). */
export const serverModuleFence = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { beacon },
  rules: { 'beacon/server-module-boundaries': 'error' },
};

export const jsxA11yFence = {
  ...jsxA11y.configs.recommended,
  files: ['apps/web/**/*.tsx'],
  rules: {
    ...jsxA11y.configs.recommended.rules,
    // A dialog the user opened puts focus in its first field (the WAI-ARIA dialog pattern); antd
    // components take autoFocus for that. A bare DOM element with autoFocus is still refused.
    'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }],
    // A scrollable region (a message payload, a schema) is focusable so the keyboard can scroll it,
    // as axe's scrollable-region-focusable asks; it is then a named region.
    'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
  },
};

/** Pulsar is called through the @beacon/pulsar-admin catalogue (decision 0053); tests are outside. */
export const pulsarPathFence = {
  files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**', 'apps/web/src/test/**'],
  plugins: { beacon },
  rules: { 'beacon/no-hand-built-pulsar-path': ['error', { allow: PULSAR_PATH_ALLOW_LIST }] },
};

/**
 * Console addresses come from the route table (decision 0064). Outside the fence: the table itself,
 * tests, and the API modules (`*.api.ts`), whose paths are Beacon's API's, some of which share a
 * console route's first segment (`/users/user`, `/environments/environment`).
 */
export const consolePathFence = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: [
    'apps/web/src/shared/routes/route-table.ts',
    '**/*.api.ts',
    '**/*.test.ts',
    '**/*.test.tsx',
    '**/test-support/**',
    'apps/web/src/test/**',
  ],
  plugins: { beacon },
  rules: { 'beacon/no-console-path-literal': 'error' },
};

/**
 * Screens link and navigate through shared/ui/console-link.tsx, whose addresses name the
 * environment in use (issue 28 A2, decision 0057); react-router's own would drop it.
 */
export const consoleLinkFence = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  ignores: [
    'apps/web/src/shared/ui/console-link.tsx',
    '**/*.test.ts',
    '**/*.test.tsx',
    'apps/web/src/test/**',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router',
            importNames: ['Link', 'NavLink', 'Navigate', 'useNavigate'],
            message:
              'Use Link and useNavigate of shared/ui/index.ts (console-link.tsx): their addresses name the environment (decision 0057).',
          },
        ],
      },
    ],
  },
};
