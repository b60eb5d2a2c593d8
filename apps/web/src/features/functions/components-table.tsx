import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ComponentConfig, ComponentStatus } from '@beacon/pulsar-admin';
import { useQueries } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  Link,
  ResourceActions,
  ResourceTable,
  ResourceValue,
  RowAction,
  type ResourceColumn,
} from '../../shared/ui/index.ts';
import { useCan } from '../../shared/auth/index.ts';
import { componentConfigQuery, componentListStatusQuery } from './components.api.ts';
import { componentLatestError } from './instance-status.ts';
import { detailUrl, type KindDescriptor } from './kinds.ts';

interface Row {
  name: string;
  config: ComponentConfig | undefined;
  status: ComponentStatus | undefined;
  statusFailed: boolean;
}

interface ComponentsTableProps {
  descriptor: KindDescriptor;
  tenant: string;
  namespace: string;
  names: readonly string[];
  emptyText: string;
  onUpdate: (name: string) => void;
  onDelete: (name: string) => void;
}

const PAGE_SIZE = 10;

function Topics({ topics }: { topics: readonly string[] }) {
  if (topics.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {topics.map((topic) => (
        <Tag key={topic}>
          <ResourceValue title={topic}>{topic}</ResourceValue>
        </Tag>
      ))}
    </Space>
  );
}

/**
 * The names Pulsar lists, each with its status and config read beside it (the worker has no call
 * that answers both for a namespace): running instances of parallelism, topics, runtime, last error.
 */
export function ComponentsTable({
  descriptor,
  tenant,
  namespace,
  names,
  emptyText,
  onUpdate,
  onDelete,
}: ComponentsTableProps) {
  const { t } = useTranslation();
  const mayWrite = useCan('function.write', tenant);
  const refs = names.map((name) => ({ kind: descriptor.kind, tenant, namespace, name }));
  const statuses = useQueries({ queries: refs.map((ref) => componentListStatusQuery(ref)) });
  const configs = useQueries({ queries: refs.map((ref) => componentConfigQuery(ref)) });
  const rows: Row[] = names.map((name, index) => ({
    name,
    config: configs[index]?.data,
    status: statuses[index]?.data,
    statusFailed: statuses[index]?.isError ?? false,
  }));

  const columns: ResourceColumn<Row>[] = [
    {
      key: 'name',
      title: t('functions.columns.name'),
      render: (_, row) => (
        <Link to={detailUrl(descriptor.kind, tenant, namespace, row.name)}>
          <ResourceValue title={row.name}>{row.name}</ResourceValue>
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('functions.columns.status'),
      render: (_, row) => {
        if (row.statusFailed)
          return <Typography.Text type="secondary">{t('functions.list.statusFailed')}</Typography.Text>;
        if (!row.status) return <Typography.Text type="secondary">…</Typography.Text>;
        const running = row.status.numRunning ?? 0;
        const total = row.status.numInstances ?? 0;
        return (
          <Tag color={running === total && total > 0 ? 'success' : running === 0 ? 'error' : 'warning'}>
            {t('functions.status.running', { running, total })}
          </Tag>
        );
      },
    },
  ];
  if (descriptor.columns.includes('inputs'))
    columns.push({
      key: 'inputs',
      title: t('functions.columns.inputs'),
      render: (_, row) => <Topics topics={row.config ? descriptor.inputsOf(row.config) : []} />,
    });
  if (descriptor.columns.includes('output'))
    columns.push({
      key: 'output',
      title: t('functions.columns.output'),
      render: (_, row) => {
        const output = row.config ? descriptor.outputOf(row.config) : undefined;
        return <Topics topics={output ? [output] : []} />;
      },
    });
  if (descriptor.columns.includes('runtime'))
    columns.push({
      key: 'runtime',
      title: t('functions.columns.runtime'),
      render: (_, row) => (typeof row.config?.runtime === 'string' ? row.config.runtime : '—'),
    });
  columns.push({
    key: 'lastError',
    title: t('functions.columns.lastError'),
    render: (_, row) => {
      const error = componentLatestError(row.status);
      if (!error) return <Typography.Text type="secondary">{t('functions.status.none')}</Typography.Text>;
      const firstLine = error.text.split('\n')[0] ?? error.text;
      return (
        <Typography.Text type="danger">
          <ResourceValue title={error.text}>{firstLine}</ResourceValue>
        </Typography.Text>
      );
    },
  });
  if (mayWrite)
    columns.push({
      key: 'actions',
      title: t('functions.columns.actions'),
      render: (_, row) => (
        <ResourceActions>
          <RowAction
            tooltip={t('functions.actions.update')}
            label={`${t('functions.actions.update')} ${row.name}`}
            icon={<EditOutlined aria-hidden />}
            onClick={() => onUpdate(row.name)}
          />
          <RowAction
            tooltip={t('functions.actions.delete')}
            label={`${t('functions.actions.delete')} ${row.name}`}
            icon={<DeleteOutlined aria-hidden />}
            danger
            onClick={() => onDelete(row.name)}
          />
        </ResourceActions>
      ),
    });

  return (
    <ResourceTable<Row>
      rowKey="name"
      columns={columns}
      rows={rows}
      emptyText={emptyText}
      pageSize={PAGE_SIZE}
    />
  );
}
