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
