import type { ConsoleRole } from '../session.ts';
import { canonicalPath, isPulsarName } from './canonical-path.ts';
import { type HttpMethod, PERMISSION_TABLE, type PermissionRule } from './permission-table.ts';

/** How Pulsar names a bundle: its hash range. A `:bundle` parameter matches nothing else. */
const BUNDLE_RANGE = /^0x[0-9a-f]{8}_0x[0-9a-f]{8}$/i;

export interface CallerAccess {
  roles: readonly ConsoleRole[];
  tenants: readonly string[];
}

export type Authorization =
  | { allowed: true; permission: string; tenant: string | undefined; params: Record<string, string> }
  | { allowed: false; status: 400 | 403; reason: string };

interface Match {
  rule: PermissionRule;
  params: Record<string, string>;
}

type Part = { literal: string } | { parameter: string } | { oneOf: readonly string[] } | { rest: true };

interface CompiledRule {
  rule: PermissionRule;
  parts: Part[];
}

// Patterns are split once; matching runs on every proxied call.
const COMPILED: readonly CompiledRule[] = PERMISSION_TABLE.map((rule) => ({
  rule,
  parts: rule.pattern
    .slice(1)
    .split('/')
    .map((part): Part => {
      if (part === '**') return { rest: true };
      if (part.startsWith(':')) return { parameter: part.slice(1) };
      if (part.startsWith('{')) return { oneOf: part.slice(1, -1).split(',') };
      return { literal: part };
    }),
}));

function matchParts(parts: readonly Part[], segments: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    const segment = segments[index];
    if (part === undefined) return undefined;
    if ('rest' in part) return segments.length > index ? params : undefined;
    if (segment === undefined) return undefined;
    if ('parameter' in part) {
      if (part.parameter === 'bundle' && !BUNDLE_RANGE.test(segment)) return undefined;
      params[part.parameter] = segment;
    } else if ('oneOf' in part) {
      if (!part.oneOf.includes(segment)) return undefined;
    } else if (part.literal !== segment) return undefined;
  }
  return segments.length === parts.length ? params : undefined;
}

/** How many leading segments the index looks at (`admin/v2/namespaces`, `admin/v2/persistent`, …). */
const INDEXED_SEGMENTS = 3;

/** The first segments a rule can match literally, or undefined when a parameter comes first. */
function leadingKeys(parts: readonly Part[]): string[] | undefined {
  let keys = [''];
  for (const part of parts.slice(0, INDEXED_SEGMENTS)) {
    if ('literal' in part) keys = keys.map((key) => `${key}/${part.literal}`);
    else if ('oneOf' in part) keys = keys.flatMap((key) => part.oneOf.map((choice) => `${key}/${choice}`));
    else return undefined;
  }
  return parts.length >= INDEXED_SEGMENTS ? keys : undefined;
}

/**
 * The rules a path's first segments can meet, in table order (first match still wins): a call looks
 * at the dozen rows of its own family instead of all of them.
 */
const INDEX: { byKey: Map<string, CompiledRule[]>; anyKey: CompiledRule[] } = (() => {
  const keyed = COMPILED.map((compiled) => ({ compiled, keys: leadingKeys(compiled.parts) }));
  const allKeys = new Set(keyed.flatMap(({ keys }) => keys ?? []));
  const byKey = new Map<string, CompiledRule[]>();
  for (const key of allKeys) {
    byKey.set(
      key,
      keyed.filter(({ keys }) => keys === undefined || keys.includes(key)).map(({ compiled }) => compiled),
    );
  }
  return { byKey, anyKey: keyed.filter(({ keys }) => keys === undefined).map(({ compiled }) => compiled) };
})();

export function findRule(method: string, segments: readonly string[]): Match | undefined {
  const key = `/${segments.slice(0, INDEXED_SEGMENTS).join('/')}`;
  for (const { rule, parts } of INDEX.byKey.get(key) ?? INDEX.anyKey) {
    if (!rule.methods.includes(method as HttpMethod)) continue;
    const params = matchParts(parts, segments);
    if (params) return { rule, params };
  }
  return undefined;
}

/** Decides a proxied call before anything reaches a broker. */
export function authorizeProxyCall(caller: CallerAccess, method: string, rawPath: string): Authorization {
  const path = canonicalPath(rawPath);
  if (!path.ok) return { allowed: false, status: 400, reason: path.reason };
  return authorizeSegments(caller, method, path.segments, rawPath);
}

/**
 * The same decision for a path already read by canonicalPath (the proxy reads each call's path once
 * and authorizes, audits and forwards that one reading).
 */
export function authorizeSegments(
  caller: CallerAccess,
  method: string,
  segments: readonly string[],
  rawPath: string,
): Authorization {
  const match = findRule(method, segments);
  if (!match)
    return { allowed: false, status: 403, reason: `${method} ${rawPath} is not a call Beacon forwards` };
  const { rule, params } = match;
  for (const name of ['tenant', 'namespace'] as const) {
    const value = params[name];
    if (value !== undefined && !isPulsarName(value)) {
      return { allowed: false, status: 400, reason: `Invalid ${name} name: ${value}` };
    }
  }
  const isSuper = caller.roles.includes('super');
  // A caller with no role here (no binding in this environment) reaches nothing, not even the
  // harmless `any` rows: an environment it holds nothing in is not its business.
  const allowed =
    isSuper ||
    (caller.roles.length > 0 && rule.scope === 'any') ||
    (rule.scope === 'tenant' &&
      caller.roles.includes('admin') &&
      params.tenant !== undefined &&
      caller.tenants.includes(params.tenant));
  if (!allowed) return { allowed: false, status: 403, reason: 'This user no permissions for this resource' };
  return { allowed: true, permission: rule.permission, tenant: params.tenant, params };
}

/** For the web's <Can>: may this caller use `permission` in `tenant` (or anywhere, without one)? */
export function can(caller: CallerAccess, permission: string, tenant?: string): boolean {
  if (caller.roles.includes('super'))
    return PERMISSION_TABLE.some((entry) => entry.permission === permission);
  return PERMISSION_TABLE.some(
    (entry) =>
      entry.permission === permission &&
      ((caller.roles.length > 0 && entry.scope === 'any') ||
        (entry.scope === 'tenant' &&
          caller.roles.includes('admin') &&
          tenant !== undefined &&
          caller.tenants.includes(tenant))),
  );
}
