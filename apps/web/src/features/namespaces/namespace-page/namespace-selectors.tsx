import { Select, Typography, type SelectProps } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { namespaceUrl } from '../../../shared/links.ts';
import { useNamespaceNames, useTenantNames } from '../namespaces.queries.ts';
import styles from './namespace-page.module.css';

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

const optionsOf = (names: readonly string[], current: string | undefined) =>
  // The open one is always an option, so its name shows while the list loads (or if it failed).
  [...new Set([...(current ? [current] : []), ...names])].map((name) => ({ value: name, label: name }));

/** A Select named by its label, laid out as Tenant and Namespace are (full width on phones). */
export function LabelledSelect({ label, ...select }: SelectProps<string> & { label: string }) {
  const labelId = useId();
  return (
    <div className={styles.selector}>
      <span id={labelId}>{label}</span>
      <Select<string>
        aria-labelledby={labelId}
        // Our own id: antd's are all 'test-id' under test, which then names other elements.
        id={`${labelId}-select`}
        style={{ minWidth: 180 }}
        {...select}
      />
    </div>
  );
}

/**
 * Tenant and Namespace selectors (inventory 1.9, and the head of 1.10–1.12's). Choosing a tenant
 * only offers its namespaces; choosing a namespace opens it on the same tab (or tells `onPick`).
 * The lists are fetched when a selector opens, so the page itself costs no extra call.
 */
export function NamespaceSelectors({ tenant, namespace, tab, onPick, children }: NamespaceSelectorsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<{ tenant: string; namespace: string | undefined }>({
    tenant,
    namespace,
  });
  const pickedTenant = picked.tenant;
  const [tenantsWanted, setTenantsWanted] = useState(false);
  const [namespacesWanted, setNamespacesWanted] = useState(false);
  const tenants = useTenantNames(tenantsWanted);
  const namespaces = useNamespaceNames(pickedTenant, namespacesWanted || pickedTenant !== tenant);
  const currentNamespace = picked.namespace;
  const failure = tenants.error ?? namespaces.error;

  function openNamespace(next: string) {
    setPicked({ tenant: pickedTenant, namespace: next });
    if (onPick) onPick(pickedTenant, next);
    else void navigate(namespaceUrl(pickedTenant, next, tab));
  }

  function pickTenant(next: string) {
    // Back to the open tenant, the open namespace is chosen again; another tenant's is not known yet.
    const nextNamespace = next === tenant ? namespace : undefined;
    setPicked({ tenant: next, namespace: nextNamespace });
    onPick?.(next, nextNamespace);
  }

  return (
    <div className={styles.selectors}>
      <LabelledSelect
        label={t('namespaces.page.tenant')}
        showSearch
        value={pickedTenant}
        placeholder={t('namespaces.page.selectTenant')}
        options={optionsOf(tenants.data ?? [], tenant)}
        loading={tenants.isFetching}
        onOpenChange={(open) => open && setTenantsWanted(true)}
        onChange={pickTenant}
      />
      <LabelledSelect
        label={t('namespaces.page.namespace')}
        showSearch
        value={currentNamespace}
        placeholder={t('namespaces.page.selectNamespace')}
        options={optionsOf(namespaces.data ?? [], currentNamespace)}
        loading={namespaces.isFetching}
        onOpenChange={(open) => open && setNamespacesWanted(true)}
        onChange={openNamespace}
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
