// The resource-group form: a name and four rates per second, each typed as text and left empty for
// no limit (sent as -1, what a 4.0.7 broker writes for a rate not set). Messages are translation keys.
import type { ResourceGroupRates } from '@beacon/pulsar-admin';
import { z } from 'zod';

export const RATE_FIELDS = [
  'publishRateInMsgs',
  'publishRateInBytes',
  'dispatchRateInMsgs',
  'dispatchRateInBytes',
] as const satisfies readonly (keyof ResourceGroupRates)[];

/** The Java types' bounds: messages are an Integer, bytes a Long (kept to what JSON numbers hold). */
const MAXIMUM: Record<(typeof RATE_FIELDS)[number], number> = {
  publishRateInMsgs: 2 ** 31 - 1,
  publishRateInBytes: Number.MAX_SAFE_INTEGER,
  dispatchRateInMsgs: 2 ** 31 - 1,
  dispatchRateInBytes: Number.MAX_SAFE_INTEGER,
};

/** No limit: Pulsar's -1. Any rate <= 0 is no limit to the broker (PublishRateLimiterImpl). */
export const NO_LIMIT = -1;

const rate = (maximum: number) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) >= 1), {
      error: 'resourceGroups.issues.rateInteger',
    })
    .refine((text) => text === '' || Number(text) <= maximum, {
      error: 'resourceGroups.issues.rateTooLarge',
      params: { maximum },
    })
    .transform((text) => (text === '' ? NO_LIMIT : Number(text)));

/** `existing`: the groups there are, refused as a new name (Pulsar's PUT would update that group). */
export const resourceGroupSchema = (existing: readonly string[] = []) =>
  z.object({
    name: z
      .string({ error: 'resourceGroups.issues.nameRequired' })
      .trim()
      .min(1, { error: 'resourceGroups.issues.nameRequired' })
      // A "/" makes a nested metadata path: the group lists as its first segment and cannot be read.
      .refine((name) => !name.includes('/'), { error: 'resourceGroups.issues.nameSlash' })
      .refine((name) => name !== '.' && name !== '..', { error: 'resourceGroups.issues.nameDots' })
      .refine((name) => !existing.includes(name), { error: 'resourceGroups.issues.nameExists' }),
    publishRateInMsgs: rate(MAXIMUM.publishRateInMsgs),
    publishRateInBytes: rate(MAXIMUM.publishRateInBytes),
    dispatchRateInMsgs: rate(MAXIMUM.dispatchRateInMsgs),
    dispatchRateInBytes: rate(MAXIMUM.dispatchRateInBytes),
  });

export type ResourceGroupValues = z.input<ReturnType<typeof resourceGroupSchema>>;

/** A stored rate as the form shows it: empty for no limit. */
export const rateText = (value: number): string => (value > 0 ? String(value) : '');

export const EMPTY_VALUES: ResourceGroupValues = {
  name: '',
  publishRateInMsgs: '',
  publishRateInBytes: '',
  dispatchRateInMsgs: '',
  dispatchRateInBytes: '',
};
