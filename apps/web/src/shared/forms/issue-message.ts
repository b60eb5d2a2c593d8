// The one place a zod issue becomes the text a form shows. Contract schemas carry FORM_ISSUES'
// English texts (what the server answers with); the web shows `forms.issues.<code>` in the user's
// language. Web-only schemas (the policy catalogue's, the produce dialog's JSON value) may carry a
// translation key instead, a custom issue's `params` filling its placeholders. Any
// other issue (zod's own "Too big", a type error) reads as a generic translated message, never as
// zod's English.
import { formIssueCode } from '@beacon/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { TranslationKey } from '../i18n/en/index.ts';

/** Values a message may name: the issue's bounds, and what the form adds (e.g. the current count). */
export type IssueParams = Record<string, string | number>;

export function issueMessage(issue: z.core.$ZodIssue, t: TFunction, params: IssueParams = {}): string {
  // The key is chosen at run time and its placeholders come from the issue, so the typed
  // interpolation check of t() cannot apply here; every key below exists in en and zh.
  const translate = t as unknown as (key: TranslationKey, options?: object) => string;
  const values = { ...boundsOf(issue), ...params };
  const code = formIssueCode(issue.message);
  if (code) return translate(`forms.issues.${code}`, values);
  if (translate(issue.message as TranslationKey, { defaultValue: '' }) !== '')
    return translate(issue.message as TranslationKey, values);
  return translate(issue.code === 'too_big' ? 'forms.issues.tooLong' : 'forms.issues.invalid', values);
}

/** The issue's bounds, and what a schema's own check named (a custom issue's `params`). */
function boundsOf(issue: z.core.$ZodIssue): IssueParams {
  const bounds: IssueParams = issue.code === 'custom' ? namedValues(issue.params) : {};
  if ('minimum' in issue) bounds.minimum = Number(issue.minimum);
  if ('maximum' in issue) bounds.maximum = Number(issue.maximum);
  return bounds;
}

function namedValues(params: Record<string, unknown> | undefined): IssueParams {
  return Object.fromEntries(
    Object.entries(params ?? {}).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}
