import { Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import type { RoleSummary } from '../roles.api.ts';

/** The built-in super role (resource type ALL) is fixed: no Edit or Delete. */
export const isBuiltIn = (role: RoleSummary) => role.resourceType === 'ALL' || role.roleSource === 'system';

function text(value: string) {
  return value === '' ? '' : <ResourceValue title={value}>{value}</ResourceValue>;
}

const VERB_NAMES = { ADMIN: 1, SUPER_USER: 1, READ_MESSAGES: 1, EXPORT_MESSAGES: 1, REPLAY_MESSAGES: 1 };
type VerbName = keyof typeof VERB_NAMES;

export const ROLE_VALUES = { '--resource-table-value-width': '20ch' } as CSSProperties;

/** The roles list's columns; the row actions come from ResourceList (roles-page.tsx). */
export function useRoleColumns(): ResourceColumn<RoleSummary>[] {
  const { t } = useTranslation();
  return [
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
    {
      key: 'verbs',
      title: t('roles.columns.verbs'),
      responsive: ['lg'],
      render: (_, role) =>
        role.resourceVerbs
          .split(',')
          .filter(Boolean)
          .map((verb) => (
            <Tag key={verb}>{verb in VERB_NAMES ? t(`roles.verbNames.${verb as VerbName}`) : verb}</Tag>
          )),
    },
    {
      key: 'source',
      title: t('roles.columns.source'),
      render: (_, role) =>
        role.roleSource in { system: 1, local: 1, sso: 1 }
          ? t(`roles.sources.${role.roleSource as 'system' | 'local' | 'sso'}`)
          : role.roleSource,
    },
    { key: 'bindings', title: t('roles.columns.bindings'), numeric: true, dataIndex: 'bindings' },
  ];
}
