import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { PermissionsEditor } from '../../../shared/ui/index.ts';
import { fullTopicName } from '../topic-name.ts';
import { grantPermission, revokePermission, type TopicTarget } from '../topic-operations.api.ts';
import { useNamespaceGrants, usePermissions, useTopicMutation } from '../topics.queries.ts';
import styles from './topic-page.module.css';

/** The actions a client role can be granted on a topic (spec 6). */
export const TOPIC_ACTIONS = ['consume', 'produce', 'functions'] as const;

/** Topic permissions per client role: GET …/permissions, grant POST and revoke DELETE …/permissions/{role}. */
export function PermissionsSection({ target }: { target: TopicTarget }) {
  const { t } = useTranslation();
  const topic = fullTopicName(target.name);
  const permissions = usePermissions(target);
  const namespaceGrants = useNamespaceGrants(target.name);
  const mayWrite = useCan('topic.permission.write', target.name.tenant);
  const grant = useTopicMutation(target, ({ role, actions }: { role: string; actions: string[] }) =>
    grantPermission(target, role, actions),
  );
  const revoke = useTopicMutation(target, (role: string) => revokePermission(target, role));

  return (
    <section className={styles.section} aria-labelledby="topic-permissions">
      <h2 id="topic-permissions" className={styles.sectionTitle}>
        {t('topics.policies.permissions')}
      </h2>
      <Typography.Text type="secondary">{t('topics.policies.permissionsHint')}</Typography.Text>
      <PermissionsEditor
        resource={topic}
        label={t('topics.policies.permissionsTable', { topic })}
        emptyText={t('topics.policies.none')}
        offered={TOPIC_ACTIONS}
        permissions={permissions}
        canWrite={mayWrite}
        grant={(role, actions) => grant.mutateAsync({ role, actions })}
        revoke={(role) => revoke.mutateAsync(role)}
        {...(namespaceGrants.data
          ? {
              inherited: {
                namespace: `${target.name.tenant}/${target.name.namespace}`,
                roles: namespaceGrants.data,
              },
            }
          : {})}
        said={{
          granted: (role) => t('topics.policies.granted', { role }),
          updated: (role) => t('topics.policies.granted', { role }),
          revoked: (role) => t('topics.policies.revoked', { role }),
        }}
      />
    </section>
  );
}
