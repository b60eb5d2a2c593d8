// A proxied path is authorized on its decoded segments, and only a path with one reading is accepted:
// anything a broker (or a proxy in between) could decode differently from us is refused before any
// rule is looked at — dot segments, encoded dots, slashes, backslashes or percent signs, empty
// segments, `;` parameters, control characters.

export type CanonicalPath = { ok: true; segments: string[] } | { ok: false; reason: string };

const FORBIDDEN_ENCODINGS = /%(2e|2f|5c|25|00)/i;

export function canonicalPath(rawPath: string): CanonicalPath {
  if (!rawPath.startsWith('/')) return { ok: false, reason: 'The path must start with /' };
  if (rawPath.includes('\\')) return { ok: false, reason: 'Backslashes are not allowed in paths' };
  if (rawPath.includes(';')) return { ok: false, reason: 'Path parameters (;) are not allowed' };
  if (FORBIDDEN_ENCODINGS.test(rawPath))
    return { ok: false, reason: 'Encoded dots, slashes and percent signs are not allowed' };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(rawPath))
    return { ok: false, reason: 'Control characters and spaces are not allowed' };
  const rawSegments = rawPath.slice(1).split('/');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    if (raw === '') return { ok: false, reason: 'Empty path segments (// or a trailing /) are not allowed' };
    // Most segments carry no escapes: nothing to decode (this runs on every proxied call).
    let segment = raw;
    if (raw.includes('%')) {
      try {
        segment = decodeURIComponent(raw);
      } catch {
        return { ok: false, reason: 'The path is not valid percent-encoding' };
      }
    }
    if (segment === '.' || segment === '..') return { ok: false, reason: 'Dot segments are not allowed' };
    segments.push(segment);
  }
  return { ok: true, segments };
}

/** Pulsar's NamedEntity rule for tenant and namespace names. */
export function isPulsarName(value: string): boolean {
  return /^[-=:.\w]+$/.test(value) && value !== '.' && value !== '..';
}
