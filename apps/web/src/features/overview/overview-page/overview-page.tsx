import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readSession } from '../../../shared/auth/index.ts';
import { formatDateTime } from '../../../shared/lib/date-time.ts';
import { formatTimeAgo } from '../../../shared/lib/relative-time.ts';
import { AsyncState, AutoRefreshSelect, ListPageHeader } from '../../../shared/ui/index.ts';
import type { OverviewResponse } from '../overview.api.ts';
import { overviewKey, useOverview } from '../overview.queries.ts';
import { BacklogTables } from './backlog-tables.tsx';
import { CountCards } from './count-cards.tsx';
import { HealthSection } from './health-section.tsx';
import { TrendsPanel } from '../../trends/index.ts';
import styles from './overview.module.css';
import { TrafficSection } from './traffic-section.tsx';

/**
 * /overview (issue 19 item 1), the super user's landing page: is the environment healthy right now?
 * Its size, its traffic over the last hour, the largest backlogs and what is unhealthy. An admin
 * sees the same for the tenants it administers (no clusters, brokers or bookies).
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const overview = useOverview();
  const environment = overview.data?.environment ?? readSession().environment ?? '';

  return (
    <div className={styles.page}>
      <ListPageHeader
        title={t('overview.title')}
        intro={
          overview.data?.scope === 'tenants'
            ? t('overview.introTenants', { environment, tenants: overview.data.tenants.join(', ') })
            : t('overview.intro', { environment })
        }
        actions={<AutoRefreshSelect scope={[overviewKey()]} />}
      />
      <AsyncState
        query={overview}
        errorTitle={t('overview.loadFailed')}
        forbiddenTitle={t('overview.forbidden')}
      >
        {(data) => <OverviewBody overview={data} />}
      </AsyncState>
    </div>
  );
}

/** The environment's series (the sum of the caller's tenants for a tenant admin). */
const ENVIRONMENT = {};

function OverviewBody({ overview }: { overview: OverviewResponse }) {
  const { t, i18n } = useTranslation();
  const everything = overview.scope === 'environment';
  return (
    <>
      <Typography.Paragraph type="secondary" className={styles.freshness}>
        {overview.collectedAt === null
          ? t('overview.notCollected')
          : t('overview.collectedAt', {
              ago: formatTimeAgo(overview.collectedAt),
              time: formatDateTime(overview.collectedAt, i18n.language),
            })}
      </Typography.Paragraph>
      {(everything || overview.problems.length > 0) && <HealthSection overview={overview} />}
      <CountCards counts={overview.counts} infrastructure={everything} />
      <TrafficSection overview={overview} />
      <TrendsPanel target={ENVIRONMENT} title={t('trends.overviewTitle')} />
      <BacklogTables namespaces={overview.topNamespaces} subscriptions={overview.topSubscriptions} />
    </>
  );
}
