import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentEnvironmentName, useEnvironments } from '../environments/index.ts';
import { PageLoading, pageStyles as styles } from '../../shared/ui/index.ts';
import { BookieUrlProblem } from './bookie-url-state.tsx';
import { BookiesTable } from './bookies-table.tsx';
import { useBookies, useRackClusters, useRacks } from './bookies.queries.ts';
import { RacksSection } from './racks-section.tsx';

/**
 * The bookies of the environment's bookie URL (BookKeeper's HTTP API) and their rack placement
 * (Pulsar's racks-info) in one cluster: the cluster page's BOOKIES tab shows its own cluster's, the
 * Bookies page lets the operator choose among the environment's clusters (the first by default).
 * Pulsar keeps racks per cluster (audit D9). The environment's bookie URL is read first, so an
 * environment without one is told so instead of failing a call.
 */
export function BookiesView({ cluster }: { cluster?: string | undefined }) {
  const { t } = useTranslation();
  const environment = currentEnvironmentName();
  const environments = useEnvironments();
  const bookieUrl = environments.data?.data.find((entry) => entry.name === environment)?.bookie;
  const noUrl = bookieUrl !== undefined && bookieUrl.trim() === '';
  // Asked once the environment's bookie URL is known (a failed read of it still lets the call try).
  const bookies = useBookies(environments.isFetched && !noUrl);
  const clusterChoices = useRackClusters(cluster === undefined);
  const [chosen, setChosen] = useState<string>();
  const racksCluster = cluster ?? chosen ?? clusterChoices.data?.[0];
  const racks = useRacks(racksCluster);

  let list;
  if (noUrl) list = <BookieUrlProblem environment={environment} bookieUrl={bookieUrl} />;
  else if (bookies.isPending || !environments.isFetched) list = <PageLoading />;
  else if (bookies.isError)
    list = (
      <BookieUrlProblem
        environment={environment}
        bookieUrl={bookieUrl}
        error={bookies.error}
        onRetry={() => void bookies.refetch()}
      />
    );
  else list = <BookiesTable rows={bookies.data} racks={racks.data} />;

  return (
    <div className={styles.page}>
      <section aria-labelledby="bookies-heading" className={styles.page}>
        <div>
          <Typography.Title level={2} id="bookies-heading" style={{ fontSize: 18, margin: 0 }}>
            {t('bookies.list.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {bookieUrl ? t('bookies.list.from', { url: bookieUrl }) : t('bookies.list.intro')}
          </Typography.Paragraph>
        </div>
        {list}
      </section>
      <RacksSection
        cluster={racksCluster}
        {...(cluster === undefined ? { choices: clusterChoices.data, onChoose: setChosen } : {})}
      />
    </div>
  );
}
