import type { TrafficFigures } from '@beacon/contracts';
import { useTranslation } from 'react-i18next';
import { Link, ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';

interface CatalogColumnsSpec<Row> {
  /** The name column: its key in the row, its title and the page it links to. */
  nameKey: string & keyof Row;
  nameTitle: string;
  pagePath: (name: string) => string;
  /** The count column (a tenant's namespaces, a namespace's topics), linking to that list. */
  countKey: string & keyof Row;
  countTitle: string;
  countPath: (name: string) => string;
  /** Columns between the count and the traffic. */
  extraColumns?: ResourceColumn<Row>[];
}

/**
 * The tenants' and the namespaces' columns alike: name, count, own columns, then the traffic, each
 * sorted by the server. The row actions come from ResourceList.
 */
export function useCatalogColumns<Row extends TrafficFigures>(
  spec: CatalogColumnsSpec<Row>,
): ResourceColumn<Row>[] {
  const { t } = useTranslation();
  const { nameKey, countKey, countTitle } = spec;
  const name = (row: Row) => row[nameKey] as string;
  const rate = (value: number) => t('tenants.units.rate', { value: formatNumber(value) });
  // In / out rate (msg/s), in / out throughput (bytes/s) and storage (bytes), sorted by the server.
  const traffic = (key: keyof TrafficFigures, title: string, format: (value: number) => string) => ({
    sortKey: key,
    numeric: true,
    title,
    dataIndex: key,
    render: (value: number) => format(value),
  });
  return [
    {
      sortKey: nameKey,
      title: spec.nameTitle,
      dataIndex: nameKey,
      render: (value: string) => (
        <Link to={spec.pagePath(value)}>
          <ResourceValue title={value}>{value}</ResourceValue>
        </Link>
      ),
    },
    {
      sortKey: countKey,
      numeric: true,
      title: countTitle,
      dataIndex: countKey,
      render: (count: number, row) => (
        <Link to={spec.countPath(name(row))} aria-label={`${countTitle} ${name(row)}: ${String(count)}`}>
          {count}
        </Link>
      ),
    },
    ...(spec.extraColumns ?? []),
    traffic('inMsg', t('tenants.columns.inRate'), rate),
    traffic('outMsg', t('tenants.columns.outRate'), rate),
    traffic('inBytes', t('tenants.columns.inThroughput'), formatBytesPerSecond),
    traffic('outBytes', t('tenants.columns.outThroughput'), formatBytesPerSecond),
    traffic('storageSize', t('tenants.columns.storageSize'), formatBytes),
  ];
}
