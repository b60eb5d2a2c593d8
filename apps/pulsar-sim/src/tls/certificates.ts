import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isIP } from 'node:net';
import path from 'node:path';

// The simulator's TLS material, made at start with the openssl command line (no new dependency):
// a CA of its own and one server certificate, signed by it, for every name the brokers answer to.

export interface TlsMaterial {
  /** PEM of the CA: what a client (the console) must trust. */
  ca: string;
  /** PEM of the brokers' certificate and its private key. */
  cert: string;
  key: string;
}

const DAYS = '30';

function openssl(args: string[], cwd: string): void {
  try {
    execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('The simulator makes its TLS certificates with the openssl command: install openssl', {
        cause: error,
      });
    throw error;
  }
}

const subjectAltName = (names: readonly string[]): string =>
  [...new Set(names)].map((name) => (isIP(name) ? `IP:${name}` : `DNS:${name}`)).join(',');

/** A fresh CA and a server certificate for `names` (host names and IP addresses). */
export function createTlsMaterial(names: readonly string[]): TlsMaterial {
  const directory = mkdtempSync(path.join(tmpdir(), 'pulsar-sim-tls-'));
  try {
    const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    openssl(
      [
        'req',
        '-x509',
        ...ecKey,
        '-days',
        DAYS,
        '-subj',
        '/CN=Beacon Pulsar simulator CA',
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
        '-keyout',
        'ca.key',
        '-out',
        'ca.pem',
      ],
      directory,
    );
    openssl(
      [
        'req',
        '-new',
        ...ecKey,
        '-subj',
        `/CN=${names[0] ?? 'localhost'}`,
        '-keyout',
        'broker.key',
        '-out',
        'broker.csr',
      ],
      directory,
    );
    writeFileSync(
      path.join(directory, 'broker.ext'),
      [
        'basicConstraints=CA:FALSE',
        'keyUsage=critical,digitalSignature,keyEncipherment',
        'extendedKeyUsage=serverAuth',
        `subjectAltName=${subjectAltName(names)}`,
        '',
      ].join('\n'),
    );
    openssl(
      [
        'x509',
        '-req',
        '-in',
        'broker.csr',
        '-CA',
        'ca.pem',
        '-CAkey',
        'ca.key',
        '-CAcreateserial',
        '-days',
        DAYS,
        '-extfile',
        'broker.ext',
        '-out',
        'broker.pem',
      ],
      directory,
    );
    return {
      ca: readFileSync(path.join(directory, 'ca.pem'), 'utf8'),
      cert: readFileSync(path.join(directory, 'broker.pem'), 'utf8'),
      key: readFileSync(path.join(directory, 'broker.key'), 'utf8'),
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
