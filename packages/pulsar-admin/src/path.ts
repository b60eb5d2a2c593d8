import type { Operation, PathParams } from './operation.ts';

/**
 * The request path of an entry: each parameter percent-encoded exactly once, here and nowhere
 * else (a topic name may hold `/`, `%`, `#` or spaces; Pulsar decodes the segment once).
 */
export function pulsarPath<Template extends string>(
  operation: Operation<Template, unknown, unknown, unknown>,
  params: PathParams<Template>,
): string {
  const values = params as Record<string, string | number | undefined>;
  return operation.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      throw new Error(`${operation.template}: no value for {${name}}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The path's segments with the parameters filled in, unencoded: `['namespaces', 'public',
 * 'default', 'bundles']`. Query keys are built from these, so a key names the resource it reads.
 */
export function pathSegments<Template extends string>(
  operation: Operation<Template, unknown, unknown, unknown>,
  params: PathParams<Template>,
): string[] {
  const values = params as Record<string, string | number>;
  return operation.template
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      return name === undefined ? segment : String(values[name]);
    });
}
