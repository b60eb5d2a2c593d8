// Which Pulsar operations exist: every calls the console makes to a broker must be one of the
// official 4.0.7 OpenAPI operations (their facts are committed in packages/pulsar-admin/openapi/4.0.7),
// or one of the few Pulsar serves but documents elsewhere (REST produce, BookKeeper's bookie API).
// Used by the e2e journeys, which record every proxied call the browser makes, and by the
// permission-table check.
import { fullPath, readAllOperations } from '../../pulsar-admin/scripts/openapi-operations.ts';

/**
 * Served by Pulsar but absent from its OpenAPI files: the REST produce API (TopicsBase, documented
 * on pulsar.apache.org under "REST API for producing"), BookKeeper's HTTP API used for bookies, and
 * a namespace's publish rate, which 4.0.7 serves with `@ApiOperation(hidden = true)`
 * (Namespaces.java:993-1045) while its topic-level twin is documented.
 */
const DOCUMENTED_ELSEWHERE: readonly PulsarOperation[] = [
  ...(['GET', 'POST', 'DELETE'] as const).map((method) => ({
    file: 'hidden-admin',
    method,
    template: '/admin/v2/namespaces/{tenant}/{namespace}/publishRate',
  })),
  { file: 'rest-produce', method: 'POST', template: '/topics/{domain}/{tenant}/{namespace}/{topic}' },
  {
    file: 'rest-produce',
    method: 'POST',
    template: '/topics/{domain}/{tenant}/{namespace}/{topic}/partitions/{partition}',
  },
  { file: 'bookkeeper-http', method: 'GET', template: '/api/v1/bookie/list_bookies' },
  { file: 'bookkeeper-http', method: 'GET', template: '/api/v1/bookie/list_bookie_info' },
  { file: 'bookkeeper-http', method: 'GET', template: '/api/v1/bookie/info' },
];

export interface PulsarOperation {
  /** The OpenAPI file (or `rest-produce` / `bookkeeper-http` / `hidden-admin`). */
  file: string;
  method: string;
  /** Full path template, base path included, e.g. `/admin/v2/tenants/{tenant}`. */
  template: string;
}

function loadOperations(): PulsarOperation[] {
  const operations: PulsarOperation[] = [...DOCUMENTED_ELSEWHERE];
  for (const facts of readAllOperations()) {
    for (const operation of facts.operations) {
      operations.push({ file: facts.file, method: operation.method, template: fullPath(facts, operation) });
    }
  }
  return operations;
}

const OPERATIONS = loadOperations();
const SPLIT = OPERATIONS.map((operation) => ({ operation, parts: operation.template.split('/') }));

function segmentMatches(templatePart: string, segment: string): boolean {
  if (templatePart.startsWith('{') && templatePart.endsWith('}')) return segment !== '';
  return templatePart === segment;
}

/**
 * The operation a concrete call uses (`GET /admin/v2/persistent/t/ns/orders/stats?x=1`), or
 * undefined when Pulsar has no such operation. Literal segments beat parameters, as in JAX-RS.
 */
export function findPulsarOperation(method: string, pathAndQuery: string): PulsarOperation | undefined {
  const path = pathAndQuery.split('?')[0] ?? '';
  const segments = path.split('/');
  let best: { operation: PulsarOperation; literals: number } | undefined;
  for (const { operation, parts } of SPLIT) {
    if (operation.method !== method.toUpperCase() || parts.length !== segments.length) continue;
    if (!parts.every((part, index) => segmentMatches(part, segments[index] ?? ''))) continue;
    const literals = parts.filter((part) => !part.startsWith('{')).length;
    if (!best || literals > best.literals) best = { operation, literals };
  }
  return best?.operation;
}

/** Every operation, for checks that walk the whole surface. */
export function allPulsarOperations(): readonly PulsarOperation[] {
  return OPERATIONS;
}
