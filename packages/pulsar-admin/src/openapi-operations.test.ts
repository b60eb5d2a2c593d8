// The committed OpenAPI facts (openapi/4.0.7, docs/decisions/0051): whole, prose-free, closed over
// their $refs, and, where Pulsar's OpenAPI files are beside the repository, exactly what extracting
// them again gives. Only that last comparison needs the files; everything else reads the repository.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractAll, SOURCE_DIR, sourcePresent } from '../scripts/extract-operations.ts';
import { generateDefinitions, readOpenApiFiles } from '../scripts/generate-types.ts';
import { OPENAPI_FILES, type OpenApiFacts, readAllOperations } from '../scripts/openapi-operations.ts';

const PROSE = /^(description|summary|example|examples|title|tags|externalDocs|x-.*)$/;

/** Every key of a schema or operation, except the names of an object's properties (those are data). */
function keysOf(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      if (key === 'properties' || key === 'responses') {
        for (const property of Object.values(inner as object)) keysOf(property, found);
      } else if (key !== 'default' && key !== 'enum') keysOf(inner, found);
    }
  }
}

function refsOf(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref') found.add(String(inner).replace('#/definitions/', ''));
      else refsOf(inner, found);
    }
  }
}

describe('the committed Pulsar 4.0.7 OpenAPI facts', () => {
  const all: OpenApiFacts[] = readAllOperations();

  it('hold the 588 operations of the seven files', () => {
    expect(all.map((facts) => facts.file)).toEqual([...OPENAPI_FILES]);
    expect(Object.fromEntries(all.map((facts) => [facts.file, facts.operations.length]))).toEqual({
      'swagger.json': 512,
      'swaggerfunctions.json': 21,
      'swaggersource.json': 16,
      'swaggersink.json': 16,
      'swaggerpackages.json': 7,
      'swaggertransactions.json': 14,
      'swaggerlookup.json': 2,
    });
    const admin = all[0]!;
    expect(admin.basePath).toBe('/admin/v2');
    expect(
      admin.operations.find(
        (operation) => operation.path === '/tenants/{tenant}' && operation.method === 'GET',
      ),
    ).toEqual({
      method: 'GET',
      path: '/tenants/{tenant}',
      parameters: [{ name: 'tenant', in: 'path', required: true, type: 'string' }],
      responses: { '200': { schema: { $ref: '#/definitions/TenantInfo' } }, '403': {}, '404': {} },
    });
  });

  it('keep facts only: no description, summary, example, tags or x-* text', () => {
    const keys = new Set<string>();
    for (const facts of all) keysOf([facts.operations, facts.definitions], keys);
    expect([...keys].filter((key) => PROSE.test(key))).toEqual([]);
  });

  it('hold exactly the definitions their operations reach', () => {
    for (const facts of all) {
      const reached = new Set<string>();
      refsOf(facts.operations, reached);
      for (let size = -1; size !== reached.size;) {
        size = reached.size;
        for (const name of [...reached]) refsOf(facts.definitions[name], reached);
      }
      expect([...reached].sort(), facts.file).toEqual(Object.keys(facts.definitions).sort());
    }
  });

  it("are what extracting Pulsar's OpenAPI files gives today (npm run extract-operations)", async (context) => {
    if (!sourcePresent()) {
      const note = `Pulsar's OpenAPI files are not in ${SOURCE_DIR}: not compared with the committed facts`;
      console.warn(`\n*** ${note} (SKIPPED) ***\n`);
      context.skip(note);
    }
    for (const { target, text } of await extractAll())
      expect(readFileSync(target, 'utf8'), target).toBe(text);
    // The generator reads the files when they are here, the facts otherwise: both give the same types.
    expect(await generateDefinitions(readOpenApiFiles('committed'))).toBe(
      await generateDefinitions(readOpenApiFiles('source')),
    );
  });
});
