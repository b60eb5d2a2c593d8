// The web's fences (docs/architecture.md, "Fences"): feature boundaries, kebab-case file names and
// jsx-a11y. eslint.config.js spreads them; scripts/eslint-fences.test.ts lints snippets with them
// through fences.config.js.
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import beacon from './index.js';

export const importAndNameFences = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { beacon },
  rules: { 'beacon/feature-boundaries': 'error', 'beacon/file-names': 'error' },
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
