import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EffectiveAccess } from '../access.api.ts';
import { actionGroups } from './access-view.ts';
import styles from './access-page.module.css';

const KNOWN_GROUPS = [
  'tenant',
  'namespace',
  'topic',
  'subscription',
  'message',
  'function',
  'connector',
  'schema',
] as const;
type KnownGroup = (typeof KNOWN_GROUPS)[number];
const isKnown = (group: string): group is KnownGroup => (KNOWN_GROUPS as readonly string[]).includes(group);

/** The actions a tenant admin holds in each of its tenants, once for all of them, by resource. */
export function TenantActions({ access }: { access: EffectiveAccess }) {
  const { t } = useTranslation();
  const isSuper = access.environments.some((environment) => environment.super);
  // The server lists the actions for any user that is not super; they mean something only where
  // it administers a tenant.
  const administers = access.environments.some((environment) => environment.tenants.length > 0);
  if (isSuper || !administers || access.tenantActions.length === 0)
    return (
      <Typography.Paragraph type="secondary">
        {isSuper ? t('access.actions.super') : t('access.actions.none')}
      </Typography.Paragraph>
    );
  return (
    <>
      <Typography.Paragraph type="secondary">{t('access.actions.intro')}</Typography.Paragraph>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={actionGroups(access.tenantActions).map(([group, actions]) => ({
          key: group,
          label: isKnown(group) ? t(`access.groups.${group}`) : group,
          children: (
            <span className={styles.actions}>
              {actions.map((action) => (
                <Tag key={action} className={styles.action}>
                  {action}
                </Tag>
              ))}
            </span>
          ),
        }))}
      />
    </>
  );
}
