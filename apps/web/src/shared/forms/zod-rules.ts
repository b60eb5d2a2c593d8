// antd Form rules from one zod schema of the whole form: each field reports the first issue the
// schema finds at its own path, in the user's language, so a form writes no validation of its own
// and cross-field rules (a partitioned topic's name) live in the schema like the others.
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueMessage, type IssueParams } from './issue-message.ts';

export type FieldPath = string | number | readonly (string | number)[];

/** The first issue of `schema` on `values` at `path`, as the text to show (undefined when none). */
export function fieldProblem(
  schema: z.ZodType,
  values: unknown,
  path: FieldPath,
  t: Parameters<typeof issueMessage>[1],
  params?: IssueParams,
): string | undefined {
  const parsed = schema.safeParse(values);
  if (parsed.success) return undefined;
  const wanted = pathKey(path);
  const issue = parsed.error.issues.find((found) => pathKey(found.path.map(asKey)) === wanted);
  return issue ? issueMessage(issue, t, params) : undefined;
}

/**
 * `rules(name)` for each Form.Item of a form whose values `schema` describes. The whole form is
 * parsed on each check, so a rule sees the other fields as they are now.
 */
export function useZodRules(schema: z.ZodType, params?: IssueParams) {
  const { t } = useTranslation();
  return (path: FieldPath): FormRule[] => [
    ({ getFieldsValue }) => ({
      validator: () => {
        const problem = fieldProblem(schema, getFieldsValue(true), path, t, params);
        return problem === undefined ? Promise.resolve() : Promise.reject(new Error(problem));
      },
    }),
  ];
}

const asKey = (segment: PropertyKey) => (typeof segment === 'symbol' ? String(segment) : segment);

function pathKey(path: FieldPath): string {
  return (Array.isArray(path) ? path : [path]).map(String).join('.');
}
