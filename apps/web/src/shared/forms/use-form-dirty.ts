// Whether an antd form's values differ from what it started with. Blank entries ("", [], absent)
// count as the same, so typing and then clearing a field leaves the form clean.
import { Form, type FormInstance } from 'antd';

export function useFormDirty<Values>(form: FormInstance<Values>, initialValues: unknown): boolean {
  const current = Form.useWatch((values: unknown) => comparable(values), { form, preserve: true });
  // Before the form has mounted, useWatch reads nothing: the form is as it started.
  return current !== undefined && current !== comparable(initialValues);
}

/** A stable text of the values: keys sorted, blanks dropped. */
export function comparable(value: unknown): string {
  return JSON.stringify(withoutBlanks(value)) ?? '';
}

function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutBlanks);
    return items.length === 0 ? undefined : items;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .map(([key, entry]) => [key, withoutBlanks(entry)] as const)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value === '' || value === null ? undefined : value;
}
