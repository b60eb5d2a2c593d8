import { useParams } from 'react-router';
import { Navigate } from '../../shared/ui/index.ts';
import { routes } from '../../shared/routes/route-table.ts';

/** /management/namespaces/:tenant has no screen (spec 2): show the tenant's namespaces instead. */
export function TenantNamespacesRedirect() {
  const { tenant = '' } = useParams();
  return <Navigate replace to={routes.tenant.href({ tenant }, { tab: 'namespaces' })} />;
}
