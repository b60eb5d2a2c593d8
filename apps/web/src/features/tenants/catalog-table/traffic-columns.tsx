// The traffic columns the tenants and namespaces tables share, with their units, sorted by the
// server through the list state in the URL.
import type { TrafficFigures } from '@beacon/contracts';
import type { TFunction } from 'i18next';
import { formatBytes, formatBytesPerSecond } from '../../../shared/lib/byte-format.ts';
import { formatNumber } from '../../../shared/lib/number-format.ts';
import type { ResourceColumn } from '../../../shared/ui/resource-table.tsx';

/** In / out rate (msg/s), in / out throughput (bytes/s) and storage (bytes), right-aligned. */
export function trafficColumns<Row extends TrafficFigures>(t: TFunction): ResourceColumn<Row>[] {
  const rate = (value: number) => t('tenants.units.rate', { value: formatNumber(value) });
  const column = (
    key: keyof TrafficFigures,
    title: string,
    format: (value: number) => string,
  ): ResourceColumn<Row> => ({
    sortKey: key,
    numeric: true,
    title,
    dataIndex: key,
    render: (value: number) => format(value),
  });
  return [
    column('inMsg', t('tenants.columns.inRate'), rate),
    column('outMsg', t('tenants.columns.outRate'), rate),
    column('inBytes', t('tenants.columns.inThroughput'), (value) => formatBytesPerSecond(value)),
    column('outBytes', t('tenants.columns.outThroughput'), (value) => formatBytesPerSecond(value)),
    column('storageSize', t('tenants.columns.storageSize'), (value) => formatBytes(value)),
  ];
}
