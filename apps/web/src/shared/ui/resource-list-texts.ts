// The one naming convention of a list's texts (issue 29 item 3). A resource's catalogue entry
// (shared/i18n/en/<resource>.ts) holds them under these names, so ResourceList finds them from the
// resource's name alone; the types below refuse a descriptor whose resource lacks a text it needs.
//
//   <resource>.list.{title, intro}                  the page's heading (list screens, not tabs)
//   <resource>.list.search                          the search box
//   <resource>.list.{loadFailed, forbidden, empty}  the read's states
//   <resource>.list.noMatch        {{filter}}       nothing matches the search
//   <resource>.columns.actions                     the row actions' column
//   <resource>.actions.new                          the create button
//   <resource>.actions.{edit, editNamed {{name}}}   a row's Edit: tooltip, accessible name
//   <resource>.actions.{delete, deleteNamed {{name}}}
//   <resource>.deleteDialog.{title, question}  {{name}}
//   <resource>.messages.deleted                     the toast after a delete
import type { TFunction } from 'i18next';
import type { Translation } from '../i18n/en/index.ts';

interface ReadTexts {
  list: { loadFailed: string; forbidden: string; empty: string };
}
export interface HeaderTexts {
  list: { title: string; intro: string };
}
export interface SearchTexts {
  list: { search: string; noMatch: string };
}
export interface CreateTexts {
  actions: { new: string };
}
export interface EditTexts {
  columns: { actions: string };
  actions: { edit: string; editNamed: string };
}
export interface RemoveTexts {
  columns: { actions: string };
  actions: { delete: string; deleteNamed: string };
  deleteDialog: { title: string; question: string };
  messages: { deleted: string };
}

/** A catalogue entry with the texts every list needs (its read's states). */
export type ListResource = {
  [Key in keyof Translation]: Translation[Key] extends ReadTexts ? Key : never;
}[keyof Translation];

/** `Spec` where resource `R` has the `Texts` it needs, else nothing can be given (a compile error). */
export type WithTexts<R extends ListResource, Texts, Spec> = Translation[R] extends Texts ? Spec : never;

/**
 * A text of `resource` by its conventional name. The descriptor's types above proved the key is in
 * the catalogue; i18next's own typing cannot follow a key built from a type parameter.
 */
export function listText(
  t: TFunction,
  resource: ListResource,
  name: string,
  values?: Record<string, string>,
): string {
  return (t as unknown as (key: string, values?: Record<string, string>) => string)(
    `${resource}.${name}`,
    values,
  );
}
