import type { ConsoleRole } from '../session.ts';
import { canonicalPath, isPulsarName } from './canonical-path.ts';
import { MESSAGE_CONTENT_PERMISSIONS, type MessageGrants } from './message-grants.ts';
import { type HttpMethod, PERMISSION_TABLE, type PermissionRule } from './permission-table.ts';

/** How Pulsar names a bundle: its hash range. A `:bundle` parameter matches nothing else. */
const BUNDLE_RANGE = /^0x[0-9a-f]{8}_0x[0-9a-f]{8}$/i;

export interface CallerAccess {
  roles: readonly ConsoleRole[];
  tenants: readonly string[];
  /** Where a tenant admin may read, export and replay message contents (none when absent). */
  messages?: MessageGrants;
}

/** The refusal of message contents to a tenant admin without the read grant in their tenant. */
export const messagesNotGranted = (tenant: string) =>
  `Reading the messages of tenant ${tenant} needs the READ_MESSAGES grant in one of your roles`;

/** A tenant admin reads message contents only where a role grants it (issue 30 item 6). */
function mayReadContents(caller: CallerAccess, permission: string, tenant: string): boolean {
  return !MESSAGE_CONTENT_PERMISSIONS.has(permission) || (caller.messages?.read.includes(tenant) ?? false);
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
  /** How many segments the pattern names before a trailing `**` (all of them without one). */
  fixed: number;
  /** Ends in `**`: one or more further segments of any kind. */
  rest: boolean;
}

// Patterns are split once; matching runs on every proxied call.
const COMPILED: readonly CompiledRule[] = PERMISSION_TABLE.map((rule) => {
  const parts = rule.pattern
    .slice(1)
    .split('/')
    .map((part): Part => {
      if (part === '**') return { rest: true };
      if (part.startsWith(':')) return { parameter: part.slice(1) };
      if (part.startsWith('{')) return { oneOf: part.slice(1, -1).split(',') };
      return { literal: part };
    });
  const restAt = parts.findIndex((part) => 'rest' in part);
  return { rule, parts, fixed: restAt === -1 ? parts.length : restAt, rest: restAt !== -1 };
});

/** Whether a pattern can match a path of `length` segments. */
const fitsLength = ({ fixed, rest }: CompiledRule, length: number) =>
  rest ? length > fixed : length === fixed;

/** Whether one segment fits one part of a pattern (a `**` part is handled by the caller). */
function partFits(part: Part, segment: string): boolean {
  if ('literal' in part) return part.literal === segment;
  if ('oneOf' in part) return part.oneOf.includes(segment);
  if ('parameter' in part) return part.parameter !== 'bundle' || BUNDLE_RANGE.test(segment);
  return true;
}

/**
 * The parameters of `segments` under a pattern, or undefined when it does not match. Checked without
 * allocating first, from the last segment back: rows of one family mostly differ in their last
 * literal (`…/stats`, `…/internalStats`), so a mismatch is found at once.
 */
function matchParts(compiled: CompiledRule, segments: readonly string[]): Record<string, string> | undefined {
  const { parts, fixed } = compiled;
  if (!fitsLength(compiled, segments.length)) return undefined;
  for (let index = fixed - 1; index >= 0; index -= 1) {
    if (!partFits(parts[index]!, segments[index]!)) return undefined;
  }
  const params: Record<string, string> = {};
  for (let index = 0; index < fixed; index += 1) {
    const part = parts[index]!;
    if ('parameter' in part) params[part.parameter] = segments[index]!;
  }
  return params;
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

/** Paths longer than this are matched against their family's rows unfiltered (never memoized). */
const MEMOIZED_LENGTH = 16;
const MEMOIZED_METHODS: ReadonlySet<string> = new Set<HttpMethod>([
  'GET',
  'PUT',
  'POST',
  'DELETE',
  'PATCH',
  'HEAD',
]);
/** A family's rows that take this method and can match this many segments, in table order. */
const CANDIDATES = new Map<string, readonly CompiledRule[]>();

/**
 * The rows a call can meet: its family by the first segments, narrowed to its method and its number
 * of segments (the topic family alone has dozens of rows, and this runs on every proxied call).
 */
function candidates(method: string, segments: readonly string[]): readonly CompiledRule[] {
  const key = `/${segments[0]}/${segments[1]}/${segments[2]}`;
  const family = (segments.length >= INDEXED_SEGMENTS && INDEX.byKey.get(key)) || INDEX.anyKey;
  const fitting = () =>
    family.filter(
      (compiled) =>
        compiled.rule.methods.includes(method as HttpMethod) && fitsLength(compiled, segments.length),
    );
  // Rare shapes (very long paths, unknown methods) are narrowed afresh, never remembered.
  if (segments.length > MEMOIZED_LENGTH || !MEMOIZED_METHODS.has(method)) return fitting();
  // Only the index's own keys (or its shared list) are memoized: a caller's made-up paths add none.
  const memoKey = `${method} ${family === INDEX.anyKey ? '' : key} ${segments.length}`;
  let found = CANDIDATES.get(memoKey);
  if (!found) {
    found = fitting();
    CANDIDATES.set(memoKey, found);
  }
  return found;
}

export function findRule(method: string, segments: readonly string[]): Match | undefined {
  // Every candidate takes this method and this many segments: only its parts are left to match.
  for (const compiled of candidates(method, segments)) {
    const params = matchParts(compiled, segments);
    if (params) return { rule: compiled.rule, params };
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
  if (!isSuper && params.tenant !== undefined && !mayReadContents(caller, rule.permission, params.tenant))
    return { allowed: false, status: 403, reason: messagesNotGranted(params.tenant) };
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
          caller.tenants.includes(tenant) &&
          mayReadContents(caller, permission, tenant))),
  );
}
