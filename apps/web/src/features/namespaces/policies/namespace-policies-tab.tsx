// The POLICIES tab of a namespace (spec 3). First cut: loads the namespace's policies and shows
// the loading / error states; the sections and the generic editor follow.
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { requestData } from '../../../shared/api/index.ts';

export function NamespacePoliciesTab({ tenant, namespace }: { tenant: string; namespace: string }) {
  const path = `/admin/v2/namespaces/${encodeURIComponent(tenant)}/${encodeURIComponent(namespace)}`;
  const policies = useQuery({
    queryKey: ['namespace-policies', tenant, namespace, 'all'],
    queryFn: ({ signal }) => requestData<unknown>(path, { api: 'pulsar', signal, reportErrors: false }),
  });
  if (policies.isPending) return <Spin aria-busy="true" />;
  if (policies.isError) return <Alert type="error" title={policies.error.message} />;
  return <pre>{JSON.stringify(policies.data, null, 2)}</pre>;
}
