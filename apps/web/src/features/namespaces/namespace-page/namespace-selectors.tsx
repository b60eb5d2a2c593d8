import { Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { namespaceUrl } from '../../../shared/links.ts';
import { useNamespaceNames, useTenantNames } from '../namespaces.queries.ts';
import styles from './namespace-page.module.css';

interface NamespaceSelectorsProps {
  tenant: string;
  namespace: string;
  tab: string;
}

const optionsOf = (names: readonly string[], current: string | undefined) =>
  // The open one is always an option, so its name shows while the list loads (or if it failed).
  [...new Set([...(current ? [current] : []), ...names])].map((name) => ({ value: name, label: name }));

/**
 * Tenant and Namespace selectors (inventory 1.9). Choosing a tenant only offers its namespaces;
 * choosing a namespace opens it on the same tab. The lists are fetched when a selector opens, so
 * the page itself costs no extra call.
 */
export function NamespaceSelectors({ tenant, namespace, tab }: NamespaceSelectorsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenantLabel = useId();
  const namespaceLabel = useId();
  const [pickedTenant, setPickedTenant] = useState(tenant);
  const [tenantsWanted, setTenantsWanted] = useState(false);
  const [namespacesWanted, setNamespacesWanted] = useState(false);
  const tenants = useTenantNames(tenantsWanted);
  const namespaces = useNamespaceNames(pickedTenant, namespacesWanted || pickedTenant !== tenant);
  const currentNamespace = pickedTenant === tenant ? namespace : undefined;
  const failure = tenants.error ?? namespaces.error;

  function openNamespace(next: string) {
    void navigate(namespaceUrl(pickedTenant, next, tab));
  }

  return (
    <div className={styles.selectors}>
      <div className={styles.selector}>
        <span id={tenantLabel}>{t('namespaces.page.tenant')}</span>
        <Select
          aria-labelledby={tenantLabel}
          showSearch
          value={pickedTenant}
          placeholder={t('namespaces.page.selectTenant')}
          options={optionsOf(tenants.data ?? [], tenant)}
          loading={tenants.isFetching}
          onOpenChange={(open) => open && setTenantsWanted(true)}
          onChange={(next: string) => setPickedTenant(next)}
          style={{ minWidth: 180 }}
        />
      </div>
      <div className={styles.selector}>
        <span id={namespaceLabel}>{t('namespaces.page.namespace')}</span>
        <Select
          aria-labelledby={namespaceLabel}
          showSearch
          value={currentNamespace}
          placeholder={t('namespaces.page.selectNamespace')}
          options={optionsOf(namespaces.data ?? [], currentNamespace)}
          loading={namespaces.isFetching}
          onOpenChange={(open) => open && setNamespacesWanted(true)}
          onChange={openNamespace}
          style={{ minWidth: 180 }}
        />
      </div>
      {failure && (
        <Typography.Text type="danger" role="alert">
          {t('namespaces.page.namesFailed', { message: failure.message })}
        </Typography.Text>
      )}
    </div>
  );
}
