// The overview feature's public API (eslint's beacon/feature-boundaries).
