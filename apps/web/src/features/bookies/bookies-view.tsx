import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentEnvironmentName, useEnvironments } from '../environments/index.ts';
import { PageLoading } from '../../shared/ui/index.ts';
import styles from '../../shared/ui/page.module.css';
import { BookieUrlProblem } from './bookie-url-state.tsx';
import { BookiesTable } from './bookies-table.tsx';
import { useBookies, useRacks } from './bookies.queries.ts';
import { RacksSection } from './racks-section.tsx';

/**
 * The bookies of the environment's bookie URL (BookKeeper's HTTP API) and their rack placement
 * (Pulsar's racks-info): the BOOKIES tab and the Bookies page show the same. The environment's
 * bookie URL is read first, so an environment without one is told so instead of failing a call.
 */
export function BookiesView() {
  const { t } = useTranslation();
  const environment = currentEnvironmentName();
  const environments = useEnvironments();
  const bookieUrl = environments.data?.data.find((entry) => entry.name === environment)?.bookie;
  const noUrl = bookieUrl !== undefined && bookieUrl.trim() === '';
  // Asked once the environment's bookie URL is known (a failed read of it still lets the call try).
  const bookies = useBookies(environments.isFetched && !noUrl);
  const racks = useRacks();

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
      <RacksSection />
    </div>
  );
}
