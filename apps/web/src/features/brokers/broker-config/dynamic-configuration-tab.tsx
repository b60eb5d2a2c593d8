import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Segmented, Space, Tag, Tooltip, Typography } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  ErrorState,
  failureReason,
  ListSearch,
  PageLoading,
  ResourceActions,
  ResourceTable,
  ResourceValue,
  RowAction,
  useUrlListState,
  toast,
  useConfirm,
} from '../../../shared/ui/index.ts';
import {
  useDeleteDynamicSetting,
  useDynamicConfigurationNames,
  useDynamicConfigurationOverrides,
  useRuntimeConfiguration,
  useUpdateDynamicSetting,
} from './broker-config.queries.ts';
import { dynamicSettingRows, type DynamicSettingRow } from './dynamic-settings.ts';
import { EditDynamicSettingDialog } from './edit-dynamic-setting-dialog.tsx';
import { DefaultValue, DynamicValue } from './dynamic-value.tsx';
import { HIDDEN_VALUE, isSecretSetting } from './secret-settings.ts';
import { SettingFacts } from './setting-facts.tsx';

/** The stored override as shown: a credential never. */
const shownOverride = (row: DynamicSettingRow) =>
  isSecretSetting(row.name) ? HIDDEN_VALUE : (row.override ?? '');

const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [20, 50, 100], defaultSize: 50 };
/** `?view=differs`: only the settings whose effective value departs from Pulsar's default. */
const VIEW_PARAM = 'view';

type Change =
  | { kind: 'update'; setting: DynamicSettingRow; value: string }
  | { kind: 'delete'; setting: DynamicSettingRow };

/**
 * The dynamic configuration editor (issue 16 item 2; Pulsar Manager had the calls but no screen):
 * every setting a broker may change at run time, with its current value on this broker, Pulsar's
 * default and the override stored for the cluster; change or delete the override, each confirmed
 * (the proxy audits both); `Differs from default` shows only what departs from the defaults.
 */
export function DynamicConfigurationTab({ cluster, broker }: { cluster: string; broker: string }) {
  const { t } = useTranslation();
  const names = useDynamicConfigurationNames(broker);
  const runtime = useRuntimeConfiguration(broker);
  const overrides = useDynamicConfigurationOverrides(broker);
  const update = useUpdateDynamicSetting(broker);
  const remove = useDeleteDynamicSetting(broker);
  const list = useUrlListState(LIST_CONFIG);
  const [params, setParams] = useSearchParams();
  const differsOnly = params.get(VIEW_PARAM) === 'differs';
  const [editing, setEditing] = useState<DynamicSettingRow>();
  const confirm = useConfirm();

  /** Each change asked first, naming the value it replaces (the proxy audits both kinds). */
  const review = (change: Change) =>
    confirm(
      change.kind === 'delete'
        ? {
            title: t('brokers.dynamic.deleteTitle'),
            description: t('brokers.dynamic.confirmDelete', {
              name: change.setting.name,
              value: shownOverride(change.setting),
              cluster,
            }),
            confirmLabel: t('brokers.dynamic.delete'),
            danger: true,
            onConfirm: async () => {
              await remove.mutateAsync(change.setting.name);
              toast.success(t('brokers.dynamic.deleted', { name: change.setting.name }));
            },
          }
        : {
            title: t('brokers.dynamic.updateTitle'),
            description: t('brokers.dynamic.confirmUpdate', {
              name: change.setting.name,
              from: change.setting.current ?? '—',
              to: change.value,
              cluster,
            }),
            confirmLabel: t('brokers.dynamic.save'),
            onConfirm: async () => {
              await update.mutateAsync({ name: change.setting.name, value: change.value });
              toast.success(t('brokers.dynamic.updated', { name: change.setting.name, value: change.value }));
            },
          },
    );

  const reads = [names, runtime, overrides];
  const failed = reads.find((read) => read.isError);
  if (failed?.error)
    return (
      <ErrorState
        title={t('brokers.dynamic.loadFailed', { broker })}
        detail={failureReason(failed.error)}
        onRetry={() => reads.forEach((read) => void read.refetch())}
        retrying={reads.some((read) => read.isFetching)}
      />
    );
  if (!names.data || !runtime.data || !overrides.data) return <PageLoading />;

  const all = dynamicSettingRows(names.data, runtime.data, overrides.data);
  const differing = all.filter((row) => row.differs);
  const { filter, page, size } = list.state;
  const needle = filter.toLowerCase();
  const rows = (differsOnly ? differing : all).filter(
    (row) => !needle || row.name.toLowerCase().includes(needle),
  );

  const setView = (differs: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (differs) next.set(VIEW_PARAM, 'differs');
        else next.delete(VIEW_PARAM);
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('brokers.dynamic.intro', { cluster, broker })}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={t('brokers.dynamic.view')}
          value={differsOnly ? 'differs' : 'all'}
          onChange={(value) => setView(value === 'differs')}
          options={[
            { value: 'all', label: t('brokers.dynamic.viewAll', { count: all.length }) },
            { value: 'differs', label: t('brokers.dynamic.viewDiffers', { count: differing.length }) },
          ]}
        />
        <ListSearch placeholder={t('brokers.dynamic.search')} value={filter} onSearch={list.setFilter} />
      </Space>
      <ResourceTable<DynamicSettingRow>
        // Values ellipsed shorter than the kit's default, so the five columns fit 1 024 px.
        style={{ '--resource-table-value-width': '18ch' } as CSSProperties}
        rowKey="name"
        rows={rows.slice((page - 1) * size, page * size)}
        list={list}
        total={rows.length}
        emptyText={
          filter
            ? t('brokers.dynamic.noMatch', { filter })
            : differsOnly
              ? t('brokers.dynamic.noneDiffer')
              : t('brokers.dynamic.empty')
        }
        columns={[
          {
            key: 'name',
            title: t('brokers.dynamic.name'),
            render: (_, row) => (
              <Space orientation="vertical" size={2}>
                <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                  {row.name}
                </Typography.Text>
                <SettingFacts row={row} />
              </Space>
            ),
          },
          {
            key: 'current',
            title: t('brokers.dynamic.current'),
            render: (_, row) => <DynamicValue row={row} />,
          },
          {
            key: 'default',
            title: t('brokers.dynamic.default'),
            render: (_, row) => <DefaultValue row={row} />,
          },
          {
            key: 'override',
            title: t('brokers.dynamic.override'),
            render: (_, row) =>
              row.override === undefined ? (
                <Typography.Text type="secondary">{t('brokers.dynamic.noOverride')}</Typography.Text>
              ) : (
                <Space size={4} wrap>
                  <ResourceValue title={shownOverride(row)}>{shownOverride(row)}</ResourceValue>
                  {row.overrideIgnored && (
                    <Tooltip title={t('brokers.dynamic.ignoredHint')}>
                      <Tag color="error">{t('brokers.dynamic.ignored')}</Tag>
                    </Tooltip>
                  )}
                </Space>
              ),
          },
          {
            key: 'actions',
            title: t('brokers.dynamic.actions'),
            render: (_, row) => (
              <ResourceActions>
                <RowAction
                  tooltip={t('brokers.dynamic.edit')}
                  label={t('brokers.dynamic.editNamed', { name: row.name })}
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setEditing(row)}
                />
                {row.override !== undefined && (
                  <RowAction
                    danger
                    tooltip={t('brokers.dynamic.delete')}
                    label={t('brokers.dynamic.deleteNamed', { name: row.name })}
                    icon={<DeleteOutlined aria-hidden />}
                    onClick={() => void review({ kind: 'delete', setting: row })}
                  />
                )}
              </ResourceActions>
            ),
          },
        ]}
      />
      {editing && (
        <EditDynamicSettingDialog
          setting={editing}
          onClose={() => setEditing(undefined)}
          onReview={(value) => {
            setEditing(undefined);
            void review({ kind: 'update', setting: editing, value });
          }}
        />
      )}
    </>
  );
}
