import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceTable, ResourceValue, type ResourceColumn } from '../../shared/ui/index.ts';
import type { BookieRow, RackRow } from './bookies.queries.ts';

const GB = 1_000_000_000;

/** BookKeeper counts in base-1000 units; so does this. */
export function gigabytes(bytes: number | undefined): string {
  if (bytes === undefined) return '—';
  return `${(bytes / GB).toFixed(bytes < 10 * GB ? 2 : 1)} GB`;
}

/** The bookies BookKeeper lists, each with its state, disk and — from Pulsar — its rack. */
export function BookiesTable({ rows, racks }: { rows: BookieRow[]; racks: RackRow[] | undefined }) {
  const { t } = useTranslation();
  const rackOf = (bookie: string) => racks?.find((rack) => rack.bookie === bookie);

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
          <Tag color="success">{t('bookies.state.rw')}</Tag>
        ) : (
          <Tag color="warning">{t('bookies.state.ro')}</Tag>
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
    {
      key: 'used',
      title: t('bookies.columns.used'),
      numeric: true,
      render: (_, row) =>
        row.freeBytes === undefined || !row.totalBytes
          ? '—'
          : `${Math.round((1 - row.freeBytes / row.totalBytes) * 100)} %`,
    },
    {
      key: 'rack',
      title: t('bookies.columns.rack'),
      render: (_, row) => {
        const placed = rackOf(row.bookie);
        const text = placed && `${placed.group} / ${placed.rack ?? '—'}`;
        return text ? (
          <ResourceValue title={text}>{text}</ResourceValue>
        ) : (
          <Typography.Text type="secondary">{t('bookies.notPlaced')}</Typography.Text>
        );
      },
    },
  ];

  return (
    <ResourceTable<BookieRow>
      rowKey="bookie"
      columns={columns}
      rows={rows}
      emptyText={t('bookies.list.empty')}
    />
  );
}
