// Whether a page may be framed by Beacon, read from the headers it answered with. A browser obeys
// CSP frame-ancestors when present and then ignores X-Frame-Options (CSP Level 2, "frame-ancestors";
// HTML's "X-Frame-Options" processing model), so this reads them in that order.
import type { FRAMING_REFUSALS } from '@beacon/contracts';

export interface FramingVerdict {
  embeddable: boolean;
  refusal: (typeof FRAMING_REFUSALS)[number] | null;
  detail: string | null;
}

const ALLOWED: FramingVerdict = { embeddable: true, refusal: null, detail: null };

/** The frame-ancestors source list of a CSP header (several policies: every one must allow). */
function frameAncestorLists(csp: string | null): string[][] {
  if (!csp) return [];
  return csp
    .split(',')
    .flatMap((policy) => policy.split(';'))
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name?.toLowerCase() === 'frame-ancestors')
    .map(([, ...sources]) => sources);
}

/** Does one frame-ancestors source match Beacon's origin (CSP "matches a source expression")? */
function sourceMatches(source: string, beaconOrigin: URL, targetOrigin: string): boolean {
  const value = source.toLowerCase();
  if (value === '*') return true;
  if (value === "'self'") return beaconOrigin.origin === targetOrigin;
  if (/^[a-z][a-z0-9+.-]*:$/.test(value)) return beaconOrigin.protocol === value;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/]+)(?::(\d+|\*))?/.exec(value);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme && `${scheme}:` !== beaconOrigin.protocol) return false;
  const hostname = beaconOrigin.hostname.toLowerCase();
  const hostMatches = wildcard ? hostname.endsWith(`.${host}`) : hostname === host;
  if (!hostMatches) return false;
  const defaultPort = beaconOrigin.protocol === 'https:' ? '443' : '80';
  const beaconPort = beaconOrigin.port || defaultPort;
  return port === '*' || (port ?? defaultPort) === beaconPort;
}

export function framingVerdict(headers: Headers, beaconOrigin: URL, targetOrigin: string): FramingVerdict {
  const csp = headers.get('content-security-policy');
  const lists = frameAncestorLists(csp);
  if (lists.length > 0) {
    const allowed = lists.every((sources) =>
      sources.some((source) => sourceMatches(source, beaconOrigin, targetOrigin)),
    );
    return allowed ? ALLOWED : { embeddable: false, refusal: 'frame-ancestors', detail: csp };
  }
  const xfo = headers.get('x-frame-options');
  if (!xfo) return ALLOWED;
  const value = xfo.trim().toLowerCase();
  // SAMEORIGIN allows Beacon only when Beacon and the target share an origin; DENY never; an
  // unknown value is ignored by browsers.
  if (value === 'deny' || (value === 'sameorigin' && beaconOrigin.origin !== targetOrigin)) {
    return { embeddable: false, refusal: 'x-frame-options', detail: xfo };
  }
  return ALLOWED;
}
