// Function, source and sink bodies name topics, tenants and packages. A tenant admin may only point
// them at its own tenants: a sink reading another tenant's topic, or a function loading another
// tenant's package, would cross the boundary the path check enforces. A package may only come from
// Pulsar's package store (function://, source://, sink:// of the caller's tenant) or be a builtin
// connector: an http(s) or file URL would make the function worker fetch from wherever the caller says.
import { isPulsarName } from '@beacon/contracts';
import { HttpError } from '../../http-errors.ts';

const PACKAGE_SCHEMES = ['function', 'source', 'sink'];
/** Fields whose value (a string, or an array of strings) is a topic name or pattern. */
const TOPIC_FIELDS = ['inputs', 'output', 'logTopic', 'deadLetterTopic', 'topicName', 'topicsPattern'];
/** Fields whose keys are topic names (FunctionConfig, SinkConfig). */
const TOPIC_MAP_FIELDS = [
  'inputSpecs',
  'topicToSerdeClassName',
  'topicToSchemaType',
  'topicToSchemaProperties',
  'customSerdeInputs',
  'customSchemaInputs',
];
/** Fields that name a package: the code of a function, source, sink, or a sink's transform function. */
export const PACKAGE_FIELDS = ['jar', 'py', 'go', 'archive', 'transformFunction'];

/** The tenant a topic name belongs to; Pulsar resolves a bare name to public/default. */
export function tenantOfTopic(topic: string): string | undefined {
  // Pulsar reads the domain without regard to case (TopicDomain.getEnum).
  const withoutDomain = topic.replace(/^(persistent|non-persistent):\/\//i, '');
  const parts = withoutDomain.split('/');
  if (parts.length === 1) return parts[0] === '' ? undefined : 'public';
  return parts.length >= 3 ? parts[0] : undefined;
}

const outside = (tenant: string) =>
  new HttpError(403, `The configuration refers to tenant ${tenant}, which this user does not administer`);

/** Why this caller may not name `topic`, if it may not. */
export function topicRefusal(topic: string, allowedTenants: readonly string[]): HttpError | undefined {
  const tenant = tenantOfTopic(topic);
  if (tenant === undefined || !isPulsarName(tenant))
    return new HttpError(403, `Cannot tell which tenant the topic ${topic} belongs to`);
  return allowedTenants.includes(tenant) ? undefined : outside(tenant);
}

/** A URL scheme at the start of a value (`http:`, `file:`, `FUNCTION:`), or undefined for a bare path. */
const schemeOf = (value: string) => /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];

/**
 * Why this caller may not name the package `url`, if it may not. A value without a scheme is the
 * client's own file name for the package it uploads in the same request (pulsar-admin sends
 * `"jar": "/home/me/fn.jar"` next to the `data` part); it is allowed only beside such an upload.
 */
export function packageRefusal(
  url: string,
  allowedTenants: readonly string[],
  context: { uploaded: boolean },
): HttpError | undefined {
  const scheme = schemeOf(url);
  if (scheme === undefined && context.uploaded) return undefined;
  if (url.startsWith('builtin://')) return undefined;
  const packageScheme = PACKAGE_SCHEMES.find((candidate) => url.startsWith(`${candidate}://`));
  if (!packageScheme)
    return new HttpError(
      403,
      `Only builtin:// and package (function://, source://, sink://) URLs are allowed, not ${url}`,
    );
  const tenant = url.slice(packageScheme.length + 3).split('/')[0] ?? '';
  if (!isPulsarName(tenant)) return new HttpError(403, `Invalid package URL ${url}`);
  return allowedTenants.includes(tenant) ? undefined : outside(tenant);
}

/** Every key of `config` equal to `field` without regard to case: each is checked, none can hide. */
function valuesOf(config: Record<string, unknown>, field: string): unknown[] {
  const lower = field.toLowerCase();
  return Object.entries(config)
    .filter(([key, value]) => key.toLowerCase() === lower && value !== null && value !== undefined)
    .map(([, value]) => value);
}

const invalid = (field: string) =>
  new HttpError(400, `The configuration field ${field} must be a string or a list of strings`);

/** The references a config makes: topics, tenants and packages; or why its shape cannot be checked. */
export function configReferences(
  config: Record<string, unknown>,
): { topics: string[]; tenants: string[]; packages: string[] } | HttpError {
  const topics: string[] = [];
  const tenants: string[] = [];
  const packages: string[] = [];
  const strings = (field: string, into: string[]): HttpError | undefined => {
    for (const value of valuesOf(config, field)) {
      const list: unknown[] = Array.isArray(value) ? value : [value];
      if (!list.every((entry): entry is string => typeof entry === 'string')) return invalid(field);
      into.push(...list.filter((entry) => entry !== ''));
    }
    return undefined;
  };
  for (const field of TOPIC_FIELDS) {
    const failure = strings(field, topics);
    if (failure) return failure;
  }
  for (const field of TOPIC_MAP_FIELDS) {
    for (const value of valuesOf(config, field)) {
      if (typeof value !== 'object' || Array.isArray(value))
        return new HttpError(400, `The configuration field ${field} must be an object keyed by topic`);
      topics.push(...Object.keys(value as object));
    }
  }
  for (const field of PACKAGE_FIELDS) {
    const failure = strings(field, packages);
    if (failure) return failure;
  }
  const tenantFailure = strings('tenant', tenants);
  if (tenantFailure) return tenantFailure;
  // fqfn is tenant/namespace/name.
  const fqfns: string[] = [];
  const fqfnFailure = strings('fqfn', fqfns);
  if (fqfnFailure) return fqfnFailure;
  tenants.push(...fqfns.map((fqfn) => fqfn.split('/')[0] ?? ''));
  return { topics, tenants, packages };
}

/** Why this caller may not send this function, source or sink config, if it may not. */
export function configRefusal(
  config: Record<string, unknown>,
  allowedTenants: readonly string[],
  context: { uploaded: boolean },
): HttpError | undefined {
  const references = configReferences(config);
  if (references instanceof HttpError) return references;
  for (const tenant of references.tenants) {
    if (!allowedTenants.includes(tenant)) return outside(tenant);
  }
  for (const topic of references.topics) {
    const refusal = topicRefusal(topic, allowedTenants);
    if (refusal) return refusal;
  }
  for (const url of references.packages) {
    const refusal = packageRefusal(url, allowedTenants, context);
    if (refusal) return refusal;
  }
  return undefined;
}

/** A JSON object, or undefined for anything else (arrays, scalars, syntax errors). */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
