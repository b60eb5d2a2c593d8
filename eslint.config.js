// Type-aware lint for every workspace; CI runs it with --max-warnings 0.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {
  consoleLinkFence,
  consolePathFence,
  importAndNameFences,
  jsxA11yFence,
  pulsarPathFence,
  serverModuleFence,
} from './eslint-rules/fences.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
      'eslint.config.js',
      'vitest.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Fences (docs/architecture.md): a web feature or a server module is used only through its index.ts,
  // kebab-case names, jsx-a11y's recommended rules, and no Pulsar path built by hand in the server or the web.
  importAndNameFences,
  serverModuleFence,
  jsxA11yFence,
  pulsarPathFence,
  consoleLinkFence,
  consolePathFence,
  {
    // Our own ESLint rules are plain ESM JavaScript outside every tsconfig.
    files: ['eslint-rules/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
