// BEACON_LDAP_* variables (issue 32 item 3). config.ts, the only reader of process.env, hands them
// here; a bad value stops start-up with a message naming the variable. The service account's
// password is kept for binding only: no problem message ever repeats a value.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseGrantList, parseRoleMapping, type SsoGrant } from '../sso/index.ts';
import { normalizeGroupKey } from './ldap-groups.ts';
import { listOf, parseVariableGroup } from '../../variable-group.ts';

/** How the user's DN is found: put into a template, or searched for by a service account. */
export type LdapUserLookup =
  | { kind: 'template'; dnTemplate: string }
  | { kind: 'search'; bindDn: string; bindPassword: string; base: string; filter: string };

export interface LdapConfig {
  /** ldap://host[:port] or ldaps://host[:port]. */
  url: string;
  startTls: boolean;
  /** PEM certificates the directory's certificate must chain to; undefined: the system's CAs. */
  ca: string | undefined;
  /** Connect and per-operation limit: a directory that does not answer fails the login quickly. */
  timeoutMs: number;
  userLookup: LdapUserLookup;
  /** The entry's attribute that holds the name the user is known by in Beacon (uid, sAMAccountName). */
  usernameAttribute: string;
  emailAttribute: string;
  /** Groups searched for (groupOfNames member={dn}, posixGroup memberUid={username}); undefined: none. */
  groupSearch: { base: string; filter: string; nameAttribute: string } | undefined;
  /** The user entry's attribute listing its groups' DNs (memberOf); undefined: not read. */
  memberOfAttribute: string | undefined;
  /** Group DN or group name (normalized, see ldap-groups.ts) to the grants it gives. */
  roleMapping: Map<string, SsoGrant[]>;
  defaultGrants: SsoGrant[];
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const ldapUrl = z
  .string()
  .trim()
  .transform((value, context): URL => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const bare = url && url.pathname.replace(/^\/$/, '') === '' && !url.search && !url.hash;
    if (!url || !/^ldaps?:$/.test(url.protocol) || !url.hostname || url.username || !bare) {
      context.addIssue({
        code: 'custom',
        message: 'must be ldap://host[:port] or ldaps://host[:port], without path or credentials',
      });
      return z.NEVER;
    }
    return url;
  });

const onOff = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

const attributeName = z
  .string()
  .trim()
  .regex(/^[A-Za-z][\w-]*$/, 'must be an attribute name (letters, digits, - and _)');

/** A DN of the operator's: not empty, and no control characters that could end up in a request. */
const distinguishedName = z
  .string()
  .trim()
  .min(1)
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must not hold control characters')
  .refine((value) => value.includes('='), 'must be a DN such as ou=people,dc=example,dc=org');

const filterWith = (placeholders: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value.startsWith('(') && value.endsWith(')'),
      'must be an LDAP filter in parentheses, e.g. (uid={username})',
    )
    .refine(
      (value) => placeholders.some((placeholder) => value.includes(placeholder)),
      `must contain ${placeholders.join(' or ')}`,
    );

const caFile = z
  .string()
  .trim()
  .transform((value, context): string => {
    let text: string;
    try {
      text = readFileSync(value, 'utf8');
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `cannot be read (${(error as NodeJS.ErrnoException).code})`,
      });
      return z.NEVER;
    }
    if (!text.includes('-----BEGIN CERTIFICATE-----')) {
      context.addIssue({ code: 'custom', message: 'must be a PEM file of CA certificates' });
      return z.NEVER;
    }
    return text;
  });

const ldapSchema = z.object({
  BEACON_LDAP_URL: ldapUrl,
  BEACON_LDAP_STARTTLS: onOff.default(false),
  BEACON_LDAP_CA_FILE: caFile.optional(),
  BEACON_LDAP_INSECURE_PLAINTEXT: onOff.default(false),
  BEACON_LDAP_TIMEOUT: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be between 1 and 60')
    .max(60, 'must be between 1 and 60 (a login waits that long for a directory that does not answer)')
    .default(5),
  BEACON_LDAP_USER_DN_TEMPLATE: distinguishedName
    .refine((value) => value.split('{username}').length === 2, 'must contain {username} exactly once')
    .optional(),
  BEACON_LDAP_BIND_DN: distinguishedName.optional(),
  BEACON_LDAP_BIND_PASSWORD: z.string().optional(),
  BEACON_LDAP_USER_SEARCH_BASE: distinguishedName.optional(),
  BEACON_LDAP_USER_SEARCH_FILTER: filterWith(['{username}']).default('(uid={username})'),
  BEACON_LDAP_USERNAME_ATTRIBUTE: attributeName.default('uid'),
  BEACON_LDAP_EMAIL_ATTRIBUTE: attributeName.default('mail'),
  BEACON_LDAP_GROUP_SEARCH_BASE: distinguishedName.optional(),
  BEACON_LDAP_GROUP_SEARCH_FILTER: filterWith(['{dn}', '{username}']).optional(),
  BEACON_LDAP_GROUP_NAME_ATTRIBUTE: attributeName.default('cn'),
  BEACON_LDAP_MEMBER_OF_ATTRIBUTE: attributeName.optional(),
  BEACON_LDAP_ROLE_MAPPING: listOf(parseRoleMapping).default(new Map()),
  BEACON_LDAP_DEFAULT_GRANTS: listOf(parseGrantList).default([]),
});

type LdapValues = z.infer<typeof ldapSchema>;

/** The combinations zod's per-variable checks cannot see, each naming the variables involved. */
function combinationProblems(values: LdapValues): string[] {
  const problems: string[] = [];
  const template = values.BEACON_LDAP_USER_DN_TEMPLATE !== undefined;
  const search = values.BEACON_LDAP_USER_SEARCH_BASE !== undefined;
  if (template === search)
    problems.push(
      'exactly one of BEACON_LDAP_USER_DN_TEMPLATE (direct bind) and BEACON_LDAP_USER_SEARCH_BASE (service account search) must be set',
    );
  if (search && (!values.BEACON_LDAP_BIND_DN || values.BEACON_LDAP_BIND_PASSWORD === undefined))
    problems.push(
      'BEACON_LDAP_BIND_DN and BEACON_LDAP_BIND_PASSWORD must be set when BEACON_LDAP_USER_SEARCH_BASE is set',
    );
  if (!search && (values.BEACON_LDAP_BIND_DN || values.BEACON_LDAP_BIND_PASSWORD !== undefined))
    problems.push(
      'BEACON_LDAP_BIND_DN and BEACON_LDAP_BIND_PASSWORD serve only BEACON_LDAP_USER_SEARCH_BASE',
    );
  if (
    (values.BEACON_LDAP_GROUP_SEARCH_BASE === undefined) !==
    (values.BEACON_LDAP_GROUP_SEARCH_FILTER === undefined)
  )
    problems.push('BEACON_LDAP_GROUP_SEARCH_BASE and BEACON_LDAP_GROUP_SEARCH_FILTER must be set together');
  const readsGroups =
    values.BEACON_LDAP_GROUP_SEARCH_BASE !== undefined || !!values.BEACON_LDAP_MEMBER_OF_ATTRIBUTE;
  if (values.BEACON_LDAP_ROLE_MAPPING.size > 0 && !readsGroups)
    problems.push(
      'BEACON_LDAP_ROLE_MAPPING needs the groups: set BEACON_LDAP_GROUP_SEARCH_BASE and _FILTER, or BEACON_LDAP_MEMBER_OF_ATTRIBUTE',
    );
  if (values.BEACON_LDAP_ROLE_MAPPING.size === 0 && values.BEACON_LDAP_DEFAULT_GRANTS.length === 0)
    problems.push(
      'BEACON_LDAP_ROLE_MAPPING or BEACON_LDAP_DEFAULT_GRANTS must be set (otherwise no directory user is granted anything)',
    );
  const url = values.BEACON_LDAP_URL;
  if (url.protocol === 'ldaps:' && values.BEACON_LDAP_STARTTLS)
    problems.push('BEACON_LDAP_STARTTLS must be false with an ldaps:// BEACON_LDAP_URL (already TLS)');
  // Passwords cross the network in the bind: in clear only to a directory on this host, or when the
  // operator says so in as many words.
  const encrypted = url.protocol === 'ldaps:' || values.BEACON_LDAP_STARTTLS;
  if (!encrypted && !LOOPBACK_HOSTS.has(url.hostname) && !values.BEACON_LDAP_INSECURE_PLAINTEXT)
    problems.push(
      'BEACON_LDAP_URL must be ldaps:// or use BEACON_LDAP_STARTTLS=true (passwords would cross the network in clear; BEACON_LDAP_INSECURE_PLAINTEXT=true allows it)',
    );
  if (values.BEACON_LDAP_CA_FILE !== undefined && !encrypted)
    problems.push('BEACON_LDAP_CA_FILE needs TLS: an ldaps:// BEACON_LDAP_URL or BEACON_LDAP_STARTTLS=true');
  return problems;
}

/** The mapping keyed as the groups read from the directory are (two spellings of one DN add up). */
function normalizedMapping(mapping: ReadonlyMap<string, SsoGrant[]>): Map<string, SsoGrant[]> {
  const normalized = new Map<string, SsoGrant[]>();
  for (const [group, grants] of mapping) {
    const key = normalizeGroupKey(group);
    normalized.set(key, [...(normalized.get(key) ?? []), ...grants]);
  }
  return normalized;
}

/**
 * The directory sign-in settings, or undefined when BEACON_LDAP_URL is not set (logins are then
 * password logins only). Returns the problems, each naming its variable, when a value is bad.
 */
export function parseLdapConfig(env: Record<string, string | undefined>): {
  config: LdapConfig | undefined;
  problems: string[];
} {
  const group = parseVariableGroup(env, {
    prefix: 'BEACON_LDAP_',
    required: 'BEACON_LDAP_URL',
    schema: ldapSchema,
  });
  if (group.values === undefined) return { config: undefined, problems: group.problems };
  const { values } = group;
  const problems = combinationProblems(values);
  if (problems.length > 0) return { config: undefined, problems };
  const url = values.BEACON_LDAP_URL;
  return {
    config: {
      url: `${url.protocol}//${url.host}`,
      startTls: values.BEACON_LDAP_STARTTLS,
      ca: values.BEACON_LDAP_CA_FILE,
      timeoutMs: values.BEACON_LDAP_TIMEOUT * 1000,
      userLookup:
        values.BEACON_LDAP_USER_SEARCH_BASE !== undefined
          ? {
              kind: 'search',
              bindDn: values.BEACON_LDAP_BIND_DN!,
              bindPassword: values.BEACON_LDAP_BIND_PASSWORD!,
              base: values.BEACON_LDAP_USER_SEARCH_BASE,
              filter: values.BEACON_LDAP_USER_SEARCH_FILTER,
            }
          : { kind: 'template', dnTemplate: values.BEACON_LDAP_USER_DN_TEMPLATE! },
      usernameAttribute: values.BEACON_LDAP_USERNAME_ATTRIBUTE,
      emailAttribute: values.BEACON_LDAP_EMAIL_ATTRIBUTE,
      groupSearch:
        values.BEACON_LDAP_GROUP_SEARCH_BASE !== undefined && values.BEACON_LDAP_GROUP_SEARCH_FILTER
          ? {
              base: values.BEACON_LDAP_GROUP_SEARCH_BASE,
              filter: values.BEACON_LDAP_GROUP_SEARCH_FILTER,
              nameAttribute: values.BEACON_LDAP_GROUP_NAME_ATTRIBUTE,
            }
          : undefined,
      memberOfAttribute: values.BEACON_LDAP_MEMBER_OF_ATTRIBUTE,
      roleMapping: normalizedMapping(values.BEACON_LDAP_ROLE_MAPPING),
      defaultGrants: values.BEACON_LDAP_DEFAULT_GRANTS,
    },
    problems: [],
  };
}
