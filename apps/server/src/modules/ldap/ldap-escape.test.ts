// Escaping of what a user types before it goes into a filter (RFC 4515) or a DN (RFC 4514), and the
// group keys a mapping is matched by.
import { describe, expect, it } from 'vitest';
import { escapeDnValue, escapeFilterValue, fillPlaceholders } from './ldap-escape.ts';
import { firstRdnValue, grantsOfGroups, normalizeGroupKey } from './ldap-groups.ts';
import { isDirectoryName } from './ldap-directory.ts';

describe('escaping for the directory', () => {
  it('escapes filter values so they stay one value', () => {
    expect(escapeFilterValue('*')).toBe('\\2a');
    expect(escapeFilterValue(')(uid=*')).toBe('\\29\\28uid=\\2a');
    expect(escapeFilterValue('admin)(|(uid=*')).toBe('admin\\29\\28|\\28uid=\\2a');
    expect(escapeFilterValue('a\\b\0')).toBe('a\\5cb\\00');
    expect(fillPlaceholders('(&(uid={username})(x={other}))', { username: '*)(' }, escapeFilterValue)).toBe(
      '(&(uid=\\2a\\29\\28)(x={other}))',
    );
  });

  it('escapes DN values so they stay one RDN value', () => {
    expect(escapeDnValue('alice,ou=admins')).toBe('alice\\,ou\\=admins');
    expect(escapeDnValue('a+b"c;d<e>f\\g')).toBe('a\\+b\\"c\\;d\\<e\\>f\\\\g');
    expect(escapeDnValue(' #lead and trail ')).toBe('\\ #lead and trail\\ ');
    expect(escapeDnValue('#x')).toBe('\\#x');
    expect(fillPlaceholders('uid={username},dc=org', { username: 'x,dc=evil' }, escapeDnValue)).toBe(
      'uid=x\\,dc\\=evil,dc=org',
    );
    // A `$` in a value is a character, not a replacement pattern.
    expect(fillPlaceholders('uid={username}', { username: "$&$'" }, escapeDnValue)).toBe("uid=$&$'");
  });

  it('lets only sane names near the directory', () => {
    for (const name of ['alice', 'a.b-c_d@example.org', 'Bob42'])
      expect(isDirectoryName(name), name).toBe(true);
    for (const name of [
      '*',
      ')(uid=*',
      'a,b',
      'a b',
      'a\u0000',
      'a\u0085',
      'é',
      '',
      ' alice',
      'x'.repeat(65),
    ])
      expect(isDirectoryName(name), JSON.stringify(name)).toBe(false);
  });
});

describe('group keys', () => {
  it('compares DNs ignoring case and spaces around , and =', () => {
    expect(normalizeGroupKey(' CN=Ops , OU = Groups,dc=example ')).toBe('cn=ops,ou=groups,dc=example');
    expect(firstRdnValue('cn=Beacon Admins,ou=groups,dc=x')).toBe('Beacon Admins');
    expect(firstRdnValue('cn=a\\,b,ou=groups')).toBe('a,b');
  });

  it('adds up the grants of every group, by DN or by name, and the defaults', () => {
    const mapping = new Map([
      ['cn=admins,ou=groups,dc=x', [{ kind: 'super' } as const]],
      ['ops', [{ kind: 'tenant', tenant: 'acme', environment: '*' } as const]],
    ]);
    const defaults = [{ kind: 'tenant', tenant: 'public', environment: 'dev' } as const];
    expect(
      grantsOfGroups(
        [
          { dn: 'CN=Admins,OU=Groups,DC=x', names: ['Admins'] },
          { dn: 'cn=ops,ou=teams,dc=x', names: ['OPS'] },
          { dn: 'cn=other,dc=x', names: ['other'] },
        ],
        mapping,
        defaults,
      ),
    ).toEqual([defaults[0], { kind: 'super' }, { kind: 'tenant', tenant: 'acme', environment: '*' }]);
  });
});
