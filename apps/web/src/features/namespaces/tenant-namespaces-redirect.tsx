import { Navigate, useParams } from 'react-router';

/** /management/namespaces/:tenant has no screen (spec 2): show the tenant's namespaces instead. */
export function TenantNamespacesRedirect() {
  const { tenant = '' } = useParams();
  return (
    <Navigate replace to={`/management/tenants/tenantInfo/${encodeURIComponent(tenant)}?tab=namespaces`} />
  );
}
