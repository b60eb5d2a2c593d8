import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledSelect, useNamespaceNames } from '../namespaces/index.ts';
import { useTenantNames } from '../tenants/index.ts';
import styles from './functions.module.css';

interface PlaceSelectorsProps {
  tenant: string | undefined;
  namespace: string | undefined;
  /** A namespace was chosen (or only a tenant, namespace undefined): the page puts it in the URL. */
  onPick: (tenant: string, namespace: string | undefined) => void;
}

const optionsOf = (names: readonly string[], current: string | undefined) =>
  [...new Set([...(current ? [current] : []), ...names])].map((name) => ({ value: name, label: name }));

/**
 * Tenant and Namespace for the functions, sources and sinks lists (issue 17 item 1). The names are
 * read when a selector opens (or the tenant changes), so the page itself costs no extra call.
 */
export function PlaceSelectors({ tenant, namespace, onPick }: PlaceSelectorsProps) {
  const { t } = useTranslation();
  const [tenantsWanted, setTenantsWanted] = useState(false);
  const [namespacesWanted, setNamespacesWanted] = useState(false);
  const tenants = useTenantNames(tenantsWanted);
  const namespaces = useNamespaceNames(
    tenant ?? '',
    tenant !== undefined && (namespacesWanted || namespace === undefined),
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
        onChange={(next) => onPick(next, undefined)}
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
        onChange={(next) => tenant !== undefined && onPick(tenant, next)}
      />
      {failure && (
        <Typography.Text type="danger" role="alert">
          {t('namespaces.page.namesFailed', { message: failure.message })}
        </Typography.Text>
      )}
    </div>
  );
}
