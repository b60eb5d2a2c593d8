// Pulsar matches isolation-policy regexes with Java's `String.matches`: the whole name, never a
// part of it (NamespaceIsolationPolicyImpl.matchNamespaces / matchesBrokerRegex). The preview does
// the same with the browser's engine, anchored; it agrees with Java's for the usual syntax. What it
// cannot read is reported, never thrown.

export type CompiledRegex =
  { ok: true; matches: (name: string) => boolean } | { ok: false; problem: RegexProblem };

/**
 * What is wrong with a regex, in the console's words (issue 28 A13: the engine's own message is
 * English, and names the anchors the preview added): the common mistakes by name, the rest as one.
 */
export type RegexProblem =
  | 'unclosedGroup'
  | 'unmatchedParenthesis'
  | 'nothingToRepeat'
  | 'unclosedClass'
  | 'trailingBackslash'
  | 'other';

const PROBLEMS: readonly [RegExp, RegexProblem][] = [
  [/Unterminated group/, 'unclosedGroup'],
  [/Unmatched '\)'/, 'unmatchedParenthesis'],
  [/Nothing to repeat/, 'nothingToRepeat'],
  [/Unterminated character class/, 'unclosedClass'],
];
/** An odd run of backslashes at the end: wrapped in the anchors it would escape the closing `)`. */
const TRAILING_BACKSLASH = /(?:^|[^\\])(?:\\\\)*\\$/;

function problemOf(error: unknown): RegexProblem {
  const message = error instanceof Error ? error.message : String(error);
  return PROBLEMS.find(([pattern]) => pattern.test(message))?.[1] ?? 'other';
}

/** Java's leading embedded flags (`(?i)`, `(?s)`…) become the engine's flags where they exist. */
const LEADING_FLAGS = /^\(\?([imsux]+)\)/;

export function compileJavaRegex(regex: string): CompiledRegex {
  let source = regex;
  let flags = '';
  const leading = LEADING_FLAGS.exec(source);
  if (leading?.[1]) {
    source = source.slice(leading[0].length);
    flags = [...new Set(leading[1].replace(/[ux]/g, ''))].join('');
  }
  if (TRAILING_BACKSLASH.test(source)) return { ok: false, problem: 'trailingBackslash' };
  try {
    const whole = new RegExp(`^(?:${source})$`, flags);
    return { ok: true, matches: (name) => whole.test(name) };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** Which of `names` any of `regexes` matches whole; regexes that do not compile match nothing. */
export function matchingNames(regexes: readonly string[], names: readonly string[]): string[] {
  const compiled = regexes.map(compileJavaRegex).flatMap((regex) => (regex.ok ? [regex.matches] : []));
  return names.filter((name) => compiled.some((matches) => matches(name)));
}

/**
 * The load manager matches broker regexes against the broker's host alone, not `host:port`
 * (LoadManagerShared.applyNamespacePolicies: `isPrimaryBroker(namespace, brokerUrl.getHost())`).
 */
export function brokerHost(brokerId: string): string {
  try {
    return new URL(`http://${brokerId}`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return brokerId;
  }
}
