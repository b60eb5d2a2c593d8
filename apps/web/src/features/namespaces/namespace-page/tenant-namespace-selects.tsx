import { Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNamespaceNames, useTenantNames } from '../namespaces.queries.ts';
import { LabelledSelect } from './labelled-select.tsx';
import styles from './namespace-page.module.css';

interface TenantNamespaceSelectsProps {
  /** The tenant shown; none yet disables Namespace. */
  tenant: string | undefined;
  namespace: string | undefined;
  /** Read the tenant's namespaces now rather than when Namespace opens (a tenant was just chosen). */
  namespacesNow: boolean;
  onTenant: (tenant: string) => void;
  onNamespace: (namespace: string) => void;
  /** More selectors in the same row, after Namespace. */
  children?: ReactNode;
}

const optionsOf = (names: readonly string[], current: string | undefined) =>
  // The chosen one is always an option, so its name shows while the list loads (or if it failed).
  [...new Set([...(current ? [current] : []), ...names])].map((name) => ({ value: name, label: name }));

/**
 * The Tenant and Namespace selectors every namespace-scoped screen starts with (inventory 1.9–1.12,
 * 1.24). The name lists are read when a selector opens, so the page itself costs no extra call;
 * what a choice does (open the namespace, put it in the URL) is the caller's.
 */
export function TenantNamespaceSelects({
  tenant,
  namespace,
  namespacesNow,
  onTenant,
  onNamespace,
  children,
}: TenantNamespaceSelectsProps) {
  const { t } = useTranslation();
  const [tenantsWanted, setTenantsWanted] = useState(false);
  const [namespacesWanted, setNamespacesWanted] = useState(false);
  const tenants = useTenantNames(tenantsWanted);
  const namespaces = useNamespaceNames(
    tenant ?? '',
    tenant !== undefined && (namespacesWanted || namespacesNow),
  );
  const failure = tenants.error ?? namespaces.error;
  return (
    <div className={styles.selectors}>
      <LabelledSelect
        label={t('namespaces.page.tenant')}
        showSearch
        value={tenant}
        placeholder={t('namespaces.page.selectTenant')}
        options={optionsOf(tenants.data ?? [], tenant)}
        loading={tenants.isFetching}
        onOpenChange={(open) => open && setTenantsWanted(true)}
        onChange={onTenant}
      />
      <LabelledSelect
        label={t('namespaces.page.namespace')}
        showSearch
        value={namespace}
        placeholder={t('namespaces.page.selectNamespace')}
        options={optionsOf(namespaces.data ?? [], namespace)}
        loading={namespaces.isFetching}
        disabled={tenant === undefined}
        onOpenChange={(open) => open && setNamespacesWanted(true)}
        onChange={onNamespace}
      />
      {children}
      {failure && (
        <Typography.Text type="danger" role="alert">
          {t('namespaces.page.namesFailed', { message: failure.message })}
        </Typography.Text>
      )}
    </div>
  );
}
