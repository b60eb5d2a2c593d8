// Policy as code (issue 33 item 2, decision 0094): an environment, a tenant or a namespace as one
// YAML document — tenants, namespaces with every policy they set, topic-level policies, permissions,
// and for a whole environment its resource groups, failure domains and isolation policies — compared
// with another environment or a file, and planned into the change plan's calls (changes.ts).
import { z } from 'zod';
import { plannedCallSchema } from './changes.ts';
import { API_PREFIX } from './session.ts';

export const POLICY_CODE_EXPORT_PATH = `${API_PREFIX}/policy-code/export`;
export const POLICY_CODE_DIFF_PATH = `${API_PREFIX}/policy-code/diff`;
export const POLICY_CODE_PLAN_PATH = `${API_PREFIX}/policy-code/plan`;
export const POLICY_DOCUMENT_TYPE = 'application/yaml';
/** The document's own version: a reader refuses one it does not know. */
export const POLICY_DOCUMENT_VERSION = 1;
/** A document's YAML text, at most. */
export const MAX_POLICY_DOCUMENT_BYTES = 4 * 1024 * 1024;

export const POLICY_SCOPES = ['environment', 'tenant', 'namespace'] as const;
export type PolicyScope = (typeof POLICY_SCOPES)[number];

const values = z.record(z.string(), z.unknown());

export const topicDocumentSchema = z.object({
  /** Set for a partitioned topic: how many partitions it has. */
  partitions: z.number().int().min(1).optional(),
  policies: values.optional(),
  /** The topic's global values (`isGlobal=true`): kept apart from its local ones by Pulsar. */
  globalPolicies: values.optional(),
});

export const namespaceDocumentSchema = z.object({
  /** By the @beacon/pulsar-admin catalogue's names (namespacePolicies): only those the namespace sets. */
  policies: values.optional(),
  /** Role → the actions it may take (Pulsar's AuthAction names). */
  permissions: z.record(z.string(), z.array(z.string())).optional(),
  resourceGroup: z.string().optional(),
  /** By the topic's full name (persistent://tenant/namespace/topic). */
  topics: z.record(z.string(), topicDocumentSchema).optional(),
});

export const tenantDocumentSchema = z.object({
  adminRoles: z.array(z.string()).optional(),
  allowedClusters: z.array(z.string()).optional(),
  /** By the namespace's short name. */
  namespaces: z.record(z.string(), namespaceDocumentSchema).optional(),
});

export const clusterDocumentSchema = z.object({
  failureDomains: z.record(z.string(), values).optional(),
  isolationPolicies: z.record(z.string(), values).optional(),
});

export const policyDocumentSchema = z.object({
  beaconPolicies: z.literal(POLICY_DOCUMENT_VERSION, {
    error: `Not a Beacon policy document of version ${POLICY_DOCUMENT_VERSION} (beaconPolicies: ${POLICY_DOCUMENT_VERSION})`,
  }),
  scope: z.enum(POLICY_SCOPES),
  /** The tenant or `tenant/namespace` of a tenant's or namespace's document. */
  name: z.string().optional(),
  /** Where it was exported from: for the reader, never used to apply. */
  exportedFrom: z.string().optional(),
  resourceGroups: z.record(z.string(), values).optional(),
  clusters: z.record(z.string(), clusterDocumentSchema).optional(),
  tenants: z.record(z.string(), tenantDocumentSchema).optional(),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;
export type TenantDocument = z.infer<typeof tenantDocumentSchema>;
export type NamespaceDocument = z.infer<typeof namespaceDocumentSchema>;
export type TopicDocument = z.infer<typeof topicDocumentSchema>;

export const policyExportQuerySchema = z.object({
  scope: z.enum(POLICY_SCOPES),
  /** The tenant, or `tenant/namespace`; none for an environment. */
  name: z.string().max(512).optional(),
});
export type PolicyExportQuery = z.infer<typeof policyExportQuerySchema>;

/** What a comparison or a plan reads: another environment's export, or a document's YAML text. */
export const policySourceSchema = z.union([
  z.object({ environment: z.string().min(1).max(256) }),
  z.object({ document: z.string().min(1).max(MAX_POLICY_DOCUMENT_BYTES) }),
]);
export type PolicySource = z.infer<typeof policySourceSchema>;

export const policyDiffRequestSchema = z.object({
  /** What to compare with another environment; a document names its own scope and name. */
  scope: z.enum(POLICY_SCOPES).optional(),
  name: z.string().max(512).optional(),
  /** Compared with the environment the `environment` header names (the "before"). */
  with: policySourceSchema,
});
export type PolicyDiffRequest = z.infer<typeof policyDiffRequestSchema>;

export const DIFF_KINDS = ['added', 'removed', 'changed'] as const;
export const policyDifferenceSchema = z.object({
  /** Dotted path in the document: `tenants.acme.namespaces.iot.policies.retention`. */
  path: z.array(z.string()),
  kind: z.enum(DIFF_KINDS),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type PolicyDifference = z.infer<typeof policyDifferenceSchema>;

export const policyDiffResponseSchema = z.object({
  differences: z.array(policyDifferenceSchema),
});
export type PolicyDiffResponse = z.infer<typeof policyDiffResponseSchema>;

export const policyPlanRequestSchema = z.object({
  /** The desired state, as YAML (an export, edited or not). */
  document: z.string().min(1).max(MAX_POLICY_DOCUMENT_BYTES),
  /** Apply a namespace's document to another namespace (`tenant/namespace`) of the environment. */
  renameNamespace: z.string().max(512).optional(),
});
export type PolicyPlanRequest = z.infer<typeof policyPlanRequestSchema>;

export const policyPlanResponseSchema = z.object({
  calls: z.array(plannedCallSchema),
  differences: z.array(policyDifferenceSchema),
});
export type PolicyPlanResponse = z.infer<typeof policyPlanResponseSchema>;
