// A read message's value as the workbench shows it: JSON pretty-printed in the detail (on one line
// in the table), text as it is, bytes and what could not be decoded as base64.
import type { ReadValue } from '@beacon/contracts';

export type ValueFormat = ReadValue['format'] | 'tombstone';

export const formatOf = (value: ReadValue | null): ValueFormat => value?.format ?? 'tombstone';

/** The value as text: `pretty` indents JSON (the detail), otherwise it stays on one line (a row). */
export function valueText(value: ReadValue | null, pretty = false): string {
  if (value === null) return '';
  switch (value.format) {
    case 'json':
      return JSON.stringify(value.value, null, pretty ? 2 : undefined) ?? 'null';
    case 'text':
      return value.value;
    case 'bytes':
    case 'undecodable':
      return value.base64;
    case 'keyValue':
      return pretty
        ? `${valueText(value.key, true)}\n=\n${valueText(value.value, true)}`
        : `${valueText(value.key)} = ${valueText(value.value)}`;
  }
}
