import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AsyncState, ResourceTable, ResourceValue, type ResourceColumn } from '../../shared/ui/index.ts';
import styles from '../../shared/ui/page.module.css';
import { useBookies, type BookieRow } from './bookies.queries.ts';

const GB = 1_000_000_000;
/** BookKeeper counts in base-1000 units; so do we. */
const gigabytes = (bytes: number | undefined) =>
  bytes === undefined ? '—' : `${(bytes / GB).toFixed(bytes < 10 * GB ? 2 : 1)} GB`;

/** The bookies the environment's bookie URL answers for, with state and disk. */
export function BookiesTab({ cluster: _cluster }: { cluster: string }) {
  const { t } = useTranslation();
  const bookies = useBookies();

  const columns: ResourceColumn<BookieRow>[] = [
    {
      key: 'bookie',
      title: t('bookies.columns.bookie'),
      render: (_, row) => <ResourceValue title={row.bookie}>{row.bookie}</ResourceValue>,
    },
    {
      key: 'state',
      title: t('bookies.columns.state'),
      render: (_, row) =>
        row.state === 'rw' ? (
          <Tag color="green">{t('bookies.state.rw')}</Tag>
        ) : (
          <Tag color="orange">{t('bookies.state.ro')}</Tag>
        ),
    },
    {
      key: 'free',
      title: t('bookies.columns.free'),
      numeric: true,
      render: (_, row) => gigabytes(row.freeBytes),
    },
    {
      key: 'total',
      title: t('bookies.columns.total'),
      numeric: true,
      render: (_, row) => gigabytes(row.totalBytes),
    },
  ];

  return (
    <div className={styles.page}>
      <AsyncState query={bookies} errorTitle={t('bookies.list.loadFailed')}>
        {(rows) => (
          <ResourceTable<BookieRow>
            rowKey="bookie"
            columns={columns}
            rows={rows}
            emptyText={t('bookies.list.empty')}
          />
        )}
      </AsyncState>
    </div>
  );
}
