// Resource groups (issue 31 item 4, decision 0080): cluster-wide publish and dispatch rate limits
// a namespace is put under by name. Paths and methods are the 4.0.7 OpenAPI's (admin/v2
// ResourceGroups.java, v2 Namespaces.java:2843-2890); what the broker does with them is
// admin/impl/ResourceGroupsBase.java and NamespacesBase.internalSetNamespaceResourceGroup.
import type { ResourceGroup } from './generated/definitions.ts';
import { operation } from './operation.ts';

/**
 * A group's four rates, per second, as a 4.0.7 broker writes them: all four always present, -1
 * where the group sets no limit (ResourceGroupsBase.internalCreateResourceGroup fills a rate left
 * out with -1; the publish limiter reads any rate <= 0 as no limit).
 */
export type ResourceGroupRates = Required<ResourceGroup>;

export const resourceGroups = {
  /** Names only; super users only (ResourceGroupsBase.internalGetResourceGroups). */
  list: operation<string[]>()('GET', '/admin/v2/resourcegroups'),
  get: operation<ResourceGroupRates>()('GET', '/admin/v2/resourcegroups/{resourcegroup}'),
  /**
   * Creates the group, or updates the rates the body names (a rate left out keeps its value on an
   * update, is -1 on a create). Beacon always sends all four.
   */
  set: operation<void, ResourceGroupRates>()('PUT', '/admin/v2/resourcegroups/{resourcegroup}'),
  /** 412 `ResourceGroup is in use` while a namespace names it. */
  delete: operation()('DELETE', '/admin/v2/resourcegroups/{resourcegroup}'),
};

const NAMESPACE = '/admin/v2/namespaces/{tenant}/{namespace}';

export const namespaceResourceGroup = {
  /**
   * The group's name as bare text (Pulsar resumes the Java String unquoted, though it says
   * application/json); 200 with no body while the namespace has none.
   */
  get: operation<string>()('GET', `${NAMESPACE}/resourcegroup`, { answerFormat: 'text' }),
  /** The group is named in the path; 412 `ResourceGroup does not exist` for an unknown one. */
  set: operation()('POST', `${NAMESPACE}/resourcegroup/{resourcegroup}`),
  clear: operation()('DELETE', `${NAMESPACE}/resourcegroup`),
};

/** This file's entries, for the contract test. */
export const resourceGroupAdmin = { resourceGroups, namespaceResourceGroup };
