import type { CatalogFreshness } from '@beacon/contracts';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTimeAgo } from '../../../shared/lib/relative-time.ts';

/**
 * Figures older than this are called stale. The collector runs every minute or so; a few missed
 * passes mean it is stuck or the brokers are unreachable.
 */
export const STALE_AFTER_MS = 5 * 60_000;

/** Read at render time: the page re-renders on each refetch, which is when the answer changes. */
function isStale(collectedAt: number): boolean {
  return Date.now() - collectedAt > STALE_AFTER_MS;
}

/**
 * Says how old the traffic figures are, and which brokers the last pass could not read, so a
 * zero is never mistaken for "no traffic" when it means "no data" (inventory 6, #344).
 */
export function StatsFreshness({ stats }: { stats: CatalogFreshness }) {
  const { t } = useTranslation();
  const { collectedAt, failedBrokers } = stats;
  const ago = collectedAt === null ? '' : formatTimeAgo(collectedAt);
  const stale = collectedAt !== null && isStale(collectedAt);

  return (
    <div aria-live="polite">
      {collectedAt === null ? (
        <Alert type="info" showIcon title={t('tenants.freshness.notYet')} />
      ) : stale ? (
        <Alert type="warning" showIcon title={t('tenants.freshness.stale', { ago })} />
      ) : (
        <Typography.Text type="secondary">{t('tenants.freshness.collectedAgo', { ago })}</Typography.Text>
      )}
      {failedBrokers.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('tenants.freshness.failedBrokers', { count: failedBrokers.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {failedBrokers.map((failure) => (
                <li key={`${failure.cluster}/${failure.broker}`}>
                  {t('tenants.freshness.failedBroker', failure)}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
