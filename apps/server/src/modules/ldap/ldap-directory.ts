// One sign-in against the directory: bind as the user (its DN from the template, or found by the
// service account), then read its name, email and groups. Each call opens its own connection and
// closes it, so no bind outlives the request that made it and no connection pool holds a password.
import { Client, InvalidCredentialsError } from 'ldapts';
import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { usernameSchema } from '@beacon/contracts';
import type { LdapConfig } from './ldap-config.ts';
import { escapeDnValue, escapeFilterValue, fillPlaceholders } from './ldap-escape.ts';
import { firstRdnValue } from './ldap-groups.ts';

/** What the directory says of a user whose password it accepted. */
export interface DirectoryAccount {
  dn: string;
  /** The entry's own spelling of the name (BEACON_LDAP_USERNAME_ATTRIBUTE), or the typed one. */
  username: string;
  email: string;
  /** Each group by its DN and its names. */
  groups: Array<{ dn: string; names: string[] }>;
}

/**
 * Why the directory did not vouch for the user. `invalidName` and `emptyPassword` are decided before
 * any connection; `wrongCredentials` covers an unknown name too (no telling which); `unavailable` is
 * the directory's or the configuration's fault, never the user's (`detail` is for the log only).
 */
export type RefusalKind = 'invalidName' | 'emptyPassword' | 'wrongCredentials' | 'unavailable';

export class DirectoryRefusal extends Error {
  readonly kind: RefusalKind;
  readonly detail: string;
  constructor(kind: RefusalKind, detail: string = kind) {
    super(detail);
    this.kind = kind;
    this.detail = detail;
  }
}

// Control characters, and anything outside Beacon's own name rule (letters, digits, . _ @ -), are
// refused before the name goes near a DN or a filter.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

export function isDirectoryName(name: string): boolean {
  return !CONTROL_CHARACTERS.test(name) && usernameSchema.safeParse(name).success && name === name.trim();
}

type Entry = Awaited<ReturnType<Client['search']>>['searchEntries'][number];

/** An attribute's values as strings, whatever case the directory spells the attribute in. */
function valuesOf(entry: Entry, attribute: string): string[] {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  const value = key === undefined ? undefined : entry[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((item) => item.toString());
}

export class LdapDirectory {
  readonly #config: LdapConfig;

  constructor(config: LdapConfig) {
    this.#config = config;
  }

  /** The account, or a DirectoryRefusal; never binds with an empty password (an anonymous bind). */
  async authenticate(typedName: string, password: string): Promise<DirectoryAccount> {
    if (!isDirectoryName(typedName)) throw new DirectoryRefusal('invalidName');
    // RFC 4513 5.1.2: a simple bind with a name and no password is an unauthenticated bind, which
    // many directories answer with success.
    if (password === '') throw new DirectoryRefusal('emptyPassword');
    return this.#withClient(async (client) => {
      const { dn, entry } = await this.#userEntry(client, typedName);
      await this.#bind(client, dn, password, 'wrongCredentials');
      // Read as the user in direct-bind mode (the entry may only be readable by itself), as the service
      // account in search mode (which the operator gave the rights to read groups).
      const own = entry ?? (await this.#readEntry(client, dn));
      const lookup = this.#config.userLookup;
      if (lookup.kind === 'search' && this.#config.groupSearch)
        await this.#bind(client, lookup.bindDn, lookup.bindPassword, 'unavailable');
      const spelled = valuesOf(own, this.#config.usernameAttribute).find(
        (value) => value.toLowerCase() === typedName.toLowerCase() && isDirectoryName(value),
      );
      // The entry's own spelling goes into a group filter: posixGroup's memberUid matches exactly.
      const username = spelled ?? typedName;
      return {
        dn,
        username,
        email: valuesOf(own, this.#config.emailAttribute)[0] ?? '',
        groups: [...this.#memberOf(own), ...(await this.#searchGroups(client, dn, username))],
      };
    });
  }

  /** The user's DN and, in search mode, its entry (found by the service account). */
  async #userEntry(client: Client, name: string): Promise<{ dn: string; entry: Entry | undefined }> {
    const lookup = this.#config.userLookup;
    if (lookup.kind === 'template')
      return { dn: fillPlaceholders(lookup.dnTemplate, { username: name }, escapeDnValue), entry: undefined };
    await this.#bind(client, lookup.bindDn, lookup.bindPassword, 'unavailable');
    const { searchEntries } = await client.search(lookup.base, {
      scope: 'sub',
      filter: fillPlaceholders(lookup.filter, { username: name }, escapeFilterValue),
      attributes: this.#userAttributes(),
      sizeLimit: 2,
    });
    // None, or more than one (a filter that matches too much): nobody to bind as.
    if (searchEntries.length !== 1) throw new DirectoryRefusal('wrongCredentials');
    return { dn: searchEntries[0]!.dn, entry: searchEntries[0] };
  }

  async #readEntry(client: Client, dn: string): Promise<Entry> {
    const { searchEntries } = await client.search(dn, {
      scope: 'base',
      filter: '(objectClass=*)',
      attributes: this.#userAttributes(),
    });
    return searchEntries[0] ?? { dn };
  }

  #userAttributes(): string[] {
    const { usernameAttribute, emailAttribute, memberOfAttribute } = this.#config;
    return [usernameAttribute, emailAttribute, ...(memberOfAttribute ? [memberOfAttribute] : [])];
  }

  #memberOf(entry: Entry): DirectoryAccount['groups'] {
    const attribute = this.#config.memberOfAttribute;
    if (!attribute) return [];
    return valuesOf(entry, attribute).map((dn) => ({ dn, names: [firstRdnValue(dn) ?? dn] }));
  }

  async #searchGroups(client: Client, dn: string, username: string): Promise<DirectoryAccount['groups']> {
    const search = this.#config.groupSearch;
    if (!search) return [];
    const { searchEntries } = await client.search(search.base, {
      scope: 'sub',
      filter: fillPlaceholders(search.filter, { dn, username }, escapeFilterValue),
      attributes: [search.nameAttribute],
    });
    return searchEntries.map((group) => ({ dn: group.dn, names: valuesOf(group, search.nameAttribute) }));
  }

  async #bind(client: Client, dn: string, password: string, onRefusal: RefusalKind) {
    try {
      await client.bind(dn, password);
    } catch (error) {
      // The service account refused is the operator's problem, not the user's wrong password.
      if (error instanceof InvalidCredentialsError)
        throw new DirectoryRefusal(
          onRefusal,
          onRefusal === 'unavailable' ? 'service account bind refused' : onRefusal,
        );
      throw error;
    }
  }

  async #withClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const { url, timeoutMs, ca, startTls } = this.#config;
    const tlsOptions: ConnectionOptions = { ...(ca ? { ca } : {}), rejectUnauthorized: true };
    // ldapts speaks TLS from the first byte whenever it is given TLS options: ldaps:// only.
    const client = new Client({
      url,
      timeout: timeoutMs,
      connectTimeout: timeoutMs,
      strictDN: true,
      ...(url.startsWith('ldaps:') ? { tlsOptions } : {}),
    });
    try {
      const signIn = async () => {
        if (startTls) await client.startTLS(startTlsOptions(url, tlsOptions));
        return work(client);
      };
      return await withDeadline(signIn(), timeoutMs * 3, () => void client.unbind().catch(() => undefined));
    } catch (error) {
      if (error instanceof DirectoryRefusal) throw error;
      // Refused, timed out, TLS failed, or an operation the directory turned down (a search base that
      // does not exist): the login cannot be decided, which is not "wrong password".
      throw new DirectoryRefusal('unavailable', describe(error));
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }
}

/**
 * The upgraded socket's certificate is checked against the URL's host (tls.connect would otherwise
 * check it against "localhost"); SNI carries a host name, never an address (RFC 6066).
 */
function startTlsOptions(url: string, tlsOptions: ConnectionOptions): ConnectionOptions {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  return { ...tlsOptions, host, ...(isIP(host) ? {} : { servername: host }) };
}

/**
 * ldapts bounds the connect and each operation; this bounds the whole sign-in (a TLS handshake the
 * directory never finishes included), closing the connection when it runs out.
 */
async function withDeadline<T>(work: Promise<T>, limitMs: number, close: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      close();
      reject(new Error(`no answer within ${limitMs} ms`));
    }, limitMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** For the log: the error's class, code and words, which hold no password (ldapts never echoes one). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return `${error.constructor.name}${code ? ` ${code}` : ''}: ${error.message}`;
}
