// A group of settings that is all or nothing, such as BEACON_OIDC_* or BEACON_LDAP_*: absent when
// its required variable is not set, and then none of the others may be set either — half a
// configuration must never silently mean "off". Every problem names its variable.
import { z } from 'zod';

export type VariableGroup<Values> =
  { values: Values; problems: [] } | { values: undefined; problems: string[] };

export function parseVariableGroup<Schema extends z.ZodType>(
  env: Record<string, string | undefined>,
  group: { prefix: string; required: string; schema: Schema },
): VariableGroup<z.infer<Schema>> {
  // Empty means "not set", as in config.ts.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (present[group.required] === undefined) {
    const named = Object.keys(present).filter((key) => key.startsWith(group.prefix));
    return {
      values: undefined,
      problems: named.length > 0 ? [`${group.required} must be set when ${named.join(', ')} is set`] : [],
    };
  }
  const parsed = group.schema.safeParse(present);
  if (!parsed.success) {
    return {
      values: undefined,
      problems: parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`),
    };
  }
  return { values: parsed.data, problems: [] };
}

/** A variable read by a parser of its own (a grant list, a role mapping): its error is the issue. */
export const listOf = <T>(parse: (text: string) => T) =>
  z.string().transform((value, context): T => {
    try {
      return parse(value);
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });
