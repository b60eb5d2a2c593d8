import { DeleteOutlined, EditOutlined, KeyOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../shared/routes/route-table.ts';
import { DateTime } from '../../../shared/ui/date-time.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import {
  ResourceActions,
  RowAction,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
} from '../../../shared/ui/resource-table.tsx';
import type { UrlListState } from '../../../shared/ui/resource-table-state.ts';
import type { UserSummary } from '../users.api.ts';

export type UserAction = 'edit' | 'reset' | 'delete';

interface UsersTableProps {
  rows: readonly UserSummary[];
  total: number;
  loading: boolean;
  list: UrlListState;
  onAction: (action: UserAction, user: UserSummary) => void;
}

/** Profile text that may be long: one line, the whole value on hover. */
function text(value: string) {
  return value === '' ? '' : <ResourceValue title={value}>{value}</ResourceValue>;
}

export function UsersTable({ rows, total, loading, list, onAction }: UsersTableProps) {
  const { t } = useTranslation();
  const columns: ResourceColumn<UserSummary>[] = [
    { key: 'name', title: t('users.columns.name'), render: (_, user) => text(user.name) },
    {
      key: 'description',
      title: t('users.columns.description'),
      render: (_, user) => text(user.description),
    },
    { key: 'email', title: t('users.columns.email'), render: (_, user) => text(user.email) },
    // Phone and location show from 1 200 px; at 1 024 px the row's actions would not fit beside them
    // (both stay in the Edit dialog).
    {
      key: 'phoneNumber',
      title: t('users.columns.phoneNumber'),
      responsive: ['xl'],
      render: (_, user) => text(user.phoneNumber),
    },
    {
      key: 'location',
      title: t('users.columns.location'),
      responsive: ['xl'],
      render: (_, user) => text(user.location),
    },
    { key: 'company', title: t('users.columns.company'), render: (_, user) => text(user.company) },
    {
      key: 'roles',
      title: t('users.columns.roles'),
      render: (_, user) =>
        user.roles.length === 0 ? (
          <Typography.Text type="secondary">{t('users.roles.none')}</Typography.Text>
        ) : (
          <Space size={4} wrap>
            {user.roles.map((role) => (
              <Tag key={role} color={role === 'super' ? 'blue' : undefined}>
                {t(`users.roles.${role}`)}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      key: 'source',
      title: t('users.columns.source'),
      render: (_, user) => t(`users.sources.${user.source}`),
    },
    {
      key: 'lastLogin',
      title: t('users.columns.lastLogin'),
      render: (_, user) =>
        user.lastLoginAt === null ? (
          <Typography.Text type="secondary">{t('users.never')}</Typography.Text>
        ) : (
          <DateTime value={user.lastLoginAt} relative />
        ),
    },
    {
      key: 'actions',
      title: t('users.columns.actions'),
      render: (_, user) => (
        <ResourceActions>
          {/* What the user reaches, through which role binding, and the menu it sees (issue 15 item 3). */}
          <Tooltip title={t('access.open')}>
            <LinkButton
              to={routes.userAccess.href({ user: user.name })}
              size="small"
              icon={<SafetyCertificateOutlined aria-hidden />}
              aria-label={t('access.openNamed', { name: user.name })}
            />
          </Tooltip>
          <RowAction
            tooltip={t('users.actions.edit')}
            label={t('users.actions.editNamed', { name: user.name })}
            icon={<EditOutlined aria-hidden />}
            onClick={() => onAction('edit', user)}
          />
          {user.source === 'local' && (
            <RowAction
              tooltip={t('users.actions.resetPassword')}
              label={t('users.actions.resetPasswordNamed', { name: user.name })}
              icon={<KeyOutlined aria-hidden />}
              onClick={() => onAction('reset', user)}
            />
          )}
          <RowAction
            tooltip={t('users.actions.delete')}
            label={t('users.actions.deleteNamed', { name: user.name })}
            icon={<DeleteOutlined aria-hidden />}
            danger
            onClick={() => onAction('delete', user)}
          />
        </ResourceActions>
      ),
    },
  ];
  return (
    <ResourceTable<UserSummary>
      // Narrower profile values than the catalogue's, so the columns and the four row actions fit
      // 1 024 px.
      style={{ '--resource-table-value-width': '15ch' } as CSSProperties}
      rowKey="name"
      columns={columns}
      rows={rows}
      total={total}
      list={list}
      loading={loading}
      emptyText={t('users.noMatch', { search: list.state.filter })}
    />
  );
}
