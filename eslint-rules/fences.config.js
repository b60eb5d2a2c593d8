// The fences alone, without type-aware rules, so a test can lint snippets that are not on disk.
import tseslint from 'typescript-eslint';
import {
  consoleLinkFence,
  consolePathFence,
  importAndNameFences,
  jsxA11yFence,
  pulsarPathFence,
  serverModuleFence,
} from './fences.js';

export default [
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  importAndNameFences,
  serverModuleFence,
  jsxA11yFence,
  pulsarPathFence,
  consoleLinkFence,
  consolePathFence,
];
