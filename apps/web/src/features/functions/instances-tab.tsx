import { CaretRightOutlined, PauseOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ComponentInstanceStatusData, FunctionInstanceStatsData } from '@beacon/pulsar-admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/index.ts';
import {
  AsyncState,
  DateTime,
  ResourceActions,
  ResourceTable,
  RowAction,
  type ResourceColumn,
} from '../../shared/ui/index.ts';
import {
  componentStatusQuery,
  functionStatsQuery,
  type ComponentRef,
  type LifecycleAction,
} from './components.api.ts';
import { countersOf, exceptionsOf } from './instance-status.ts';
import styles from './functions.module.css';

interface InstanceRow {
  instanceId: number;
  status: ComponentInstanceStatusData;
  metrics: FunctionInstanceStatsData | undefined;
}

const ACTION_ICONS: Record<LifecycleAction, React.ReactNode> = {
  start: <CaretRightOutlined aria-hidden />,
  stop: <PauseOutlined aria-hidden />,
  restart: <ReloadOutlined aria-hidden />,
};

/** An instance's exceptions, newest first, each with its whole stack. */
function Exceptions({ status }: { status: ComponentInstanceStatusData }) {
  const { t } = useTranslation();
  const exceptions = exceptionsOf(status);
  if (!status.error && exceptions.length === 0)
    return <Typography.Text type="secondary">{t('functions.detail.noExceptions')}</Typography.Text>;
  return (
    <div>
      {status.error && (
        <>
          <Typography.Text strong>{t('functions.detail.error')}</Typography.Text>
          <pre className={styles.code}>{status.error}</pre>
        </>
      )}
      {exceptions.map((exception, index) => (
        <div key={`${exception.timestampMs ?? 0}-${index}`}>
          <Typography.Text strong>{t('functions.detail.lastException')} </Typography.Text>
          {exception.timestampMs ? (
            <Typography.Text type="secondary">
              <DateTime value={exception.timestampMs} />
            </Typography.Text>
          ) : null}
          <pre className={styles.code}>{exception.exceptionString}</pre>
        </div>
      ))}
    </div>
  );
}

/**
 * Issue 17 item 3: each instance's status (running, restarts, last exception with its stack) and,
 * for functions, its stats (processed, success, exceptions, latency), with start / stop / restart
 * of that one instance.
 */
export function InstancesTab({
  target,
  withStats,
  onAction,
}: {
  target: ComponentRef;
  withStats: boolean;
  onAction: (action: LifecycleAction, instanceId: number) => void;
}) {
  const { t } = useTranslation();
  const mayWrite = useCan('function.write', target.tenant);
  const status = useQuery({ ...componentStatusQuery(target), refetchInterval: 10_000 });
  const stats = useQuery({ ...functionStatsQuery(target), enabled: withStats, refetchInterval: 10_000 });
  const count = (value: number | undefined) => (value === undefined ? '—' : value.toLocaleString());

  return (
    <AsyncState query={status} errorTitle={t('functions.detail.statusFailed')}>
      {(data) => {
        const rows: InstanceRow[] = (data.instances ?? []).map((instance) => ({
          instanceId: instance.instanceId ?? 0,
          status: instance.status ?? {},
          metrics: stats.data?.instances?.find((entry) => entry.instanceId === instance.instanceId)?.metrics,
        }));
        const columns: ResourceColumn<InstanceRow>[] = [
          { key: 'instance', title: t('functions.detail.instance'), render: (_, row) => row.instanceId },
          {
            key: 'state',
            title: t('functions.detail.state'),
            render: (_, row) =>
              row.status.running ? (
                <Tag color="success">{t('functions.detail.running')}</Tag>
              ) : (
                <Tag color="error">{t('functions.detail.stopped')}</Tag>
              ),
          },
          {
            key: 'restarts',
            title: t('functions.detail.restarts'),
            numeric: true,
            render: (_, row) => count(row.status.numRestarts),
          },
          {
            key: 'received',
            title: t('functions.detail.received'),
            numeric: true,
            render: (_, row) =>
              count(row.metrics?.receivedTotal ?? countersOf(target.kind, row.status).received),
          },
          {
            key: 'processed',
            title:
              target.kind === 'function' ? t('functions.detail.succeeded') : t('functions.detail.written'),
            numeric: true,
            render: (_, row) =>
              count(row.metrics?.processedSuccessfullyTotal ?? countersOf(target.kind, row.status).processed),
          },
          {
            key: 'exceptions',
            title: t('functions.detail.exceptions'),
            numeric: true,
            render: (_, row) =>
              count(
                row.metrics
                  ? (row.metrics.userExceptionsTotal ?? 0) + (row.metrics.systemExceptionsTotal ?? 0)
                  : countersOf(target.kind, row.status).exceptions,
              ),
          },
        ];
        if (target.kind === 'function')
          columns.push({
            key: 'latency',
            title: t('functions.detail.latency'),
            numeric: true,
            render: (_, row) => {
              const latency = row.metrics?.avgProcessLatency ?? row.status.averageLatency;
              return latency === undefined ? '—' : latency.toFixed(2);
            },
          });
        columns.push({
          key: 'worker',
          title: t('functions.detail.worker'),
          render: (_, row) => row.status.workerId ?? '—',
        });
        if (mayWrite)
          columns.push({
            key: 'actions',
            title: t('functions.columns.actions'),
            render: (_, row) => (
              <ResourceActions>
                {(['start', 'stop', 'restart'] as const).map((action) => (
                  <RowAction
                    key={action}
                    tooltip={t(`functions.actions.${action}`)}
                    label={`${t(`functions.actions.${action}`)} ${t('functions.detail.instance')} ${row.instanceId}`}
                    icon={ACTION_ICONS[action]}
                    danger={action === 'stop'}
                    onClick={() => onAction(action, row.instanceId)}
                  />
                ))}
              </ResourceActions>
            ),
          });
        return (
          <>
            {stats.isError && (
              <Alert
                type="warning"
                showIcon
                title={t('functions.detail.statsFailed')}
                description={stats.error.message}
              />
            )}
            <ResourceTable<InstanceRow>
              rowKey="instanceId"
              columns={columns}
              rows={rows}
              emptyText={t('functions.detail.noInstances')}
              expandable={{
                expandedRowRender: (row) => <Exceptions status={row.status} />,
              }}
            />
          </>
        );
      }}
    </AsyncState>
  );
}
