// Builders for the catalogue's common policy shapes: one integer, one boolean, one enum, one size,
// a dispatch rate. Each keeps its id's literal type so the i18n keys built from it are checked.
// Each takes the policy's entries of the @beacon/pulsar-admin catalogue (namespacePolicies): the
// methods and paths are Pulsar's, from there, and whether Pulsar has a DELETE is whether the
// entries have a `clear`.
import { z } from 'zod';
import { toSizeString } from '../../../shared/lib/byte-format.ts';
import type {
  PolicyCall,
  PolicyClear,
  PolicyDescriptor,
  PolicyEntry,
  PolicyField,
  PolicyGroup,
  ValueKind,
} from './policy-types.ts';
import { choice, counts, type integerText, isRecord, numberField, sizeText } from './policy-values.ts';

/** One policy's catalogue entries: read, set and, where Pulsar has one, the DELETE. */
export interface PolicyEntries {
  get: PolicyEntry;
  set: PolicyEntry;
  clear?: PolicyEntry;
}
/** A policy Pulsar lets the namespace drop again (a DELETE). */
export type ClearableEntries = PolicyEntries & { clear: PolicyEntry };

export const call = (entry: PolicyEntry, query?: Record<string, string>): PolicyCall =>
  query ? { entry, query } : { entry };
export const deletes = (entry: PolicyEntry, query?: Record<string, string>): PolicyClear => ({
  kind: 'delete',
  call: call(entry, query),
});
export const noClear: PolicyClear = { kind: 'none' };

/** A descriptor's calls for a policy read, POSTed and DELETEd at one path. */
export const callsAtOnePath = (entries: ClearableEntries) => ({
  read: call(entries.get),
  set: call(entries.set),
  clear: deletes(entries.clear),
});

/**
 * A policy holding one integer (TTL, limits, deletion lag); Pulsar answers 204 while unset, or, for
 * a few, `readsAsUnset` (the max topics of a namespace reads 0 while unset: a 0 saved there cannot
 * be told from it, and shows as inherited).
 */
export function integerPolicy<Id extends string>(
  id: Id,
  group: PolicyGroup,
  entries: ClearableEntries,
  value: ReturnType<typeof integerText>,
  valueKind: ValueKind,
  readsAsUnset?: number,
): PolicyDescriptor<Id> {
  return {
    id,
    group,
    valueKind,
    fields: [{ name: 'value', input: 'integer' }],
    ...callsAtOnePath(entries),
    fromPulsar: (answer) =>
      typeof answer === 'number' && answer !== readsAsUnset ? { value: String(answer) } : undefined,
    emptyForm: { value: '' },
    schema: z.object({ value }).transform((form) => form.value),
  };
}

/**
 * A boolean. Nullable ones (deduplication: the entries have a DELETE) read 204 while the broker
 * default applies; the others (encryption required, schema validation) are plain `boolean` fields
 * of Pulsar's Policies, false on every new namespace (and, for schema validation, false defers to
 * the broker's schemaValidationEnforced), so false is what clearing saves and what reads as
 * inherited.
 */
export function enabledPolicy<Id extends string>(
  id: Id,
  group: PolicyGroup,
  entries: PolicyEntries,
): PolicyDescriptor<Id> {
  const nullable = entries.clear !== undefined;
  return {
    id,
    group,
    valueKind: 'boolean',
    fields: [{ name: 'enabled', input: 'enabled' }],
    read: call(entries.get),
    set: call(entries.set),
    clear: entries.clear
      ? deletes(entries.clear)
      : { kind: 'sentinel', body: false, newNamespaceValue: true },
    fromPulsar: (answer) =>
      typeof answer === 'boolean' && (nullable || answer) ? { enabled: answer } : undefined,
    emptyForm: { enabled: false },
    schema: z.object({ enabled: z.boolean() }).transform((form) => form.enabled),
  };
}

/**
 * An enum sent as its quoted Java name. `inherited.value` is the one Pulsar reads as "not set"
 * (UNDEFINED), or with `newNamespaceValue` the value every namespace starts with (None): Pulsar has
 * no DELETE for these, so saving that value is how they are cleared. With `clearedByNull` the value
 * is only the one in force while unset (the broker's default), and saving `null` unsets it: every
 * answer Pulsar gives is then a value set here.
 */
export function enumPolicy<Id extends string>(
  id: Id,
  group: PolicyGroup,
  entries: PolicyEntries,
  options: readonly string[],
  input: 'choice' | 'select',
  inherited?: { value: string; newNamespaceValue?: true; clearedByNull?: true },
): PolicyDescriptor<Id> {
  const inheritedValue = inherited?.value;
  const readsAsUnset = (answer: string) => !inherited?.clearedByNull && answer === inheritedValue;
  return {
    id,
    group,
    valueKind: 'enum',
    fields: [{ name: 'value', input, options }],
    read: call(entries.get),
    set: call(entries.set),
    clear:
      inherited === undefined
        ? noClear
        : {
            kind: 'sentinel',
            body: inherited.clearedByNull ? null : inherited.value,
            ...(inherited.newNamespaceValue ? { newNamespaceValue: true } : {}),
          },
    fromPulsar: (answer) =>
      typeof answer === 'string' && !readsAsUnset(answer) ? { value: answer } : undefined,
    // While inherited the form shows the value in force, when it is one of the choices.
    emptyForm: {
      value: inheritedValue !== undefined && options.includes(inheritedValue) ? inheritedValue : '',
    },
    schema: z.object({ value: choice(options) }).transform((form) => form.value),
  };
}

/**
 * A byte count entered as a size string; `inheritedValue` as for enums: without a DELETE, saving it
 * is how the policy is cleared.
 */
export function sizePolicy<Id extends string>(
  id: Id,
  entries: PolicyEntries,
  inheritedValue?: number,
): PolicyDescriptor<Id> {
  return {
    id,
    group: 'cleanup',
    valueKind: 'size',
    fields: [{ name: 'value', input: 'size' }],
    read: call(entries.get),
    set: call(entries.set),
    clear: entries.clear
      ? deletes(entries.clear)
      : inheritedValue === undefined
        ? noClear
        : { kind: 'sentinel', body: inheritedValue },
    fromPulsar: (answer) =>
      typeof answer === 'number' && answer !== inheritedValue ? { value: toSizeString(answer) } : undefined,
    emptyForm: { value: '' },
    schema: z.object({ value: sizeText }).transform((form) => form.value),
  };
}

/** One number of a policy Pulsar holds as a record: its form field, Pulsar's key, rule and start. */
interface NumberPart {
  name: string;
  pulsar: string;
  rule: z.ZodType<number, string>;
  empty: string;
  input?: 'number';
}

type Numbers = Record<string, number>;

/**
 * A policy Pulsar holds as a record of numbers (persistence, retention, dispatch and subscribe
 * rates): read, POSTed and DELETEd at one path, each number a form field; `check` adds Pulsar's
 * rules between them before anything is sent.
 */
export function numbersPolicy<Id extends string>(
  { entries, ...descriptor }: { id: Id; group: PolicyGroup; valueKind: ValueKind; entries: ClearableEntries },
  parts: readonly NumberPart[],
  check: (form: Numbers, context: z.RefinementCtx) => void = () => undefined,
): PolicyDescriptor<Id> {
  const each = <T>(value: (part: NumberPart) => [string, T]) => Object.fromEntries(parts.map(value));
  return {
    ...descriptor,
    fields: parts.map(({ name, input }): PolicyField => ({ name, input: input ?? 'integer' })),
    ...callsAtOnePath(entries),
    fromPulsar: (answer) =>
      isRecord(answer) ? each((part) => [part.name, numberField(answer[part.pulsar])]) : undefined,
    emptyForm: each((part) => [part.name, part.empty]),
    schema: z
      .object(each((part) => [part.name, part.rule]))
      .superRefine((form, context) => check(form, context))
      .transform((form) => each((part) => [part.pulsar, form[part.name]])),
  };
}

/** Dispatch rates: -1 is "no limit" for bytes and messages; the period is at least a second. */
export function dispatchRatePolicy<Id extends string>(
  id: Id,
  entries: ClearableEntries,
): PolicyDescriptor<Id> {
  return numbersPolicy({ id, group: 'dispatch', valueKind: 'rate', entries }, [
    {
      name: 'bytesPerSecond',
      pulsar: 'dispatchThrottlingRateInByte',
      rule: counts.atLeastMinusOne,
      empty: '-1',
    },
    {
      name: 'messagesPerSecond',
      pulsar: 'dispatchThrottlingRateInMsg',
      rule: counts.atLeastMinusOne,
      empty: '-1',
    },
    { name: 'periodSeconds', pulsar: 'ratePeriodInSecond', rule: counts.positive, empty: '1' },
  ]);
}
