// `Accept` and `Content-Type` reach the broker only as Beacon re-wrote them from a strict parse
// (RFC 9110 §8.3.1, §12.5.1): a value that is not a list of media types is refused, so no byte the
// browser chose beyond type, subtype and parameters is ever written on the broker connection.

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[\\t\\x20\\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\[\\t\\x20-\\x7e])*"';
const PARAMETER = new RegExp(`^[\\t ]*;[\\t ]*(${TOKEN})=(${TOKEN}|${QUOTED})`);
const TYPE = new RegExp(`^[\\t ]*(${TOKEN})/(${TOKEN})`);
const MAX_LENGTH = 1024;
/** Browsers send a handful of distinct values; parsing each once keeps the proxy's cost flat. */
const CACHE_LIMIT = 256;

interface MediaType {
  type: string;
  parameters: string[];
}

/** Parses one media type at the start of `text`; returns it and the rest of the text. */
function parseOne(text: string): { mediaType: MediaType; rest: string } | undefined {
  const type = TYPE.exec(text);
  if (!type) return undefined;
  let rest = text.slice(type[0].length);
  const parameters: string[] = [];
  for (let parameter = PARAMETER.exec(rest); parameter; parameter = PARAMETER.exec(rest)) {
    parameters.push(`${parameter[1]!.toLowerCase()}=${parameter[2]!}`);
    rest = rest.slice(parameter[0].length);
  }
  return { mediaType: { type: `${type[1]!}/${type[2]!}`.toLowerCase(), parameters }, rest };
}

const serialize = ({ type, parameters }: MediaType) => [type, ...parameters].join(';');

function cached(parse: (value: string) => string | undefined): (value: string) => string | undefined {
  const results = new Map<string, string | undefined>();
  return (value) => {
    if (results.has(value)) return results.get(value);
    const result = value.length > MAX_LENGTH ? undefined : parse(value);
    if (results.size >= CACHE_LIMIT) results.clear();
    results.set(value, result);
    return result;
  };
}

/** A `Content-Type` value rewritten canonically, or undefined when it is not exactly one media type. */
export const canonicalContentType = cached((value) => {
  const parsed = parseOne(value);
  return parsed && /^[\t ]*$/.test(parsed.rest) ? serialize(parsed.mediaType) : undefined;
});

/** An `Accept` value (a list of media ranges) rewritten canonically, or undefined when it is not one. */
export const canonicalAccept = cached((value) => {
  const ranges: string[] = [];
  let rest = value;
  for (;;) {
    const parsed = parseOne(rest);
    if (!parsed) return undefined;
    ranges.push(serialize(parsed.mediaType));
    const separator = /^[\t ]*(,|$)/.exec(parsed.rest);
    if (!separator) return undefined;
    if (separator[1] === '') return ranges.join(', ');
    rest = parsed.rest.slice(separator[0].length);
  }
});
