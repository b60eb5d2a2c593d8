import { useParams } from 'react-router';
import { Navigate } from '../../shared/ui/console-link.tsx';
import { routes } from '../../shared/routes/route-table.ts';

/** /management/namespaces/:tenant has no screen (spec 2): show the tenant's namespaces instead. */
export function TenantNamespacesRedirect() {
  const { tenant = '' } = useParams();
  return <Navigate replace to={routes.tenant.href({ tenant }, { tab: 'namespaces' })} />;
}
