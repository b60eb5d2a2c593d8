import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNavigate, DetailPage, useDetailTab, isNotFound, Link } from '../../../shared/ui/index.ts';
import { NamespacesPanel } from '../namespaces-panel/namespaces-panel.tsx';
import { routes } from '../../../shared/routes/route-table.ts';

type TenantTab = 'namespaces' | 'configuration' | 'history';
import { TenantSelector } from '../shared-ui/tenant-selector.tsx';
import { useTenantInfo, useTenantNames } from '../tenants.queries.ts';
import styles from '../tenants.module.css';
import { TenantConfigurationTab } from './tenant-configuration-tab.tsx';
import { HistoryPanel } from '../../history/index.ts';

const TABS: readonly TenantTab[] = ['namespaces', 'configuration', 'history'];

/**
 * /management/tenants/tenantInfo/:tenant: a tenant selector and the NAMESPACES and CONFIGURATION
 * tabs. The tenant and the tab are in the URL; moving to another tenant or tab starts its list
 * afresh (first page, no search). Inventory 1.7: without `?tab=` the page opens on its
 * configuration, as Pulsar Manager's did.
 */
export function TenantPage() {
  const { t } = useTranslation();
  const { tenant = '' } = useParams();
  const navigate = useNavigate();
  const names = useTenantNames();
  const tab = useDetailTab(TABS, 'configuration');
  // The configuration's own read (one cached call) says whether the tenant exists: Pulsar answers 404.
  const info = useTenantInfo(tenant);

  return (
    <DetailPage
      className={styles.page}
      notFound={
        info.isError && isNotFound(info.error)
          ? {
              what: t('ui.notFound.tenant', { tenant }),
              backTo: routes.tenants.href({}),
              backLabel: t('ui.notFound.backToTenants'),
            }
          : undefined
      }
      header={
        <div className={styles.header}>
          <Typography.Title level={1} className={styles.title}>
            {t('routes.tenantDetails')}
          </Typography.Title>
          <TenantSelector
            value={tenant}
            options={names.data ?? []}
            loading={names.isPending}
            onChange={(next) => void navigate(routes.tenant.href({ tenant: next }, { tab }))}
          />
          <Link to={routes.policyCode.href({}, { scope: 'tenant', name: tenant })}>
            {t('routes.policyCode')}
          </Link>
        </div>
      }
      defaultTab="configuration"
      onTabChange={(next) =>
        void navigate(routes.tenant.href({ tenant }, { tab: TABS.find((key) => key === next) }))
      }
      destroyOnHidden
      tabs={[
        {
          key: 'namespaces',
          label: t('tenants.tenantPage.tabs.namespaces'),
          children: <NamespacesPanel key={tenant} tenant={tenant} />,
        },
        {
          key: 'configuration',
          label: t('tenants.tenantPage.tabs.configuration'),
          children: <TenantConfigurationTab key={tenant} tenant={tenant} />,
        },
        {
          key: 'history',
          label: t('history.tab'),
          children: <HistoryPanel key={tenant} target={{ kind: 'tenant', name: tenant }} />,
        },
      ]}
    />
  );
}
