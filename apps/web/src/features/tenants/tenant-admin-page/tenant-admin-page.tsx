import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../auth/index.ts';
import { AsyncState, DetailPage, ForbiddenPage, Link } from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { LIST_PARAM_NAMES } from '../list-params.ts';
import { NamespacesPanel } from '../namespaces-panel/namespaces-panel.tsx';
import { TenantSelector } from '../shared-ui/tenant-selector.tsx';
import { useTenantNames } from '../tenants.queries.ts';
import styles from '../tenants.module.css';

/**
 * /management/admin/tenants/tenantInfo (inventory 1.8): the namespaces of a tenant the user
 * administers. The tenants come from the signed-in user (userInfo `tenants`); a superuser may pick
 * any tenant. The choice is `?tenant=` so the view is a link. No configuration, no tenant deletion.
 */
export function TenantAdminPage() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();
  const isSuper = userInfo.data?.roles.includes('super') ?? false;
  const allNames = useTenantNames(isSuper);
  // A superuser's choice is every tenant, read from Pulsar; anyone else's comes with the user.
  const tenants = isSuper ? allNames : { ...userInfo, data: userInfo.data?.tenants };
  const options = tenants.data ?? [];
  const [params, setParams] = useSearchParams();
  const tenant = params.get('tenant') ?? options[0];

  function choose(next: string) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of LIST_PARAM_NAMES) updated.delete(name);
      updated.set('tenant', next);
      return updated;
    });
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Typography.Title level={1} className={styles.title}>
          {t('routes.tenantDetails')}
        </Typography.Title>
        {tenants.isSuccess && tenant !== undefined && (isSuper || options.length > 1) && (
          <TenantSelector value={tenant} options={options} onChange={choose} />
        )}
      </div>
      {!isSuper && options.length > 0 && (
        // Screens a tenant admin may use that the spec's menu for them leaves out (route-handle.ts).
        <nav aria-label={t('tenants.adminPage.moreLabel')} className={styles.moreLinks}>
          <Link to={routes.alerts.href({})}>{t('routes.alerts')}</Link>
          <Link to={routes.alertRules.href({})}>{t('routes.alertRules')}</Link>
          {tenant !== undefined && (
            <Link to={routes.policyCode.href({}, { scope: 'tenant', name: tenant })}>
              {t('routes.policyCode')}
            </Link>
          )}
        </nav>
      )}
      <AsyncState<unknown>
        query={tenants}
        errorTitle={t('tenants.adminPage.tenantsLoadFailed')}
        isEmpty={() => tenant === undefined}
        empty={
          <Empty description={t('tenants.adminPage.noTenant')}>
            <Typography.Text type="secondary">{t('tenants.adminPage.noTenantHint')}</Typography.Text>
          </Empty>
        }
      >
        {() =>
          // A shared link to someone else's tenant: say so rather than quietly showing another tenant.
          tenant !== undefined && (isSuper || options.includes(tenant)) ? (
            <DetailPage
              header={null}
              defaultTab="namespaces"
              tabs={[
                {
                  key: 'namespaces',
                  label: t('tenants.tenantPage.tabs.namespaces'),
                  children: <NamespacesPanel key={tenant} tenant={tenant} />,
                },
              ]}
            />
          ) : (
            <ForbiddenPage level={2} title={t('tenants.adminPage.notYours', { tenant })} />
          )
        }
      </AsyncState>
    </div>
  );
}
