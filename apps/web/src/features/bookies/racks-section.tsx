import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/auth/index.ts';
import {
  AsyncState,
  EditDeleteActions,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
  pageStyles as styles,
  toast,
  useConfirm,
} from '../../shared/ui/index.ts';
import { useDeleteRack, useRacks, type RackRow } from './bookies.queries.ts';
import { RackDialog } from './rack-dialog.tsx';

interface RacksSectionProps {
  /** The cluster whose placement is shown and changed; undefined while the list of clusters loads. */
  cluster: string | undefined;
  /** The clusters to choose from, when the screen lets the operator choose (the Bookies page). */
  choices?: readonly string[] | undefined;
  onChoose?: (cluster: string) => void;
}

/**
 * Rack placement (inventory 1.20, `/admin/v2/bookies/racks-info`) of one cluster: each placed bookie
 * with its group, rack and host name; Add, Edit and Delete (confirmed). Pulsar keeps it in that
 * cluster's metadata store, so it works without a bookie URL, and every call goes to that cluster.
 */
export function RacksSection({ cluster, choices, onChoose }: RacksSectionProps) {
  const { t } = useTranslation();
  const racks = useRacks(cluster);
  const remove = useDeleteRack(cluster ?? '');
  const [dialog, setDialog] = useState<{ editing?: RackRow }>();
  const confirm = useConfirm();

  function askToDelete(bookie: string) {
    void confirm({
      danger: true,
      title: t('bookies.deleteDialog.title'),
      description: t('bookies.deleteDialog.question', { bookie }),
      confirmLabel: t('bookies.actions.delete'),
      onConfirm: async () => {
        await remove.mutateAsync(bookie);
        toast.success(t('bookies.messages.rackDeleted'));
      },
    });
  }

  const columns: ResourceColumn<RackRow>[] = [
    {
      key: 'bookie',
      title: t('bookies.columns.bookie'),
      render: (_, row) => <ResourceValue title={row.bookie}>{row.bookie}</ResourceValue>,
    },
    // One line each (a rack like /rack-0 must not break at its dash), the full text in the title.
    {
      key: 'group',
      title: t('bookies.columns.group'),
      render: (_, row) => <ResourceValue title={row.group}>{row.group}</ResourceValue>,
    },
    {
      key: 'rack',
      title: t('bookies.columns.rack'),
      render: (_, row) => <ResourceValue title={row.rack ?? ''}>{row.rack ?? '—'}</ResourceValue>,
    },
    {
      key: 'hostname',
      title: t('bookies.columns.hostname'),
      render: (_, row) => <ResourceValue title={row.hostname ?? ''}>{row.hostname || '—'}</ResourceValue>,
    },
    {
      key: 'actions',
      title: t('bookies.columns.actions'),
      render: (_, row) => (
        <EditDeleteActions
          text={{
            edit: t('bookies.actions.edit'),
            editNamed: t('bookies.actions.editNamed', { bookie: row.bookie }),
            delete: t('bookies.actions.delete'),
            deleteNamed: t('bookies.actions.deleteNamed', { bookie: row.bookie }),
          }}
          onEdit={() => setDialog({ editing: row })}
          onDelete={() => askToDelete(row.bookie)}
          // Edited in place, in a dialog: both need the right.
          editPermission="bookie.write"
          deletePermission="bookie.write"
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="bookie-racks-heading" className={styles.page}>
      <div className={styles.header}>
        <div>
          <Typography.Title level={2} id="bookie-racks-heading" style={{ fontSize: 18, margin: 0 }}>
            {t('bookies.racks.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('bookies.racks.intro')}
          </Typography.Paragraph>
          {cluster !== undefined && (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('bookies.racks.ofCluster', { cluster })}
            </Typography.Paragraph>
          )}
          {choices && choices.length > 1 && onChoose && (
            <Space>
              <label htmlFor="bookie-racks-cluster">{t('bookies.racks.cluster')}</label>
              <Select
                id="bookie-racks-cluster"
                aria-label={t('bookies.racks.cluster')}
                value={cluster}
                onChange={onChoose}
                options={choices.map((choice) => ({ value: choice, label: choice }))}
                style={{ minWidth: 160 }}
              />
            </Space>
          )}
        </div>
        <Can permission="bookie.write">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({})}>
            {t('bookies.actions.addRack')}
          </Button>
        </Can>
      </div>
      <AsyncState
        query={racks}
        errorTitle={t('bookies.racks.loadFailed')}
        forbiddenTitle={t('bookies.racks.forbidden')}
      >
        {(rows) => (
          <ResourceTable<RackRow>
            rowKey="bookie"
            columns={columns}
            rows={rows}
            pageSize={20}
            emptyText={t('bookies.racks.empty')}
          />
        )}
      </AsyncState>
      {dialog && cluster !== undefined && (
        <RackDialog cluster={cluster} editing={dialog.editing} onClose={() => setDialog(undefined)} />
      )}
    </section>
  );
}
