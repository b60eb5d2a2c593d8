// Beacon's own ESLint rules (the fences of docs/architecture.md), used by eslint.config.js.
import { noConsolePathLiteral } from './console-paths.js';
import { featureBoundaries } from './feature-boundaries.js';
import { fileNames } from './file-names.js';
import { noHandBuiltPulsarPath } from './pulsar-paths.js';
import { serverModuleBoundaries } from './server-module-boundaries.js';

export default {
  meta: { name: 'beacon' },
  rules: {
    'feature-boundaries': featureBoundaries,
    'file-names': fileNames,
    'no-hand-built-pulsar-path': noHandBuiltPulsarPath,
    'server-module-boundaries': serverModuleBoundaries,
    'no-console-path-literal': noConsolePathLiteral,
  },
};
