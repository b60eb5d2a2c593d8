import { useParams } from 'react-router';
import { Navigate } from '../../shared/ui/index.ts';
import { tenantUrl } from '../../shared/links.ts';

/** /management/namespaces/:tenant has no screen (spec 2): show the tenant's namespaces instead. */
export function TenantNamespacesRedirect() {
  const { tenant = '' } = useParams();
  return <Navigate replace to={tenantUrl(tenant, 'namespaces')} />;
}
