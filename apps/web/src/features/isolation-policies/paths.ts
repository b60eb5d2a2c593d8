/** The page of one isolation policy; `?create` opens it as the form for a new one (decision note). */
export const isolationPolicyPath = (cluster: string, policy: string) =>
  `/management/clusters/${encodeURIComponent(cluster)}/${encodeURIComponent(policy)}/namespaceIsolationPolicy`;
