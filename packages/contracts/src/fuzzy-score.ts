// The command palette's ranking, shared by the server (the catalogue's search) and the web (screens,
// users, roles), so one query ranks the same way on both sides (decision 0092). A name matches when
// the query's characters appear in it in order. A contiguous match beats a scattered one; a match at
// the start of the name beats one at the start of a segment (after / - _ . : or a space), which beats
// one elsewhere; among equals the shorter name wins.

const SEPARATORS = new Set(['/', '-', '_', '.', ':', ' ']);

/** Above every scattered match: a contiguous one. */
const CONTIGUOUS = 1000;
const AT_START = 400;
const AT_SEGMENT = 200;

/**
 * The score of `text` for `query`, both already lower-cased (the search lower-cases each name once,
 * not once per keystroke); -1 when it does not match. Higher is better.
 */
export function fuzzyScoreLower(query: string, text: string): number {
  if (query.length === 0) return 0;
  if (query.length > text.length) return -1;
  const lengthPenalty = Math.min(text.length, 200) / 1000;
  const at = text.indexOf(query);
  if (at >= 0) {
    // The best-placed occurrence: a later one may start a segment where the first does not.
    let bonus = at === 0 ? AT_START : 0;
    for (let from = at; bonus < AT_SEGMENT && from >= 0; from = text.indexOf(query, from + 1))
      if (from > 0 && SEPARATORS.has(text[from - 1] ?? '')) bonus = AT_SEGMENT;
    return CONTIGUOUS + bonus - lengthPenalty;
  }
  let score = 0;
  let position = 0;
  let previous = -2;
  for (let index = 0; index < query.length; index += 1) {
    const found = text.indexOf(query[index] ?? '', position);
    if (found < 0) return -1;
    if (found === 0 || SEPARATORS.has(text[found - 1] ?? '')) score += 8;
    else if (found === previous + 1) score += 5;
    else score -= Math.min(found - position, 4);
    previous = found;
    position = found + 1;
  }
  // Scattered matches stay between 1 and CONTIGUOUS - 1.
  return Math.max(1, Math.min(CONTIGUOUS - 1, 500 + score - lengthPenalty));
}

/** `fuzzyScoreLower` for names as written. */
export function fuzzyScore(query: string, text: string): number {
  return fuzzyScoreLower(query.trim().toLowerCase(), text.toLowerCase());
}

const isSeparator = (character: string | undefined) => SEPARATORS.has(character ?? '');

/**
 * `fuzzyScoreLower(query, prefix + rest)` for many `rest`s after one `prefix` (a namespace's
 * `tenant/namespace/` before each of its 100 000 topics): what the query does in the prefix is
 * worked out once, and each name then costs a look at its own short rest only. Same score, same
 * ranking: the greedy subsequence walk meets the prefix first whatever follows it, and a contiguous
 * occurrence is either inside the prefix, across its end, or inside the rest.
 */
export function prefixScorer(query: string, prefix: string): (rest: string) => number {
  if (query.length === 0) return () => 0;
  const prefixLength = prefix.length;
  if (prefixLength === 0) return (rest) => fuzzyScoreLower(query, rest);
  const lastOfPrefix = prefix[prefixLength - 1];

  // Contiguous occurrences wholly inside the prefix: the same for every rest.
  const firstInPrefix = prefix.indexOf(query);
  let segmentInPrefix = false;
  for (let from = firstInPrefix; from > 0 && !segmentInPrefix; from = prefix.indexOf(query, from + 1))
    segmentInPrefix = isSeparator(prefix[from - 1]);
  // Occurrences across the prefix's end: the prefix ends with the query's first k characters and the
  // rest must start with the others. Earliest start first.
  const crossings: { start: number; tail: string; segment: boolean }[] = [];
  for (let k = Math.min(query.length - 1, prefixLength); k >= 1; k -= 1) {
    if (!prefix.endsWith(query.slice(0, k))) continue;
    const start = prefixLength - k;
    crossings.push({ start, tail: query.slice(k), segment: start > 0 && isSeparator(prefix[start - 1]) });
  }

  // The scattered walk through the prefix, up to the first query character it lacks.
  let matched = 0;
  let walkScore = 0;
  let walkPosition = 0;
  let walkPrevious = -2;
  for (; matched < query.length; matched += 1) {
    const found = prefix.indexOf(query[matched] ?? '', walkPosition);
    if (found < 0) break;
    if (found === 0 || isSeparator(prefix[found - 1])) walkScore += 8;
    else if (found === walkPrevious + 1) walkScore += 5;
    else walkScore -= Math.min(found - walkPosition, 4);
    walkPrevious = found;
    walkPosition = found + 1;
  }

  return (rest) => {
    const length = prefixLength + rest.length;
    if (query.length > length) return -1;
    const lengthPenalty = Math.min(length, 200) / 1000;

    let found = firstInPrefix >= 0;
    let atStart = firstInPrefix === 0;
    let segment = segmentInPrefix;
    for (let index = 0; index < crossings.length && !atStart && !segment; index += 1) {
      const crossing = crossings[index];
      if (!crossing || !rest.startsWith(crossing.tail)) continue;
      if (!found) atStart = crossing.start === 0;
      found = true;
      segment = crossing.segment;
    }
    if (!atStart && !segment)
      for (let from = rest.indexOf(query); from >= 0; from = rest.indexOf(query, from + 1)) {
        found = true;
        if (isSeparator(from === 0 ? lastOfPrefix : rest[from - 1])) {
          segment = true;
          break;
        }
      }
    if (found) return CONTIGUOUS + (atStart ? AT_START : segment ? AT_SEGMENT : 0) - lengthPenalty;

    let score = walkScore;
    let position = walkPosition;
    let previous = walkPrevious;
    for (let index = matched; index < query.length; index += 1) {
      const inRest = rest.indexOf(query[index] ?? '', Math.max(0, position - prefixLength));
      if (inRest < 0) return -1;
      const at = prefixLength + inRest;
      if (isSeparator(inRest === 0 ? lastOfPrefix : rest[inRest - 1])) score += 8;
      else if (at === previous + 1) score += 5;
      else score -= Math.min(at - position, 4);
      previous = at;
      position = at + 1;
    }
    return Math.max(1, Math.min(CONTIGUOUS - 1, 500 + score - lengthPenalty));
  };
}
