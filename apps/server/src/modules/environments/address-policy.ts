// Which addresses Beacon may connect to with an environment's credentials (decision 0018). Link-local,
// cloud-metadata and unspecified addresses are always refused; BEACON_BROKER_ALLOWLIST, when set,
// narrows the rest to the hosts and CIDRs it names. The check runs on the address actually connected
// to (the lookup below), so a DNS name that resolves, or later re-resolves, to a refused address is
// refused too.
import dns from 'node:dns';
import net from 'node:net';

export interface BrokerAllowlist {
  /** Exact host names (lower case) and `*.suffix` wildcards. */
  hosts: readonly string[];
  /** IP addresses and CIDRs. */
  addresses: net.BlockList;
  /** Whether `addresses` holds any entry (a BlockList cannot say). */
  hasAddresses: boolean;
}

export interface AddressPolicy {
  /** Undefined: every address not refused outright is allowed. */
  allowlist: BrokerAllowlist | undefined;
}

export const DEFAULT_ADDRESS_POLICY: AddressPolicy = { allowlist: undefined };

export const ADDRESS_REFUSED = 'BEACON_ADDRESS_REFUSED';

/** A connection Beacon refused to open; `code` lets callers answer 400/502 with this message. */
export class AddressRefusedError extends Error {
  readonly code = ADDRESS_REFUSED;
}

const ALLOWLIST_VARIABLE = 'BEACON_BROKER_ALLOWLIST';

/** Never reachable with stored credentials, whatever the allowlist says. */
const REFUSED_BLOCKS: readonly { address: string; prefix: number; family: 'ipv4' | 'ipv6'; what: string }[] =
  [
    { address: '169.254.0.0', prefix: 16, family: 'ipv4', what: 'a link-local address' },
    { address: 'fe80::', prefix: 10, family: 'ipv6', what: 'a link-local address' },
    // AWS's IPv6 instance metadata service, and Alibaba Cloud's metadata service.
    { address: 'fd00:ec2::254', prefix: 128, family: 'ipv6', what: 'a cloud metadata address' },
    { address: '100.100.100.200', prefix: 32, family: 'ipv4', what: 'a cloud metadata address' },
    // Azure's platform endpoint (WireServer: instance configuration, extension settings), a public
    // address every Azure VM reaches (issue 28 B18: it was not refused).
    { address: '168.63.129.16', prefix: 32, family: 'ipv4', what: 'a cloud platform address' },
    // Connecting to 0.0.0.0 or :: reaches the local host on Linux, whatever it listens on.
    { address: '0.0.0.0', prefix: 8, family: 'ipv4', what: 'an unspecified address' },
    { address: '::', prefix: 128, family: 'ipv6', what: 'an unspecified address' },
  ];

const refusedBlocks = REFUSED_BLOCKS.map((block) => {
  const list = new net.BlockList();
  list.addSubnet(block.address, block.prefix, block.family);
  return { list, what: block.what };
});

const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Parses BEACON_BROKER_ALLOWLIST: comma-separated host names (`broker.example.com`,
 * `*.pulsar.example.com`), IP addresses and CIDRs (`10.0.0.0/8`, `fd12::/16`). Throws an Error
 * whose message says which entry is wrong.
 */
export function parseBrokerAllowlist(text: string): AddressPolicy {
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error('must list at least one host name or CIDR');
  const hosts: string[] = [];
  const addresses = new net.BlockList();
  let hasAddresses = false;
  for (const entry of entries) {
    const cidr = parseCidr(entry);
    if (cidr) {
      addresses.addSubnet(cidr.address, cidr.prefix, cidr.family);
      hasAddresses = true;
    } else if (HOST_NAME.test(entry) && !/^[\d.]+$/.test(entry)) {
      hosts.push(entry);
    } else {
      throw new Error(
        `entry "${entry}" is neither a host name, an IP address nor a CIDR (no scheme or port)`,
      );
    }
  }
  return { allowlist: { hosts, addresses, hasAddresses } };
}

function parseCidr(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [rawAddress = '', prefixText, ...rest] = entry.split('/');
  const address = rawAddress.replace(/^\[(.*)\]$/, '$1');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return undefined;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

function familyOf(ip: string): 'ipv4' | 'ipv6' {
  return net.isIPv4(ip) ? 'ipv4' : 'ipv6';
}

/** Why Beacon refuses to connect to this IP address (a phrase after "it is"), or undefined. */
export function checkAddress(ip: string, policy: AddressPolicy): string | undefined {
  const address = ip.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(address) === 0) return 'not an IP address';
  // BlockList matches IPv4-mapped IPv6 forms (::ffff:169.254.169.254) against IPv4 blocks too.
  const refused = refusedBlocks.find((block) => block.list.check(address, familyOf(address)));
  if (refused) return refused.what;
  const { allowlist } = policy;
  if (allowlist && !allowlist.addresses.check(address, familyOf(address))) {
    return `not in ${ALLOWLIST_VARIABLE}`;
  }
  return undefined;
}

function hostAllowed(hostname: string, allowlist: BrokerAllowlist): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return allowlist.hosts.some((entry) =>
    entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : name === entry,
  );
}

/**
 * The check that can run before connecting, on a URL's host name: IP literals (which never go
 * through a lookup) and names outside the allowlist. Names that may be allowed are decided by the
 * lookup, on the addresses they resolve to. Returns the refusal message, or undefined.
 */
export function checkHost(hostname: string, policy: AddressPolicy): string | undefined {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(host) !== 0) {
    const reason = checkAddress(host, policy);
    return reason && `Beacon does not connect to ${host}: it is ${reason}`;
  }
  const { allowlist } = policy;
  if (allowlist && !hostAllowed(host, allowlist) && !allowlist.hasAddresses) {
    return `Beacon does not connect to ${host}: it is not in ${ALLOWLIST_VARIABLE}`;
  }
  return undefined;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for sockets and agents (`net.LookupFunction`): resolves as dns.lookup does, then refuses
 * the connection if any resolved address is refused, so a name cannot point Beacon at one.
 */
export function brokerLookup(policy: AddressPolicy): net.LookupFunction {
  const lookup = (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refusal = refusalOf(hostname, addresses, policy);
      if (refusal) return callback(refusal, []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
  return lookup;
}

/** Exposed for tests: the decision the lookup makes on one DNS answer. */
export function refusalOf(
  hostname: string,
  addresses: readonly dns.LookupAddress[],
  policy: AddressPolicy,
): AddressRefusedError | undefined {
  const named = policy.allowlist !== undefined && hostAllowed(hostname, policy.allowlist);
  for (const { address } of addresses) {
    // A host name in the allowlist vouches for its addresses, except the ones refused outright.
    const reason = checkAddress(address, named ? DEFAULT_ADDRESS_POLICY : policy);
    if (reason) {
      return new AddressRefusedError(
        `Beacon does not connect to ${hostname}: its address ${address} is ${reason}`,
      );
    }
  }
  return undefined;
}
