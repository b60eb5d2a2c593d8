import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime, ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import type { UserSummary } from '../users.api.ts';

/** Profile text that may be long: one line, the whole value on hover. */
function text(value: string) {
  return value === '' ? '' : <ResourceValue title={value}>{value}</ResourceValue>;
}

/** The users list's columns; the row actions come from ResourceList (users-page.tsx). */
export function useUserColumns(): ResourceColumn<UserSummary>[] {
  const { t } = useTranslation();
  return [
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
  ];
}
