// An export's bytes (issue 30 item 5, decision 0073): each kept message as one JSON line, or as one
// CSV row of the columns asked for. CSV follows RFC 4180 (CRLF rows; a cell with a comma, a quote or
// a line break quoted, its quotes doubled) and is safe to open in a spreadsheet: a text cell that
// starts with = + - @ (or a tab or carriage return) is prefixed with a single quote so it is not run
// as a formula. Plain numbers, negative ones too, are left as they are.
import type { ExportFormat, ReadMessageLine, ReadValue, WorkbenchLine } from '@beacon/contracts';

/** The line stopped the read: the download ends with an error instead of looking complete. */
export class ExportFailed extends Error {}

export function exportRenderer(
  format: ExportFormat,
  columns: readonly string[] = [],
): (lines: AsyncGenerator<WorkbenchLine>) => AsyncGenerator<string> {
  return format === 'csv' ? (lines) => csvRows(lines, columns) : jsonRows;
}

async function* jsonRows(lines: AsyncGenerator<WorkbenchLine>): AsyncGenerator<string> {
  for await (const line of lines) {
    if (line.kind === 'failed') throw new ExportFailed(line.message);
    if (line.kind !== 'message') continue;
    const { kind: _kind, ...message } = line;
    yield `${JSON.stringify(message)}\n`;
  }
}

async function* csvRows(
  lines: AsyncGenerator<WorkbenchLine>,
  columns: readonly string[],
): AsyncGenerator<string> {
  // The byte order mark tells a spreadsheet the file is UTF-8 (Chinese text is garbled without it).
  yield `\uFEFF${columns.map(csvCell).join(',')}\r\n`;
  for await (const line of lines) {
    if (line.kind === 'failed') throw new ExportFailed(line.message);
    if (line.kind !== 'message') continue;
    yield `${columns.map((column) => csvCell(cellOf(line, column))).join(',')}\r\n`;
  }
}

/** One column of a message: its own fields, a property, the value or a path into it. */
export function cellOf(line: ReadMessageLine, column: string): unknown {
  if (column === 'publishTime') return new Date(line.publishTime).toISOString();
  if (column === 'eventTime') return line.eventTime > 0 ? new Date(line.eventTime).toISOString() : '';
  if (column.startsWith('properties.')) return line.properties[column.slice('properties.'.length)];
  if (column === 'value' || column.startsWith('value.')) {
    if (line.value === null) return undefined;
    const path = column.split('.').slice(1);
    return path.reduce<unknown>(
      (node, field) =>
        node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[field] : undefined,
      path.length === 0 ? wholeValue(line.value) : plainValue(line.value),
    );
  }
  return (line as unknown as Record<string, unknown>)[column];
}

/** The value in one cell: text as it is, JSON as JSON, bytes as base64. */
function wholeValue(value: ReadValue): unknown {
  switch (value.format) {
    case 'text':
      return value.value;
    case 'json':
      return value.value;
    case 'keyValue':
      return { key: plainValue(value.key), value: plainValue(value.value) };
    case 'bytes':
    case 'undecodable':
      return value.base64;
  }
}

/** The value as paths see it, as the filter does: JSON text parsed, a key-value as {key, value}. */
function plainValue(value: ReadValue): unknown {
  switch (value.format) {
    case 'json':
      return value.value;
    case 'text': {
      const first = value.value.trimStart()[0];
      if (first !== '{' && first !== '[') return value.value;
      try {
        return JSON.parse(value.value) as unknown;
      } catch {
        return value.value;
      }
    }
    case 'keyValue':
      return { key: plainValue(value.key), value: plainValue(value.value) };
    case 'bytes':
    case 'undecodable':
      return undefined;
  }
}

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** A cell as RFC 4180 writes it, with a spreadsheet's formulas defused. */
export function csvCell(cell: unknown): string {
  if (cell === undefined || cell === null) return '';
  let text = typeof cell === 'string' ? cell : JSON.stringify(cell);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
