// A real OpenLDAP directory of a test file's own: Debian's slapd on loopback ports the caller picks,
// configured by a slapd.conf in a temporary directory (mdb backend there too), seeded with slapadd
// before it starts, and removed when stopped. .ci/run installs slapd and ldap-utils; outside CI a
// machine without them skips the directory tests with a loud warning (slapdProblem), under CI their
// absence fails.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const SCHEMAS = ['core', 'cosine', 'inetorgperson', 'nis'].map((name) => `/etc/ldap/schema/${name}.schema`);

export const SLAPD_SUFFIX = 'dc=example,dc=org';
export const SLAPD_ADMIN = { dn: `cn=admin,${SLAPD_SUFFIX}`, password: 'admin-secret' };

/** Why slapd cannot run here, or undefined when it can. */
export function slapdProblem(): string | undefined {
  const missing = [
    SLAPD,
    SLAPADD,
    ...SCHEMAS,
    '/usr/lib/ldap/back_mdb.la',
    '/usr/lib/ldap/memberof.la',
  ].filter((file) => !fs.existsSync(file));
  return missing.length > 0 ? `slapd is not installed (missing ${missing.join(', ')})` : undefined;
}

/**
 * For a test file's describe: run when slapd is here or under CI (where its absence must fail the
 * file), and skip loudly otherwise, as the real-Pulsar project does (vitest.config.ts).
 */
export function runWithSlapd(): boolean {
  const problem = slapdProblem();
  if (problem && !process.env.CI)
    console.warn(`\n*** ${problem}: the directory (LDAP) tests are SKIPPED ***\n`);
  return !problem || Boolean(process.env.CI);
}

export interface SlapdTls {
  /** PEM of the server certificate and its key. */
  cert: string;
  key: string;
}

export interface SlapdOptions {
  /** ldap:// listener (StartTLS too when `tls` is given). */
  port: number;
  /** An ldaps:// listener besides, when `tls` is given. */
  ldapsPort?: number;
  tls?: SlapdTls;
  /** LDIF of the entries under SLAPD_SUFFIX (the suffix entry itself is added here). */
  seed: string;
  /**
   * Loads the memberof overlay, which keeps each member's memberOf for groupOfNames added or changed
   * through the protocol (slapadd runs no overlay: add such groups with ldapts once started).
   */
  memberOf?: boolean;
}

export interface Slapd {
  url: string;
  ldapsUrl: string | undefined;
  stop(): Promise<void>;
}

/** A throwaway CA and a certificate for 127.0.0.1 it signed, made with the openssl command. */
export function throwawayCertificateAuthority(): { ca: string; cert: string; key: string } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-ldap-tls-'));
  const file = (name: string) => path.join(directory, name);
  const openssl = (args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
  try {
    openssl([
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=Beacon test CA'],
      ...['-keyout', file('ca.key'), '-out', file('ca.pem')],
    ]);
    openssl([
      ...['req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1'],
      ...['-keyout', file('server.key'), '-out', file('server.csr')],
    ]);
    fs.writeFileSync(file('ext.cnf'), 'subjectAltName=IP:127.0.0.1\n');
    openssl([
      ...['x509', '-req', '-in', file('server.csr'), '-CA', file('ca.pem'), '-CAkey', file('ca.key')],
      ...['-CAcreateserial', '-days', '1', '-extfile', file('ext.cnf'), '-out', file('server.pem')],
    ]);
    const read = (name: string) => fs.readFileSync(file(name), 'utf8');
    return { ca: read('ca.pem'), cert: read('server.pem'), key: read('server.key') };
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

function slapdConf(directory: string, tls: boolean, memberOf: boolean): string {
  return [
    ...SCHEMAS.map((schema) => `include ${schema}`),
    `pidfile ${path.join(directory, 'slapd.pid')}`,
    `argsfile ${path.join(directory, 'slapd.args')}`,
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    ...(memberOf ? ['moduleload memberof'] : []),
    ...(tls
      ? [
          `TLSCertificateFile ${path.join(directory, 'server.pem')}`,
          `TLSCertificateKeyFile ${path.join(directory, 'server.key')}`,
        ]
      : []),
    'database mdb',
    'maxsize 10485760',
    `suffix "${SLAPD_SUFFIX}"`,
    `rootdn "${SLAPD_ADMIN.dn}"`,
    `rootpw ${SLAPD_ADMIN.password}`,
    `directory ${path.join(directory, 'data')}`,
    ...(memberOf ? ['overlay memberof'] : []),
    // Passwords only bind; nothing is readable without a bind (so a test that reads proves a bind).
    'access to attrs=userPassword by anonymous auth by * none',
    'access to * by users read by * none',
    '',
  ].join('\n');
}

const SUFFIX_ENTRY = `dn: ${SLAPD_SUFFIX}
objectClass: dcObject
objectClass: organization
o: Example
dc: example
`;

async function listening(port: number, deadline: number, child: ChildProcess, log: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`slapd exited (${child.exitCode}): ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`slapd did not listen on ${port}: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts slapd seeded with the entries; stop() ends it and removes its files. */
export async function startSlapd(options: SlapdOptions): Promise<Slapd> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-slapd-'));
  fs.mkdirSync(path.join(directory, 'data'));
  if (options.tls) {
    fs.writeFileSync(path.join(directory, 'server.pem'), options.tls.cert);
    fs.writeFileSync(path.join(directory, 'server.key'), options.tls.key, { mode: 0o600 });
  }
  const conf = path.join(directory, 'slapd.conf');
  fs.writeFileSync(conf, slapdConf(directory, Boolean(options.tls), Boolean(options.memberOf)));
  const seed = path.join(directory, 'seed.ldif');
  fs.writeFileSync(seed, `${SUFFIX_ENTRY}\n${options.seed.trim()}\n`);
  execFileSync(SLAPADD, ['-q', '-f', conf, '-l', seed], { stdio: 'pipe' });

  const url = `ldap://127.0.0.1:${options.port}`;
  const ldapsUrl =
    options.tls && options.ldapsPort !== undefined ? `ldaps://127.0.0.1:${options.ldapsPort}` : undefined;
  // -d keeps slapd in the foreground, a child of this process; level 0 logs nothing but failures.
  const child = spawn(SLAPD, ['-f', conf, '-h', [url, ldapsUrl].filter(Boolean).join(' ') + ' ', '-d', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 10_000;
    await listening(options.port, deadline, child, () => stderr);
    if (options.ldapsPort !== undefined && ldapsUrl)
      await listening(options.ldapsPort, deadline, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, ldapsUrl, stop };
}
