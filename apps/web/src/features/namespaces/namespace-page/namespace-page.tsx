import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCan } from '../../../shared/auth/index.ts';
import { useUserInfo } from '../../auth/index.ts';
import {
  isNotFound,
  DetailPage,
  useDetailTab,
  ForbiddenPage,
  Link,
  PageLoading,
} from '../../../shared/ui/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { useNamespaceNames } from '../namespaces.queries.ts';
import { OverviewTab } from '../overview/overview-tab.tsx';
import { NamespacePoliciesTab } from '../policies/namespace-policies-tab.tsx';
import { TopicsTab } from '../topics/topics-tab.tsx';
import { HistoryPanel } from '../../history/index.ts';
import { NamespaceSelectors } from './namespace-selectors.tsx';
import styles from './namespace-page.module.css';

export const NAMESPACE_TABS = ['overview', 'topics', 'policies', 'history'] as const;
export type NamespaceTab = (typeof NAMESPACE_TABS)[number];

/**
 * /management/namespaces/:tenant/:namespace/namespace (inventory 1.9). The route lets every
 * admin in; whether this admin administers this tenant is decided here, from the same permission
 * table the server enforces, so another tenant's admin sees why instead of a wall of 403s.
 */
export function NamespacePage() {
  const { t } = useTranslation();
  const { tenant = '', namespace = '' } = useParams();
  const tab = useDetailTab<NamespaceTab>(NAMESPACE_TABS, 'overview');
  const userInfo = useUserInfo();
  const mayRead = useCan('namespace.read', tenant);
  // Whether the namespace exists, from its tenant's list: a missing tenant answers 404, a missing
  // namespace is absent from the list. Without this a typo'd URL showed zero figures and live buttons.
  const names = useNamespaceNames(tenant, mayRead);
  const missing =
    (names.isError && isNotFound(names.error)) ||
    (names.data !== undefined && !names.data.includes(namespace));

  if (userInfo.isPending) return <PageLoading />;
  if (!mayRead) {
    return (
      <ForbiddenPage
        title={t('namespaces.page.forbidden', { tenant, namespace })}
        detail={t('namespaces.page.forbiddenDetail', { tenant })}
      />
    );
  }

  return (
    <DetailPage
      className={styles.page}
      notFound={
        missing
          ? {
              what: t('namespaces.page.title', { tenant, namespace }),
              backTo: routes.tenant.href({ tenant }, { tab: 'namespaces' }),
              backLabel: t('ui.notFound.backToNamespaces', { tenant }),
            }
          : undefined
      }
      header={
        <div className={styles.header}>
          <Typography.Title level={1} className={styles.title}>
            {t('namespaces.page.title', { tenant, namespace })}
          </Typography.Title>
          <NamespaceSelectors key={tenant} tenant={tenant} namespace={namespace} tab={tab} />
          <Link to={routes.policyCode.href({}, { scope: 'namespace', name: `${tenant}/${namespace}` })}>
            {t('routes.policyCode')}
          </Link>
        </div>
      }
      defaultTab="overview"
      tabs={[
        {
          key: 'overview',
          label: t('namespaces.page.tabs.overview'),
          children: <OverviewTab tenant={tenant} namespace={namespace} />,
        },
        {
          key: 'topics',
          label: t('namespaces.page.tabs.topics'),
          children: <TopicsTab tenant={tenant} namespace={namespace} />,
        },
        {
          key: 'policies',
          label: t('namespaces.page.tabs.policies'),
          children: <NamespacePoliciesTab tenant={tenant} namespace={namespace} />,
        },
        {
          key: 'history',
          label: t('history.tab'),
          children: <HistoryPanel target={{ kind: 'namespace', name: `${tenant}/${namespace}` }} />,
        },
      ]}
    />
  );
}
