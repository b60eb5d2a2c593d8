import { describe, expect, it } from 'vitest';
import { formIssueCode } from './forms/form-issues.ts';
import { setupFormSchema } from './setup.ts';

/** The code of the first issue `values` raises in each field: the web translates exactly these. */
function issueCodes(values: object): Record<string, string | undefined> {
  const parsed = setupFormSchema.safeParse(values);
  if (parsed.success) return {};
  // The first issue of each field, as the web shows it (fieldProblem).
  const codes: Record<string, string | undefined> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!(field in codes)) codes[field] = formIssueCode(issue.message);
  }
  return codes;
}

describe('the setup form schema', () => {
  it('words every refusal with a FORM_ISSUES message, so both languages show it', () => {
    expect(issueCodes({})).toEqual({ name: 'userNameRequired', password: 'passwordRequired' });
    expect(issueCodes({ name: 'root', password: 'long enough passphrase' })).toEqual({
      confirmPassword: 'passwordsDiffer',
    });
    expect(issueCodes({ name: '', password: '', confirmPassword: '' })).toEqual({
      name: 'userNameRequired',
      password: 'passwordRequired',
    });
    expect(issueCodes({ name: 'a b', password: 'short', confirmPassword: 'short' })).toEqual({
      name: 'userNameFormat',
      password: 'passwordTooShort',
    });
    expect(
      issueCodes({ name: 'root', password: 'long enough passphrase', confirmPassword: 'something else' }),
    ).toEqual({ confirmPassword: 'passwordsDiffer' });
  });

  it('accepts a name and a password typed twice', () => {
    expect(
      setupFormSchema.parse({
        name: ' root ',
        password: 'long enough passphrase',
        confirmPassword: 'long enough passphrase',
      }),
    ).toEqual({
      name: 'root',
      password: 'long enough passphrase',
      confirmPassword: 'long enough passphrase',
    });
  });
});
