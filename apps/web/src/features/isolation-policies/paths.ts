/** The page of one isolation policy. */
export const isolationPolicyPath = (cluster: string, policy: string) =>
  `/management/clusters/${encodeURIComponent(cluster)}/${encodeURIComponent(policy)}/namespaceIsolationPolicy`;

/**
 * The page as the form for a new policy: Pulsar Manager's own link (`…/create/…?created=true`,
 * inventory §1.2), kept so its bookmarks still work; the name is then typed in the form
 * (decision 0047).
 */
export const newIsolationPolicyPath = (cluster: string) =>
  `${isolationPolicyPath(cluster, 'create')}?created=true`;

/** Read on the page: `created=true` opens the form for a new policy. */
export const CREATE_FLAG = 'created';
