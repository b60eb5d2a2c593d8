// Directory sign-in against a real OpenLDAP slapd started for this file (issue 32 item 3): the group's
// grants at sign-in and their loss at the next, wrong passwords, names that try to change a filter or
// a DN, a local account of the same name, a directory that is down or silent, and TLS (StartTLS and
// ldaps://) with the right CA and a wrong one.
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LDAP_CODES, MESSAGES } from '@beacon/contracts';
import {
  createServerWithSuperuser,
  runWithSlapd,
  SessionClient,
  SLAPD_ADMIN,
  startSlapd,
  throwawayCertificateAuthority,
  type Slapd,
  type TestServer,
} from '../../test-support/index.ts';
import { appWithLogLines } from '../../test-support/logged-app.ts';
import { parseLdapConfig } from './ldap-config.ts';
import { DirectoryRefusal, LdapDirectory } from './ldap-directory.ts';

// Ports of this file (19650-19699): slapd's ldap:// and ldaps://, one nobody listens on, one that
// accepts and never answers.
const LDAP_PORT = 19650;
const LDAPS_PORT = 19651;
const DEAD_PORT = 19652;
const SILENT_PORT = 19653;

const PEOPLE = 'ou=people,dc=example,dc=org';
const GROUPS = 'ou=groups,dc=example,dc=org';
const dnOf = (uid: string) => `uid=${uid},${PEOPLE}`;
const ADMINS_GROUP = `cn=beacon-admins,${GROUPS}`;
const OPS_GROUP = `cn=acme-ops,${GROUPS}`;

const person = (uid: string, password: string) => `dn: ${dnOf(uid)}
objectClass: inetOrgPerson
uid: ${uid}
cn: ${uid}
sn: ${uid}
mail: ${uid}@example.org
userPassword: ${password}
`;

const SEED = [
  `dn: ${PEOPLE}\nobjectClass: organizationalUnit\nou: people\n`,
  `dn: ${GROUPS}\nobjectClass: organizationalUnit\nou: groups\n`,
  `dn: ou=services,dc=example,dc=org\nobjectClass: organizationalUnit\nou: services\n`,
  `dn: cn=beacon,ou=services,dc=example,dc=org
objectClass: organizationalRole
objectClass: simpleSecurityObject
cn: beacon
userPassword: service-secret
`,
  person('alice', 'alice-directory-pass'),
  person('bob', 'bob-directory-pass'),
  person('carol', 'carol-directory-pass'),
  person('dave', 'dave-directory-pass'),
  `dn: ${ADMINS_GROUP}\nobjectClass: groupOfNames\ncn: beacon-admins\nmember: ${dnOf('alice')}\n`,
  `dn: ${OPS_GROUP}\nobjectClass: groupOfNames\ncn: acme-ops\nmember: ${dnOf('bob')}\nmember: ${dnOf('carol')}\n`,
  // A posixGroup names its members by uid: the {username} placeholder.
  `dn: cn=readers,${GROUPS}\nobjectClass: posixGroup\ncn: readers\ngidNumber: 5000\nmemberUid: dave\n`,
].join('\n');

/** Service account + search, groups by DN and by uid; group DN and group name both mapped. */
function searchEnvironment(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    BEACON_LDAP_URL: `ldap://127.0.0.1:${LDAP_PORT}`,
    BEACON_LDAP_BIND_DN: 'cn=beacon,ou=services,dc=example,dc=org',
    BEACON_LDAP_BIND_PASSWORD: 'service-secret',
    BEACON_LDAP_USER_SEARCH_BASE: PEOPLE,
    BEACON_LDAP_USER_SEARCH_FILTER: '(&(objectClass=inetOrgPerson)(uid={username}))',
    BEACON_LDAP_GROUP_SEARCH_BASE: GROUPS,
    BEACON_LDAP_GROUP_SEARCH_FILTER: '(|(member={dn})(memberUid={username}))',
    BEACON_LDAP_ROLE_MAPPING: `${ADMINS_GROUP}=super; acme-ops=tenant:acme@staging; readers=tenant:reports`,
    BEACON_LDAP_TIMEOUT: '2',
    ...overrides,
  };
}

function ldapConfig(env: Record<string, string>) {
  const { config, problems } = parseLdapConfig(env);
  if (!config) throw new Error(problems.join('; '));
  return config;
}

async function asDirectoryAdmin(slapd: Slapd, work: (client: Client) => Promise<void>) {
  const client = new Client({ url: slapd.url });
  try {
    await client.bind(SLAPD_ADMIN.dn, SLAPD_ADMIN.password);
    await work(client);
  } finally {
    await client.unbind();
  }
}

const rolesOf = async (app: TestServer, token: string) =>
  (await app.server.inject({ url: '/pulsar-manager/users/userInfo', headers: { token } })).json<{
    roles?: string[];
  }>().roles;

async function userRow(app: TestServer, name: string) {
  return app.database.db
    .selectFrom('users')
    .select(['id', 'name', 'source', 'password_hash', 'email'])
    .where('name', '=', name)
    .executeTakeFirst();
}

async function bindingsOf(app: TestServer, name: string) {
  return app.database.db
    .selectFrom('role_bindings')
    .innerJoin('users', 'users.id', 'role_bindings.user_id')
    .innerJoin('roles', 'roles.id', 'role_bindings.role_id')
    .select([
      'roles.resource_type',
      'roles.resource_name',
      'role_bindings.environment',
      'role_bindings.created_by',
    ])
    .where('users.name', '=', name)
    .orderBy('roles.resource_name')
    .execute();
}

describe.runIf(runWithSlapd())('directory (LDAP) sign-in against a real slapd', () => {
  let slapd: Slapd;
  let authority: ReturnType<typeof throwawayCertificateAuthority>;
  let wrongAuthority: ReturnType<typeof throwawayCertificateAuthority>;
  let tempDir: string;
  const opened: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    authority = throwawayCertificateAuthority();
    wrongAuthority = throwawayCertificateAuthority();
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-ldap-ca-'));
    fs.writeFileSync(path.join(tempDir, 'ca.pem'), authority.ca);
    fs.writeFileSync(path.join(tempDir, 'wrong-ca.pem'), wrongAuthority.ca);
    slapd = await startSlapd({
      port: LDAP_PORT,
      ldapsPort: LDAPS_PORT,
      tls: { cert: authority.cert, key: authority.key },
      seed: SEED,
      memberOf: true,
    });
  }, 30_000);
  afterAll(async () => {
    await slapd?.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const server of opened.splice(0)) await server.close();
  });

  async function serverWith(env: Record<string, string>) {
    const server = await createServerWithSuperuser({ ldap: ldapConfig(env) });
    opened.push(server.app);
    return server;
  }

  const login = (app: TestServer, username: string, password: string) => {
    // Apart in time, so the address's growing spacing between failures never answers 429 here.
    app.clock.advance(10_000);
    return new SessionClient(app).login(username, password);
  };

  it('signs a directory user in with its groups grants, keeping no password, and audits the method', async () => {
    const { app } = await serverWith(searchEnvironment());
    const alice = await login(app, 'alice', 'alice-directory-pass');
    expect(alice.statusCode).toBe(200);
    expect(alice.headers.username).toBe('alice');
    expect(await rolesOf(app, String(alice.headers.token))).toEqual(['super']);
    expect(await userRow(app, 'alice')).toMatchObject({
      source: 'ldap',
      password_hash: null,
      email: 'alice@example.org',
    });

    const bob = await login(app, 'bob', 'bob-directory-pass');
    expect(bob.headers.tenant).toBe('acme');
    expect(await bindingsOf(app, 'bob')).toEqual([
      {
        resource_type: 'TENANTS',
        resource_name: 'acme',
        environment: 'staging',
        created_by: 'directory (LDAP)',
      },
    ]);

    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['actor', 'result', 'detail'])
      .where('action', '=', 'login')
      .where('actor', 'in', ['alice', 'bob'])
      .execute();
    expect(audit).toHaveLength(2);
    for (const entry of audit) {
      expect(entry).toMatchObject({ result: 'success', detail: JSON.stringify({ method: 'ldap' }) });
      expect(entry.detail).not.toContain('directory-pass');
    }
  });

  it('makes one user of two first sign-ins at once', async () => {
    const { app } = await serverWith(searchEnvironment());
    app.clock.advance(10_000);
    const answers = await Promise.all([
      new SessionClient(app).login('alice', 'alice-directory-pass'),
      new SessionClient(app).login('alice', 'alice-directory-pass'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await app.database.db.selectFrom('users').select('id').where('name', '=', 'alice').execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a wrong password and an unknown name as a wrong password, creating no user', async () => {
    const { app } = await serverWith(searchEnvironment());
    for (const [name, password] of [
      ['alice', 'not-her-password'],
      ['nobody', 'whatever-password'],
    ] as const) {
      const refused = await login(app, name, password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ message: MESSAGES.loginFailed });
      expect(await userRow(app, name)).toBeUndefined();
    }
    const failures = await app.database.db
      .selectFrom('audit_log')
      .select(['detail'])
      .where('action', '=', 'login')
      .where('result', '=', 'failure')
      .execute();
    expect(failures.map((entry) => entry.detail)).toEqual([
      JSON.stringify({ method: 'ldap' }),
      JSON.stringify({ method: 'ldap' }),
    ]);
  });

  it('counts wrong directory passwords against the login throttle like local ones', async () => {
    const { app } = await serverWith(searchEnvironment());
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      answers.push((await login(app, 'alice', `wrong-${attempt}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits now: the budget is the name's, whoever checks the password.
    expect((await login(app, 'alice', 'alice-directory-pass')).statusCode).toBe(429);
  });

  it('takes a grant away at the next sign-in when the user leaves the group, and refuses a user with none', async () => {
    const { app } = await serverWith(searchEnvironment());
    const first = await login(app, 'carol', 'carol-directory-pass');
    expect(first.statusCode).toBe(200);
    expect(await bindingsOf(app, 'carol')).toHaveLength(1);

    await asDirectoryAdmin(slapd, (client) =>
      client.modify(
        OPS_GROUP,
        new Change({
          operation: 'delete',
          modification: new Attribute({ type: 'member', values: [dnOf('carol')] }),
        }),
      ),
    );
    try {
      const refused = await login(app, 'carol', 'carol-directory-pass');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: LDAP_CODES.userRefused });
      expect(await bindingsOf(app, 'carol')).toEqual([]);
      // The session of the first sign-in holds no role either from now on.
      expect(await rolesOf(app, String(first.headers.token))).toEqual([]);
    } finally {
      await asDirectoryAdmin(slapd, (client) =>
        client.modify(
          OPS_GROUP,
          new Change({
            operation: 'add',
            modification: new Attribute({ type: 'member', values: [dnOf('carol')] }),
          }),
        ),
      );
    }
  });

  it('reads a posixGroup membership by the entry own spelling of the name', async () => {
    const { app } = await serverWith(searchEnvironment());
    // memberUid matches exactly: `DAVE` typed is the entry's `dave`, which the group lists.
    const dave = await login(app, 'DAVE', 'dave-directory-pass');
    expect(dave.statusCode).toBe(200);
    expect(dave.headers.username).toBe('dave');
    expect(await bindingsOf(app, 'dave')).toMatchObject([{ resource_name: 'reports', environment: '*' }]);
    expect(await userRow(app, 'DAVE')).toBeUndefined();
  });

  it('binds directly with the DN template and reads groups as the user, or from memberOf', async () => {
    const direct = {
      BEACON_LDAP_USER_SEARCH_BASE: '',
      BEACON_LDAP_BIND_DN: '',
      BEACON_LDAP_BIND_PASSWORD: '',
      BEACON_LDAP_USER_DN_TEMPLATE: `uid={username},${PEOPLE}`,
    };
    const { app } = await serverWith(searchEnvironment(direct));
    expect((await login(app, 'dave', 'dave-directory-pass')).statusCode).toBe(200);
    expect(await bindingsOf(app, 'dave')).toMatchObject([{ resource_name: 'reports' }]);
    expect((await login(app, 'alice', 'wrong')).statusCode).toBe(401);

    // A group added through the protocol: the memberof overlay writes alice's memberOf.
    const auditors = `cn=auditors,${GROUPS}`;
    await asDirectoryAdmin(slapd, (client) =>
      client.add(auditors, { objectClass: 'groupOfNames', cn: 'auditors', member: dnOf('alice') }),
    );
    try {
      const { app: memberOf } = await serverWith(
        searchEnvironment({
          ...direct,
          BEACON_LDAP_GROUP_SEARCH_BASE: '',
          BEACON_LDAP_GROUP_SEARCH_FILTER: '',
          BEACON_LDAP_MEMBER_OF_ATTRIBUTE: 'memberOf',
          BEACON_LDAP_ROLE_MAPPING: 'auditors=tenant:audit@prod',
        }),
      );
      expect((await login(memberOf, 'alice', 'alice-directory-pass')).statusCode).toBe(200);
      expect(await bindingsOf(memberOf, 'alice')).toMatchObject([
        { resource_type: 'TENANTS', resource_name: 'audit', environment: 'prod' },
      ]);
    } finally {
      await asDirectoryAdmin(slapd, (client) => client.del(auditors));
    }
  });

  it('refuses names that would change a filter or a DN before asking the directory', async () => {
    const { app } = await serverWith(searchEnvironment());
    // A bind with a wildcard or a widened filter would find alice (or everyone) if it were let through.
    for (const name of ['*', ')(uid=*', 'admin)(|(uid=*', 'alice,ou=people', 'ali*', 'alice@', 'a b']) {
      const refused = await login(app, name, 'alice-directory-pass');
      expect(refused.statusCode, name).toBe(401);
      expect(refused.json()).toMatchObject({ message: MESSAGES.loginFailed });
    }
    // Control characters are refused at the edge, before the throttle or the directory sees them.
    for (const name of ['alice\u0000', 'al\nice', 'alice\u007f']) {
      const refused = await login(app, name, 'alice-directory-pass');
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.body).toContain('control characters');
    }
    const users = await app.database.db.selectFrom('users').select('name').execute();
    expect(users.map((user) => user.name)).not.toContain('alice');
    expect(users.every((user) => /^[\w.@-]+$/.test(user.name))).toBe(true);

    // Direct bind: the DN template receives the name; the same names never reach it.
    const { app: direct } = await serverWith(
      searchEnvironment({
        BEACON_LDAP_USER_SEARCH_BASE: '',
        BEACON_LDAP_BIND_DN: '',
        BEACON_LDAP_BIND_PASSWORD: '',
        BEACON_LDAP_USER_DN_TEMPLATE: `uid={username},${PEOPLE}`,
      }),
    );
    for (const name of ['alice,ou=people', 'alice+cn=x', '*'])
      expect((await login(direct, name, 'alice-directory-pass')).statusCode, name).toBe(401);
  });

  it('decides a bad name and an empty password before any connection (none is made to a dead port)', async () => {
    const directory = new LdapDirectory(
      ldapConfig(searchEnvironment({ BEACON_LDAP_URL: `ldap://127.0.0.1:${DEAD_PORT}` })),
    );
    const refusalOf = (name: string, password: string) =>
      directory.authenticate(name, password).then(
        () => 'signed in',
        (error: unknown) => (error instanceof DirectoryRefusal ? error.kind : String(error)),
      );
    expect(await refusalOf(')(uid=*', 'x')).toBe('invalidName');
    expect(await refusalOf('alice', '')).toBe('emptyPassword');
    // The same directory with a good name and a password: a connection, refused.
    expect(await refusalOf('alice', 'x')).toBe('unavailable');
  });

  it('never lets a directory user take over a local account of the same name', async () => {
    const { app, loggedIn } = await serverWith(searchEnvironment());
    const admin = await loggedIn();
    const created = await admin.request('PUT', '/pulsar-manager/users/user', {
      name: 'carol',
      password: 'carol-local-pass-1',
      repeatPassword: 'carol-local-pass-1',
      email: 'carol@local.example',
    });
    expect(created.statusCode).toBe(200);

    expect((await login(app, 'carol', 'carol-directory-pass')).statusCode).toBe(401);
    // Spelled otherwise, the name reaches the directory, which vouches for it: still refused.
    const otherCase = await login(app, 'CAROL', 'carol-directory-pass');
    expect(otherCase.statusCode).toBe(403);
    expect(otherCase.json()).toMatchObject({ code: LDAP_CODES.localAccount });
    expect(await userRow(app, 'CAROL')).toBeUndefined();
    expect(await userRow(app, 'carol')).toMatchObject({ source: 'local', email: 'carol@local.example' });
    expect((await login(app, 'carol', 'carol-local-pass-1')).statusCode).toBe(200);
  });

  it('says the directory is unavailable, not "wrong password", when nobody listens or it never answers', async () => {
    const { app } = await serverWith(searchEnvironment({ BEACON_LDAP_URL: `ldap://127.0.0.1:${DEAD_PORT}` }));
    for (let attempt = 0; attempt < 6; attempt++) {
      const down = await login(app, 'alice', 'alice-directory-pass');
      // Never throttled: the directory's trouble is no failed guess.
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: LDAP_CODES.directoryUnavailable });
      expect(down.json<{ message: string }>().message).toContain('cannot be reached');
    }

    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(SILENT_PORT, '127.0.0.1', resolve));
    try {
      const { app: waiting } = await serverWith(
        searchEnvironment({ BEACON_LDAP_URL: `ldap://127.0.0.1:${SILENT_PORT}`, BEACON_LDAP_TIMEOUT: '1' }),
      );
      const started = Date.now();
      const answer = await login(waiting, 'alice', 'alice-directory-pass');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: LDAP_CODES.directoryUnavailable });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.close();
    }
  });

  it('confirms a directory user password at the directory, and has no password to change here', async () => {
    const { app } = await serverWith(searchEnvironment());
    const alice = new SessionClient(app);
    expect((await alice.login('alice', 'alice-directory-pass')).statusCode).toBe(200);
    const info = await alice.request('GET', '/pulsar-manager/users/userInfo');
    expect(info.json()).toMatchObject({ confirmsWith: 'password', source: 'ldap' });

    const wrong = await alice.request('POST', '/pulsar-manager/auth/confirm-password', { password: 'nope' });
    expect(wrong.statusCode).toBe(403);
    const right = await alice.request('POST', '/pulsar-manager/auth/confirm-password', {
      password: 'alice-directory-pass',
    });
    expect(right.statusCode).toBe(200);

    const change = await alice.request('POST', '/pulsar-manager/users/password', {
      currentPassword: 'alice-directory-pass',
      password: 'a-new-password-123',
      repeatPassword: 'a-new-password-123',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json<{ message: string }>().message).toContain('directory');
  });

  it('logs why the directory could not decide, never a password', async () => {
    const app = await appWithLogLines('info', {
      ldap: ldapConfig(searchEnvironment({ BEACON_LDAP_BIND_PASSWORD: 'wrong-service-secret' })),
    });
    opened.push(app);
    const answer = await app.server.inject({
      method: 'POST',
      url: '/pulsar-manager/login',
      payload: { username: 'alice', password: 'alice-directory-pass' },
    });
    expect(answer.statusCode).toBe(503);
    const log = app.lines.join('');
    expect(log).toContain('service account bind refused');
    expect(log).not.toContain('wrong-service-secret');
    expect(log).not.toContain('alice-directory-pass');
  });

  describe('over TLS', () => {
    const tls = (url: string, startTls: boolean, caFile: string) =>
      searchEnvironment({
        BEACON_LDAP_URL: url,
        BEACON_LDAP_STARTTLS: String(startTls),
        BEACON_LDAP_CA_FILE: path.join(tempDir, caFile),
      });

    it('signs in over StartTLS and over ldaps:// with the CA that signed the directory certificate', async () => {
      for (const env of [tls(slapd.url, true, 'ca.pem'), tls(slapd.ldapsUrl!, false, 'ca.pem')]) {
        const { app } = await serverWith(env);
        const answer = await login(app, 'alice', 'alice-directory-pass');
        expect(answer.statusCode, env.BEACON_LDAP_URL).toBe(200);
      }
    });

    it('refuses a directory whose certificate another CA signed, as unavailable', async () => {
      for (const env of [tls(slapd.url, true, 'wrong-ca.pem'), tls(slapd.ldapsUrl!, false, 'wrong-ca.pem')]) {
        const { app } = await serverWith(env);
        const answer = await login(app, 'alice', 'alice-directory-pass');
        expect(answer.statusCode, env.BEACON_LDAP_URL).toBe(503);
        expect(answer.json()).toMatchObject({ code: LDAP_CODES.directoryUnavailable });
        expect(await userRow(app, 'alice')).toBeUndefined();
      }
    });
  });
});
