// The units of the numbers policy forms take (issue 31 item 7): their names, and each policy's in
// the order its form shows them. The editor shows them under each policy's help, beside the broker
// settings the policy maps to, so the help texts never have to say them. The table itself,
// POLICY_UNITS, sits in policy-catalog.ts beside the descriptors (a new policy needs its line there;
// the catalogue's unit test names any numeric field left out). The units follow Pulsar 4.0.7's
// Policies classes and ServiceConfiguration (decision 0086).
import { POLICY_UNITS, type PolicyId } from './policy-catalog.ts';
import type { FieldInput, PolicyDescriptor } from './policy-types.ts';

/** Unit names, translated under `policyReference.unitNames`. */
export const POLICY_UNIT_NAMES = [
  'milliseconds',
  'seconds',
  'minutes',
  // What a size field takes: bytes, or Pulsar's size strings (500M, 10G).
  'bytesWithSuffix',
  'megabytes',
  'bookies',
  'producers',
  'consumers',
  'subscriptions',
  'topics',
  'partitions',
  'messages',
  'markDeletesPerSecond',
  // Pulsar's dispatch and subscribe limits count per time period (the `ratePeriodInSecond`
  // beside them), not per second.
  'messagesPerPeriod',
  'bytesPerPeriod',
  'subscribesPerPeriod',
  // The publish rate has no period: Pulsar's PublishRate is per second.
  'messagesPerSecond',
  'bytesPerSecond',
] as const;

export type PolicyUnit = (typeof POLICY_UNIT_NAMES)[number];

/** A numeric field with no unit (a ratio, an index) is listed with this, so leaving one out stays an error. */
export const UNITLESS = null;

export type FieldUnits = Readonly<Record<string, PolicyUnit | typeof UNITLESS>>;

export { POLICY_UNITS };

/** The inputs that take a number, and so need a unit entry (or UNITLESS). */
export const NUMERIC_INPUTS: readonly FieldInput[] = ['integer', 'number', 'size'];

/** A field with its unit, in the policy's field order. */
export interface FieldUnit {
  field: string;
  unit: PolicyUnit;
}

/** The units of a policy's fields that have one, in the order the form shows the fields. */
export function unitsOf(policy: PolicyDescriptor<PolicyId>): FieldUnit[] {
  const units = POLICY_UNITS[policy.id] ?? {};
  return policy.fields.flatMap(({ name }) => {
    const unit = units[name];
    return unit ? [{ field: name, unit }] : [];
  });
}
