import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { PermissionsEditor } from '../../../shared/ui/index.ts';
import { fullTopicName, type TopicName } from '../topic-name.ts';
import { useNamespaceGrants } from '../topics.queries.ts';
import type { AuthAction } from './partitioned-topic.api.ts';
import {
  useGrantTopicPermission,
  useRevokeTopicPermission,
  useTopicPermissions,
} from './partitioned-topic.queries.ts';

/** Spec 6: topic permissions are granted to client roles with consume, produce and functions. */
const ACTIONS = ['consume', 'produce', 'functions'] as const satisfies readonly AuthAction[];

/** GET / POST / DELETE …/permissions[/{role}] on the partitioned topic (Pulsar applies it to all partitions). */
export function TopicPermissions({ name }: { name: TopicName }) {
  const { t } = useTranslation();
  const allowed = useCan('topic.permission.write', name.tenant);
  const permissions = useTopicPermissions(name);
  const namespaceGrants = useNamespaceGrants(name);
  const grant = useGrantTopicPermission(name);
  const revoke = useRevokeTopicPermission(name);
  const topic = fullTopicName(name);

  return (
    <section>
      <Typography.Title level={2}>{t('partitionedTopics.permissions.title')}</Typography.Title>
      <Typography.Paragraph>{t('partitionedTopics.permissions.explain')}</Typography.Paragraph>
      <PermissionsEditor
        resource={topic}
        label={t('partitionedTopics.permissions.caption', { topic })}
        emptyText={t('partitionedTopics.permissions.empty')}
        offered={ACTIONS}
        permissions={permissions}
        canWrite={allowed}
        grant={(role, actions) => grant.mutateAsync({ role, actions: actions as AuthAction[] })}
        revoke={(role) => revoke.mutateAsync(role)}
        {...(namespaceGrants.data
          ? { inherited: { namespace: `${name.tenant}/${name.namespace}`, roles: namespaceGrants.data } }
          : {})}
        said={{
          granted: (role) => t('partitionedTopics.permissions.granted', { role }),
          updated: (role) => t('partitionedTopics.permissions.granted', { role }),
          revoked: (role) => t('partitionedTopics.permissions.revoked', { role }),
        }}
      />
    </section>
  );
}
