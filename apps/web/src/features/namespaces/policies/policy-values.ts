// Field parsers shared by the catalogue's schemas. Messages are i18n keys (the English texts are the
// spec's, verbatim); the editor translates them when it shows them.
import { z } from 'zod';
import { parseSizeString } from '../../../shared/lib/byte-format.ts';
import type { TranslationKey } from '../../../shared/i18n/en/index.ts';

export const messages = {
  required: 'namespacePolicies.validation.required',
  integer: 'namespacePolicies.validation.integer',
  number: 'namespacePolicies.validation.number',
  atLeastZero: 'namespacePolicies.validation.atLeastZero',
  atLeastMinusOne: 'namespacePolicies.validation.atLeastMinusOne',
  greaterThanZero: 'namespacePolicies.validation.greaterThanZero',
  invalidSize: 'namespacePolicies.validation.invalidSize',
  quorum: 'namespacePolicies.validation.quorum',
  retentionBothOrNeither: 'namespacePolicies.validation.retentionBothOrNeither',
  choose: 'namespacePolicies.validation.choose',
  clusters: 'namespacePolicies.validation.clusters',
  antiAffinity: 'namespacePolicies.validation.antiAffinity',
  bucketRequired: 'namespacePolicies.validation.bucketRequired',
  chooseOne: 'namespacePolicies.validation.chooseOne',
  switchOffByClearing: 'namespacePolicies.validation.switchOffByClearing',
} as const satisfies Record<string, TranslationKey>;

const filled = z.string().trim().min(1, { error: messages.required });

/** A whole number, optionally with a lower bound and its message. */
export function integerText(min?: { value: number; message: string }) {
  const integer = filled
    .regex(/^-?\d+$/, { error: messages.integer })
    .transform(Number)
    .refine(Number.isSafeInteger, { error: messages.integer });
  return min ? integer.refine((value) => value >= min.value, { error: min.message }) : integer;
}

/** A decimal number ≥ 0 (Pulsar's mark-delete rate is a double). */
export const nonNegativeNumberText = filled
  .regex(/^\d+(\.\d+)?$/, { error: messages.number })
  .transform(Number)
  .refine((value) => value >= 0, { error: messages.atLeastZero });

/** Pulsar's size strings (200K, 50M, 1G) or plain bytes, as bytes. */
export const sizeText = z.string().transform((text, context) => {
  const bytes = parseSizeString(text);
  if (bytes === undefined) {
    context.addIssue({ code: 'custom', message: messages.invalidSize });
    return z.NEVER;
  }
  return bytes;
});

export const counts = {
  atLeastZero: integerText({ value: 0, message: messages.atLeastZero }),
  atLeastMinusOne: integerText({ value: -1, message: messages.atLeastMinusOne }),
  positive: integerText({ value: 1, message: messages.greaterThanZero }),
};

export function choice(options: readonly string[]) {
  return z.string().refine((value) => options.includes(value), { error: messages.choose });
}

/** Reads a number out of a Pulsar answer for a form field ("" when absent). */
export function numberField(value: unknown): string {
  return typeof value === 'number' ? String(value) : '';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
