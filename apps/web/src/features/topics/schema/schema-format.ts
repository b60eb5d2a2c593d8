// Definitions are stored as strings; JSON ones (AVRO, JSON, …) are pretty-printed so versions can
// be read and compared line by line.

export function prettyDefinition(data: string): string {
  if (data.trim() === '') return '';
  try {
    return JSON.stringify(JSON.parse(data), null, 2);
  } catch {
    return data;
  }
}

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * A line diff by longest common subsequence: schema definitions are a few hundred lines at most,
 * so the quadratic table is cheap and spares a diff library.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === '' ? [] : before.split('\n');
  const b = after === '' ? [] : after.split('\n');
  // common[i][j]: length of the LCS of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) lines.push({ kind: 'removed', text: a[i++]! });
    else lines.push({ kind: 'added', text: b[j++]! });
  }
  while (i < a.length) lines.push({ kind: 'removed', text: a[i++]! });
  while (j < b.length) lines.push({ kind: 'added', text: b[j++]! });
  return lines;
}

/** Why a definition cannot be sent for `type`, or undefined when it can. */
export function definitionProblem(
  type: string,
  definition: string,
  jsonTypes: ReadonlySet<string>,
): 'required' | 'json' | undefined {
  if (!jsonTypes.has(type)) return undefined;
  if (definition.trim() === '') return 'required';
  try {
    JSON.parse(definition);
    return undefined;
  } catch {
    return 'json';
  }
}
