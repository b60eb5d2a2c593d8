// What a user types never changes the shape of a request to the directory: it is escaped as a filter
// value (RFC 4515) or as a DN attribute value (RFC 4514) before it is put into one. The login checks
// the name against Beacon's name rule before any of this (ldap-directory.ts); escaping is the second
// wall, for whatever that rule lets through now or later.
import { Filter } from 'ldapts';

/** RFC 4515 section 3: `*`, `(`, `)`, `\` and NUL as \XX (ldapts' Filter.escape). */
export function escapeFilterValue(value: string): string {
  return Filter.escape(value);
}

/**
 * RFC 4514 section 2.4: `"`, `+`, `,`, `;`, `<`, `>`, `\` and `=` escaped with a backslash, a leading
 * `#` or space and a trailing space too, NUL as \00.
 */
export function escapeDnValue(value: string): string {
  const escaped = value.replace(/["+,;<>\\=]/g, '\\$&').replace(/\0/g, '\\00');
  return escaped.replace(/^([ #])/, '\\$1').replace(/ $/, '\\ ');
}

/** A template or filter with `{name}` placeholders filled by escaped values. */
export function fillPlaceholders(
  template: string,
  values: Record<string, string>,
  escape: (value: string) => string,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? escape(values[name]!) : whole,
  );
}
