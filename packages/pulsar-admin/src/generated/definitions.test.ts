// The committed types are the generator's output for the OpenAPI files, byte for byte: a hand
// edit, or a catalogue that needs a definition nobody generated, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generateDefinitions, readOpenApiFiles } from '../../scripts/generate-types.ts';

describe('generated OpenAPI types', () => {
  it('are what the generator writes today (run `npm run generate -w @beacon/pulsar-admin`)', async () => {
    const regenerated = await generateDefinitions(readOpenApiFiles());
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(regenerated);
  });

  it('type each property of a definition from its OpenAPI schema', async () => {
    const text = await generateDefinitions(readOpenApiFiles());
    expect(text).toContain(
      'export type TenantInfo = {\n  adminRoles?: string[];\n  allowedClusters?: string[];\n};',
    );
    expect(text).toMatch(/status\?: 'NOT_RUN' \| 'RUNNING' \| 'SUCCESS' \| 'ERROR';/);
  });
});
