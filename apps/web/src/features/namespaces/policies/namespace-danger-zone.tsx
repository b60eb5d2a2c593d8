import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, DangerZone, toast } from '../../../shared/ui/index.ts';
import { Can } from '../../../shared/auth/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { useDeleteNamespace } from '../../tenants/index.ts';
import { topicListQuery } from '../namespaces.queries.ts';

/** One row is enough to know whether the namespace still has topics. */
const ANY_TOPIC = { page: 1, size: 1, sort: undefined, order: 'asc', filter: '' } as const;

/**
 * Danger Zone at the end of the POLICIES tab (inventory 1.9): Delete Namespace, after a
 * confirmation naming it (typed while it still has topics, decision 0025), then back to the
 * tenant's namespaces. Shown only to whoever the server lets delete namespaces in this tenant.
 */
export function NamespaceDangerZone({ tenant, namespace }: { tenant: string; namespace: string }) {
  return (
    <Can permission="namespace.delete" tenant={tenant}>
      <DeleteNamespace tenant={tenant} namespace={namespace} />
    </Can>
  );
}

function DeleteNamespace({ tenant, namespace }: { tenant: string; namespace: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteNamespace(tenant);
  const [asking, setAsking] = useState(false);
  const topics = useQuery({ ...topicListQuery(tenant, namespace, ANY_TOPIC), enabled: asking });
  // Until the topics are known the namespace counts as non-empty: typing is the safe side.
  const hasTopics = topics.data === undefined || topics.data.total > 0;
  const fullName = `${tenant}/${namespace}`;

  async function confirm() {
    await remove.mutateAsync(namespace); // a refusal keeps the dialog open with Pulsar's reason
    toast.success(t('namespaces.messages.deleted'));
    await navigate(routes.tenant.href({ tenant }, { tab: 'namespaces' }));
  }

  return (
    <DangerZone
      title={t('namespacePolicies.dangerZone.title')}
      hint={t('namespacePolicies.dangerZone.hint')}
      actionLabel={t('namespacePolicies.dangerZone.delete')}
      dialog={{
        title: t('namespaces.deleteDialog.title'),
        description: t('namespaces.deleteDialog.question', { tenant, name: namespace }),
        confirmLabel: t('namespaces.actions.delete'),
        typedName: hasTopics ? fullName : undefined,
      }}
      onConfirm={confirm}
      onAsking={setAsking}
    />
  );
}
