// The shape of one namespace policy in the catalogue (architecture guide §5): everything the
// generic PolicyEditor needs to read, show, validate, save and clear it, and nothing screen-specific.
// Its calls are entries of the @beacon/pulsar-admin catalogue's namespacePolicies (decision 0053).
import type { Permission, PolicyBrokerKey } from '@beacon/contracts';
import type { NamespacePolicyTemplate, Operation, TopicPolicyTemplate } from '@beacon/pulsar-admin';
import type { z } from 'zod';

export type PolicyGroup =
  | 'clusters'
  | 'subscriptionAuthentication'
  | 'storage'
  | 'backlog'
  | 'schema'
  | 'cleanup'
  | 'throttling'
  | 'dispatch'
  | 'delivery'
  | 'creation'
  | 'antiAffinity';

/** What kind of value the policy holds (the guide's list); drives nothing but documentation and tests. */
export type ValueKind = 'size' | 'duration' | 'rate' | 'count' | 'enum' | 'boolean' | 'composite' | 'text';

/** How one field is entered. Numbers are typed as text so "-1" and size strings ("50M") stay as typed. */
export type FieldInput =
  'integer' | 'number' | 'size' | 'choice' | 'select' | 'checkboxes' | 'enabled' | 'text' | 'clusters';

export type FormValue = string | boolean | string[];
export type PolicyForm = Record<string, FormValue>;

export interface PolicyField {
  /** Key in the form, and in `namespacePolicies.fields.<name>` for its label. */
  name: string;
  input: FieldInput;
  /** For `choice` (radio buttons), `select` and `checkboxes`: Pulsar's wire values, in display order. */
  options?: readonly string[];
}

/**
 * An entry of the catalogue's namespacePolicies or topicPolicies. Its value types are left open
 * here: the descriptor reads the answer (`fromPulsar`) and builds the body (`schema`) itself.
 */
export type PolicyEntry = Operation<NamespacePolicyTemplate | TopicPolicyTemplate, unknown, unknown, unknown>;

/** One of a policy's calls: its catalogue entry, and the query it is always sent with. */
export interface PolicyCall {
  entry: PolicyEntry;
  query?: Record<string, string>;
}

/**
 * How the namespace-level value is removed so the broker default applies again:
 * - `delete`: Pulsar has a DELETE for it;
 * - `sentinel`: no DELETE, but Pulsar reads this value as "not set" (e.g. offload threshold -1), or,
 *   with `newNamespaceValue`, it is the value every namespace starts with (a primitive field of
 *   Pulsar's Policies, such as encryption_required = false), so saving it is the only way back;
 * - `none`: Pulsar keeps the value on the namespace only and offers no way back to a default.
 */
export type PolicyClear =
  | { kind: 'delete'; call: PolicyCall }
  | { kind: 'sentinel'; body: unknown; newNamespaceValue?: true }
  | { kind: 'none' };

export interface PolicyDescriptor<Id extends string = string> {
  id: Id;
  group: PolicyGroup;
  valueKind: ValueKind;
  fields: readonly PolicyField[];
  read: PolicyCall;
  /**
   * `raw` sends the value as the body text (a Java String parameter), not as JSON; `{ query }` sends
   * it as that query parameter, with no body (a topic's message TTL); `none` sends no body at all
   * (a switch whose POST turns it on).
   */
  set: PolicyCall & { encoding?: 'json' | 'raw' | 'none' | { query: string } };
  clear: PolicyClear;
  /**
   * The namespace-level value as form values, from the GET answer (null for 204 No Content).
   * Undefined when the namespace does not set the policy, i.e. it inherits the broker default.
   */
  fromPulsar(answer: unknown): PolicyForm | undefined;
  /** What the form starts from while the policy is inherited. */
  emptyForm: PolicyForm;
  /** Validates the form with the spec's messages (i18n keys) and turns it into the request body. */
  schema: z.ZodType<unknown, PolicyForm>;
  /**
   * The broker settings in force while neither topic nor namespace sets the policy (4.0.7's
   * ServiceConfiguration names, read through GET /pulsar-manager/policy-defaults); none for a
   * policy that always has a value on the namespace.
   */
  brokerKeys?: readonly PolicyBrokerKey[];
  /**
   * The permission its set and clear need where it is not the level's usual one: Pulsar keeps a
   * namespace's delayed delivery for super users (NamespacesBase.internalSetDelayedDelivery).
   */
  writePermission?: Permission;
  /**
   * The permission its read needs where it is not the level's usual one: Pulsar shows the bookie
   * affinity group to super users only. Others see the policy named, with the reason, and no value.
   */
  readPermission?: Permission;
  /** A 404 whose reason matches is this level's "not set" (a namespace without local policies). */
  notFoundIsUnset?: RegExp;
}
