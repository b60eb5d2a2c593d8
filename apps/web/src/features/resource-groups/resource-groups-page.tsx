import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytesPerSecond } from '../../shared/lib/byte-format.ts';
import { routes } from '../../shared/routes/route-table.ts';
import {
  Link,
  ResourceList,
  ResourceValue,
  failureReason,
  useUrlListState,
  type ResourceColumn,
} from '../../shared/ui/index.ts';
import { ResourceGroupDialog } from './resource-group-dialog.tsx';
import { RATE_FIELDS } from './resource-group-schema.ts';
import {
  useDeleteResourceGroup,
  useResourceGroups,
  useResourceGroupUsers,
  type ResourceGroupRow,
} from './resource-groups.queries.ts';

// Only the search goes to the URL; the groups are few and come in one answer.
const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [20], defaultSize: 20 };

type Dialog = { action: 'create' } | { action: 'edit'; group: ResourceGroupRow };

function Rate({ field, value }: { field: (typeof RATE_FIELDS)[number]; value: number }) {
  const { t } = useTranslation();
  if (value <= 0) return <Typography.Text type="secondary">{t('resourceGroups.noLimit')}</Typography.Text>;
  const text = field.endsWith('Bytes')
    ? formatBytesPerSecond(value)
    : t('resourceGroups.messagesPerSecond', { rate: value });
  // The exact figure stays readable where bytes are shortened (1 KB/s is 1024).
  return <span title={String(value)}>{text}</span>;
}

function Namespaces({ names }: { names: string[] }) {
  const { t } = useTranslation();
  if (names.length === 0)
    return <Typography.Text type="secondary">{t('resourceGroups.noNamespaces')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {names.map((fullName) => {
        const [tenant = '', namespace = ''] = fullName.split('/');
        return (
          <Tag key={fullName}>
            <Link to={routes.namespace.href({ tenant, namespace }, { tab: 'policies' })}>
              <ResourceValue title={fullName}>{fullName}</ResourceValue>
            </Link>
          </Tag>
        );
      })}
    </Space>
  );
}

/**
 * /management/resourceGroups (super only; issue 31 item 4, decision 0080): each group's four rates
 * and the namespaces that use it; New and Edit in one dialog, Delete confirmed, Pulsar's refusal
 * (a group still in use) shown in the confirmation.
 */
export function ResourceGroupsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(LIST_CONFIG);
  const { filter } = list.state;
  const groups = useResourceGroups();
  const users = useResourceGroupUsers();
  const remove = useDeleteResourceGroup();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const usersOf = (name: string) => users.data?.[name] ?? [];

  const columns: ResourceColumn<ResourceGroupRow>[] = [
    {
      key: 'name',
      title: t('resourceGroups.columns.name'),
      render: (_, row) => <ResourceValue title={row.name}>{row.name}</ResourceValue>,
    },
    ...RATE_FIELDS.map((field): ResourceColumn<ResourceGroupRow> => ({
      key: field,
      title: t(`resourceGroups.columns.${field}`),
      render: (_, row) => <Rate field={field} value={row[field]} />,
    })),
    {
      key: 'namespaces',
      title: t('resourceGroups.columns.namespaces'),
      render: (_, row) => {
        if (users.isPending)
          return <Typography.Text type="secondary">{t('resourceGroups.namespacesLoading')}</Typography.Text>;
        if (users.isError)
          return (
            <Typography.Text type="danger" title={failureReason(users.error)}>
              {t('resourceGroups.namespacesFailed')}
            </Typography.Text>
          );
        return <Namespaces names={usersOf(row.name)} />;
      },
    },
  ];

  return (
    <ResourceList
      resource="resourceGroups"
      query={groups}
      rows={(rows) => rows}
      rowKey="name"
      name={(row) => row.name}
      columns={columns}
      header={{}}
      emptyPage
      search={{
        value: filter,
        onSearch: list.setFilter,
        fields: (row) => [row.name, ...usersOf(row.name)],
      }}
      create={{ permission: 'resource-group.write', onCreate: () => setDialog({ action: 'create' }) }}
      edit={{ permission: 'resource-group.write', onEdit: (group) => setDialog({ action: 'edit', group }) }}
      remove={{ permission: 'resource-group.write', run: (row) => remove.mutateAsync(row.name) }}
    >
      {dialog && (
        <ResourceGroupDialog
          group={dialog.action === 'edit' ? dialog.group : undefined}
          existing={(groups.data ?? []).map((group) => group.name)}
          onClose={() => setDialog(undefined)}
        />
      )}
    </ResourceList>
  );
}
