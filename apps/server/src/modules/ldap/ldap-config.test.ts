// BEACON_LDAP_*: every variable read, and a bad value or combination stops start-up naming the
// variable, never repeating the service account's password (issue 32 item 3).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const SEARCH = {
  BEACON_LDAP_URL: 'ldaps://ldap.example.org',
  BEACON_LDAP_BIND_DN: 'cn=beacon,ou=services,dc=example,dc=org',
  BEACON_LDAP_BIND_PASSWORD: 'service-Secret-9',
  BEACON_LDAP_USER_SEARCH_BASE: 'ou=people,dc=example,dc=org',
  BEACON_LDAP_GROUP_SEARCH_BASE: 'ou=groups,dc=example,dc=org',
  BEACON_LDAP_GROUP_SEARCH_FILTER: '(member={dn})',
  BEACON_LDAP_ROLE_MAPPING: 'cn=Admins, ou=groups,dc=example,dc=org=super; ops=tenant:acme@staging',
};

const DIRECT = {
  BEACON_LDAP_URL: 'ldap://127.0.0.1:389',
  BEACON_LDAP_USER_DN_TEMPLATE: 'uid={username},ou=people,dc=example,dc=org',
  BEACON_LDAP_DEFAULT_GRANTS: 'tenant:public@dev',
};

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-ldap-config-'));
const notPem = path.join(directory, 'not.pem');
fs.writeFileSync(notPem, 'hello');

/** The start-up refusal's message, or '' when the configuration loads. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('directory (LDAP) configuration', () => {
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it('is off without BEACON_LDAP_URL, and any other BEACON_LDAP_ variable without it stops start-up', () => {
    expect(loadConfig({}).ldap).toBeUndefined();
    expect(refusal({ BEACON_LDAP_BIND_DN: 'cn=x,dc=y' })).toContain(
      'BEACON_LDAP_URL must be set when BEACON_LDAP_BIND_DN is set',
    );
  });

  it('reads a service account search with its group search and normalized mapping', () => {
    const ldap = loadConfig(SEARCH).ldap!;
    expect(ldap).toMatchObject({
      url: 'ldaps://ldap.example.org',
      startTls: false,
      ca: undefined,
      timeoutMs: 5000,
      userLookup: {
        kind: 'search',
        bindDn: 'cn=beacon,ou=services,dc=example,dc=org',
        bindPassword: 'service-Secret-9',
        base: 'ou=people,dc=example,dc=org',
        filter: '(uid={username})',
      },
      usernameAttribute: 'uid',
      emailAttribute: 'mail',
      groupSearch: { base: 'ou=groups,dc=example,dc=org', filter: '(member={dn})', nameAttribute: 'cn' },
      memberOfAttribute: undefined,
      defaultGrants: [],
    });
    expect([...ldap.roleMapping]).toEqual([
      ['cn=admins,ou=groups,dc=example,dc=org', [{ kind: 'super' }]],
      ['ops', [{ kind: 'tenant', tenant: 'acme', environment: 'staging' }]],
    ]);
  });

  it('reads a direct bind with StartTLS, a CA file and memberOf', () => {
    const caFile = path.join(directory, 'ca.pem');
    fs.writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    const ldap = loadConfig({
      ...DIRECT,
      BEACON_LDAP_URL: 'ldap://ldap.example.org',
      BEACON_LDAP_STARTTLS: 'true',
      BEACON_LDAP_CA_FILE: caFile,
      BEACON_LDAP_MEMBER_OF_ATTRIBUTE: 'memberOf',
      BEACON_LDAP_USERNAME_ATTRIBUTE: 'sAMAccountName',
      BEACON_LDAP_TIMEOUT: '3',
    }).ldap!;
    expect(ldap).toMatchObject({
      url: 'ldap://ldap.example.org',
      startTls: true,
      userLookup: { kind: 'template', dnTemplate: 'uid={username},ou=people,dc=example,dc=org' },
      memberOfAttribute: 'memberOf',
      usernameAttribute: 'sAMAccountName',
      timeoutMs: 3000,
      defaultGrants: [{ kind: 'tenant', tenant: 'public', environment: 'dev' }],
    });
    expect(ldap.ca).toContain('BEGIN CERTIFICATE');
  });

  it.each([
    [{ ...DIRECT, BEACON_LDAP_URL: 'http://ldap.example.org' }, 'BEACON_LDAP_URL must be ldap://host'],
    [{ ...DIRECT, BEACON_LDAP_URL: 'ldap://ldap.example.org/dc=x' }, 'BEACON_LDAP_URL must be ldap://host'],
    [{ ...DIRECT, BEACON_LDAP_STARTTLS: 'yes' }, 'BEACON_LDAP_STARTTLS must be true or false'],
    [{ ...DIRECT, BEACON_LDAP_TIMEOUT: '600' }, 'BEACON_LDAP_TIMEOUT must be between 1 and 60'],
    [
      { ...DIRECT, BEACON_LDAP_CA_FILE: path.join(directory, 'absent.pem') },
      'BEACON_LDAP_CA_FILE cannot be read (ENOENT)',
    ],
    [{ ...DIRECT, BEACON_LDAP_CA_FILE: notPem }, 'BEACON_LDAP_CA_FILE must be a PEM file'],
    [
      { ...DIRECT, BEACON_LDAP_USER_DN_TEMPLATE: 'uid=x,dc=org' },
      'BEACON_LDAP_USER_DN_TEMPLATE must contain {username} exactly once',
    ],
    [
      { ...SEARCH, BEACON_LDAP_USER_SEARCH_FILTER: 'uid={username}' },
      'BEACON_LDAP_USER_SEARCH_FILTER must be an LDAP filter in parentheses',
    ],
    [
      { ...SEARCH, BEACON_LDAP_GROUP_SEARCH_FILTER: '(member=x)' },
      'BEACON_LDAP_GROUP_SEARCH_FILTER must contain {dn} or {username}',
    ],
    [{ ...SEARCH, BEACON_LDAP_ROLE_MAPPING: 'ops=admin' }, 'BEACON_LDAP_ROLE_MAPPING "admin" is not a grant'],
    [
      { ...DIRECT, BEACON_LDAP_DEFAULT_GRANTS: 'tenant:a b' },
      'BEACON_LDAP_DEFAULT_GRANTS "a b" is not a valid tenant name',
    ],
    [
      { ...DIRECT, BEACON_LDAP_USER_SEARCH_BASE: 'ou=people,dc=x' },
      'exactly one of BEACON_LDAP_USER_DN_TEMPLATE',
    ],
    [
      { ...SEARCH, BEACON_LDAP_BIND_PASSWORD: '' },
      'BEACON_LDAP_BIND_DN and BEACON_LDAP_BIND_PASSWORD must be set',
    ],
    [
      { ...DIRECT, BEACON_LDAP_BIND_DN: 'cn=x,dc=y' },
      'BEACON_LDAP_BIND_DN and BEACON_LDAP_BIND_PASSWORD serve only',
    ],
    [
      { ...SEARCH, BEACON_LDAP_GROUP_SEARCH_FILTER: '' },
      'BEACON_LDAP_GROUP_SEARCH_BASE and BEACON_LDAP_GROUP_SEARCH_FILTER must be set together',
    ],
    [{ ...DIRECT, BEACON_LDAP_ROLE_MAPPING: 'ops=super' }, 'BEACON_LDAP_ROLE_MAPPING needs the groups'],
    [
      { ...DIRECT, BEACON_LDAP_DEFAULT_GRANTS: '' },
      'BEACON_LDAP_ROLE_MAPPING or BEACON_LDAP_DEFAULT_GRANTS must be set',
    ],
    [{ ...SEARCH, BEACON_LDAP_STARTTLS: 'true' }, 'BEACON_LDAP_STARTTLS must be false with an ldaps://'],
    [
      { ...DIRECT, BEACON_LDAP_URL: 'ldap://ldap.example.org' },
      'BEACON_LDAP_URL must be ldaps:// or use BEACON_LDAP_STARTTLS=true',
    ],
    [{ ...DIRECT, BEACON_LDAP_CA_FILE: path.join(directory, 'ca.pem') }, 'BEACON_LDAP_CA_FILE needs TLS'],
  ])('refuses %o naming the variable', (env, message) => {
    const text = refusal(env);
    expect(text).toContain(message);
    // The service account's password is never in a message (it could reach a log).
    expect(text).not.toContain('service-Secret-9');
  });

  it('allows plain ldap:// to another host only when the operator says so', () => {
    const env = {
      ...DIRECT,
      BEACON_LDAP_URL: 'ldap://ldap.example.org',
      BEACON_LDAP_INSECURE_PLAINTEXT: 'true',
    };
    expect(loadConfig(env).ldap?.url).toBe('ldap://ldap.example.org');
  });
});
