// Beacon's own ESLint rules (the fences of docs/architecture.md), used by eslint.config.js.
import { featureBoundaries } from './feature-boundaries.js';
import { fileNames } from './file-names.js';

export default {
  meta: { name: 'beacon' },
  rules: { 'feature-boundaries': featureBoundaries, 'file-names': fileNames },
};
