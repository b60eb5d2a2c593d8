// One reading of the browser's request-target, used alike to authorize, to audit and to forward:
// characters a request-target may not carry (RFC 9112 §3.2, RFC 3986 §3.3–3.4) — `#`, spaces,
// quotes, backslashes, raw non-ASCII — are refused, and the path goes on exactly as it was checked.
import { canonicalPath } from '@beacon/contracts';

const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
const QUERY_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;
const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;
/** Characters kept as they are when a decoded segment is written back (RFC 3986 pchar). */
const SEGMENT_SAFE = /[A-Za-z0-9\-._~!$&'()*+,=:@]/;

export type RequestTarget =
  | { ok: true; path: string; pathAndQuery: string; segments: readonly string[] }
  | { ok: false; reason: string };

export function parseRequestTarget(rawUrl: string): RequestTarget {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : rawUrl.slice(queryAt + 1);
  if (!PATH_CHARACTERS.test(rawPath) || (query !== undefined && !QUERY_CHARACTERS.test(query))) {
    return { ok: false, reason: 'The request path or query contains characters a URL may not carry' };
  }
  if (BAD_PERCENT.test(rawUrl)) return { ok: false, reason: 'The path is not valid percent-encoding' };
  const checked = canonicalPath(rawPath);
  if (!checked.ok) return checked;
  // Without a percent sign the raw path is already its own canonical form: nothing to decode.
  const path = rawPath.includes('%') ? `/${checked.segments.map(encodeSegment).join('/')}` : rawPath;
  return {
    ok: true,
    path,
    pathAndQuery: query === undefined ? path : `${path}?${query}`,
    segments: checked.segments,
  };
}

function encodeSegment(segment: string): string {
  let encoded = '';
  for (const character of segment) {
    encoded += SEGMENT_SAFE.test(character) ? character : encodeURIComponent(character);
  }
  return encoded;
}
