import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ResourceActions,
  RowAction,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
} from '../../../shared/ui/resource-table.tsx';
import type { RoleSummary } from '../roles.api.ts';
import { RoleBindings } from './role-bindings.tsx';

export type RoleAction = 'edit' | 'delete';

interface RolesTableProps {
  rows: readonly RoleSummary[];
  search: string;
  onAction: (action: RoleAction, role: RoleSummary) => void;
}

/** The built-in super role (resource type ALL) is fixed: no Edit or Delete. */
export const isBuiltIn = (role: RoleSummary) => role.resourceType === 'ALL' || role.roleSource === 'system';

function text(value: string) {
  return value === '' ? '' : <ResourceValue title={value}>{value}</ResourceValue>;
}

/** Every role; a row expands to its bindings. The server answers the whole (searched) list at once. */
export function RolesTable({ rows, search, onAction }: RolesTableProps) {
  const { t } = useTranslation();
  const columns: ResourceColumn<RoleSummary>[] = [
    { key: 'name', title: t('roles.columns.name'), render: (_, role) => text(role.roleName) },
    {
      key: 'description',
      title: t('roles.columns.description'),
      render: (_, role) => text(role.description),
    },
    {
      key: 'resourceType',
      title: t('roles.columns.resourceType'),
      render: (_, role) => (
        <Tag color={role.resourceType === 'ALL' ? 'blue' : undefined}>
          {t(`roles.resourceTypes.${role.resourceType}`)}
        </Tag>
      ),
    },
    {
      key: 'tenant',
      title: t('roles.columns.tenant'),
      render: (_, role) =>
        role.resourceType === 'ALL' ? (
          <Typography.Text type="secondary">{t('roles.allTenants')}</Typography.Text>
        ) : (
          text(role.resourceName)
        ),
    },
    { key: 'verbs', title: t('roles.columns.verbs'), responsive: ['lg'], dataIndex: 'resourceVerbs' },
    {
      key: 'source',
      title: t('roles.columns.source'),
      render: (_, role) =>
        role.roleSource in { system: 1, local: 1, sso: 1 }
          ? t(`roles.sources.${role.roleSource as 'system' | 'local' | 'sso'}`)
          : role.roleSource,
    },
    { key: 'bindings', title: t('roles.columns.bindings'), numeric: true, dataIndex: 'bindings' },
    {
      key: 'actions',
      title: t('roles.columns.actions'),
      render: (_, role) =>
        isBuiltIn(role) ? null : (
          <ResourceActions>
            <RowAction
              tooltip={t('roles.actions.edit')}
              label={t('roles.actions.editNamed', { name: role.roleName })}
              icon={<EditOutlined aria-hidden />}
              onClick={() => onAction('edit', role)}
            />
            <RowAction
              tooltip={t('roles.actions.delete')}
              label={t('roles.actions.deleteNamed', { name: role.roleName })}
              icon={<DeleteOutlined aria-hidden />}
              danger
              onClick={() => onAction('delete', role)}
            />
          </ResourceActions>
        ),
    },
  ];
  return (
    <ResourceTable<RoleSummary>
      style={{ '--resource-table-value-width': '20ch' } as CSSProperties}
      rowKey="roleName"
      columns={columns}
      rows={rows}
      pageSize={20}
      expandable={{ expandedRowRender: (role) => <RoleBindings role={role} /> }}
      emptyText={t('roles.noMatch', { search })}
    />
  );
}
