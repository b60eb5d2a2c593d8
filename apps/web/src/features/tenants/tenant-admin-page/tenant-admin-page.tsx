import { LockOutlined } from '@ant-design/icons';
import { Empty, Result, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUserInfo } from '../../auth/index.ts';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { LoadFailure } from '../catalog-table/load-failure.tsx';
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
  const [params, setParams] = useSearchParams();

  const heading = (
    <Typography.Title level={1} className={styles.title}>
      {t('routes.tenantDetails')}
    </Typography.Title>
  );
  const page = (content: ReactNode) => (
    <div className={styles.page}>
      {heading}
      {content}
    </div>
  );

  if (userInfo.isPending || (isSuper && allNames.isPending)) return page(<PageLoading />);
  if (isSuper && allNames.isError)
    return page(
      <LoadFailure
        error={allNames.error}
        forbiddenTitle={t('tenants.adminPage.tenantsLoadFailed')}
        failedTitle={t('tenants.adminPage.tenantsLoadFailed')}
        onRetry={() => void allNames.refetch()}
        retrying={allNames.isFetching}
      />,
    );

  const options = (isSuper ? allNames.data : userInfo.data?.tenants) ?? [];
  const requested = params.get('tenant');
  const tenant = requested ?? options[0];

  function choose(next: string) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of LIST_PARAM_NAMES) updated.delete(name);
      updated.set('tenant', next);
      return updated;
    });
  }

  if (tenant === undefined)
    return page(
      <Empty description={t('tenants.adminPage.noTenant')}>
        <Typography.Text type="secondary">{t('tenants.adminPage.noTenantHint')}</Typography.Text>
      </Empty>,
    );

  // A shared link to someone else's tenant: say so rather than quietly showing another tenant.
  const mine = isSuper || options.includes(tenant);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        {heading}
        {(isSuper || options.length > 1) && (
          <TenantSelector value={tenant} options={options} onChange={choose} />
        )}
      </div>
      {mine ? (
        <Tabs
          activeKey="namespaces"
          items={[
            {
              key: 'namespaces',
              label: t('tenants.tenantPage.tabs.namespaces'),
              children: <NamespacesPanel key={tenant} tenant={tenant} />,
            },
          ]}
        />
      ) : (
        <Result
          status="403"
          icon={<LockOutlined aria-hidden />}
          title={
            <span role="heading" aria-level={2}>
              {t('tenants.adminPage.notYours', { tenant })}
            </span>
          }
        />
      )}
    </div>
  );
}
