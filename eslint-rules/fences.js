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
};
