import { useState, type ReactNode } from 'react';
import { useNavigate } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { TenantNamespaceSelects } from './tenant-namespace-selects.tsx';

interface NamespaceSelectorsProps {
  tenant: string;
  namespace: string;
  tab: string;
  /**
   * For a page below the namespace (a topic, a subscription): told of each choice (no namespace
   * when only the tenant changed) instead of opening the namespace, so `children` (the topic
   * selector) can offer that namespace's resources.
   */
  onPick?: (tenant: string, namespace: string | undefined) => void;
  /** More selectors in the same row, after Namespace. */
  children?: ReactNode;
}

/**
 * Tenant and Namespace selectors of an open namespace (inventory 1.9, and the head of 1.10–1.12's).
 * Choosing a tenant only offers its namespaces; choosing a namespace opens it on the same tab (or
 * tells `onPick`).
 */
export function NamespaceSelectors({ tenant, namespace, tab, onPick, children }: NamespaceSelectorsProps) {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<{ tenant: string; namespace: string | undefined }>({
    tenant,
    namespace,
  });

  function openNamespace(next: string) {
    setPicked({ tenant: picked.tenant, namespace: next });
    if (onPick) onPick(picked.tenant, next);
    else void navigate(routes.namespace.href({ tenant: picked.tenant, namespace: next }, { tab }));
  }

  function pickTenant(next: string) {
    // Back to the open tenant, the open namespace is chosen again; another tenant's is not known yet.
    const nextNamespace = next === tenant ? namespace : undefined;
    setPicked({ tenant: next, namespace: nextNamespace });
    onPick?.(next, nextNamespace);
  }

  return (
    <TenantNamespaceSelects
      tenant={picked.tenant}
      namespace={picked.namespace}
      namespacesNow={picked.tenant !== tenant}
      onTenant={pickTenant}
      onNamespace={openNamespace}
    >
      {children}
    </TenantNamespaceSelects>
  );
}
