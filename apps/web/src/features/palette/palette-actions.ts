// The palette's actions (issue 33 item 1, decision 0092): what may be done to the best-ranked topic,
// subscription and namespace of a search, offered only when the user's permissions allow it — the
// same client-side checks (the server's permission table) the topic, subscription and namespace
// pages use to enable their buttons; the server refuses anyway. Opening the workbench changes
// nothing and is a plain address; the others run after the console's one confirmation
// (palette-action-runner.tsx), through the pages' own calls.
import type { CatalogSearchHit, Permission } from '@beacon/contracts';
import { routes, WORKBENCH_TOPIC_PARAM } from '../../shared/routes/route-table.ts';
import type { TopicName } from '../topics/index.ts';
import type { LocalTarget } from './palette-targets.ts';

export type PaletteAction =
  | { kind: 'unloadTopic'; topic: TopicName }
  | { kind: 'clearTopicBacklog'; topic: TopicName }
  | { kind: 'unloadNamespace'; tenant: string; namespace: string }
  | { kind: 'clearBacklog'; topic: TopicName; subscription: string }
  | { kind: 'resetSubscription'; topic: TopicName; subscription: string };

/** Rows that do something to a name rather than open it; their label says what (the name is below). */
export const ACTION_KINDS: ReadonlySet<string> = new Set([
  'workbench',
  'unloadTopic',
  'clearTopicBacklog',
  'unloadNamespace',
  'clearBacklog',
  'resetSubscription',
]);

export interface ActionRights {
  /** The permission table's answer for this user (useCan's, for many tenants at once). */
  may: (permission: Permission, tenant?: string) => boolean;
  /** Reads messages of the tenant (decision 0069): the workbench is offered. */
  readsMessagesOf: (tenant: string) => boolean;
}

const fullName = ({ domain, tenant, namespace, topic }: TopicName) =>
  `${domain}://${tenant}/${namespace}/${topic}`;

/** The actions on one hit this user may run, in the order shown. */
export function actionsAfter(hit: CatalogSearchHit, rights: ActionRights): LocalTarget[] {
  const row = (action: PaletteAction, detail: string): LocalTarget => ({
    key: `${action.kind}:${detail}`,
    kind: action.kind,
    label: detail,
    detail,
    action,
  });
  switch (hit.kind) {
    case 'topic': {
      const topic: TopicName = {
        domain: hit.domain,
        tenant: hit.tenant,
        namespace: hit.namespace,
        topic: hit.topic,
      };
      const name = fullName(topic);
      const rows: LocalTarget[] = [];
      if (rights.readsMessagesOf(hit.tenant))
        rows.push({
          key: `workbench:${name}`,
          kind: 'workbench',
          label: name,
          detail: name,
          href: routes.workbench.href({}, { [WORKBENCH_TOPIC_PARAM]: name }),
        });
      // Pulsar unloads each partition of a partitioned topic (PersistentTopicsBase#internalUnloadTopic).
      if (rights.may('topic.operate', hit.tenant)) rows.push(row({ kind: 'unloadTopic', topic }, name));
      // Backlogs are stored messages: a non-persistent topic has none (the subscription page says so).
      if (hit.domain === 'persistent' && rights.may('subscription.operate', hit.tenant))
        rows.push(row({ kind: 'clearTopicBacklog', topic }, name));
      return rows;
    }
    case 'subscription': {
      if (hit.domain !== 'persistent' || !rights.may('subscription.operate', hit.tenant)) return [];
      const topic: TopicName = {
        domain: hit.domain,
        tenant: hit.tenant,
        namespace: hit.namespace,
        topic: hit.topic,
      };
      const detail = `${fullName(topic)} · ${hit.subscription}`;
      return [
        row({ kind: 'clearBacklog', topic, subscription: hit.subscription }, detail),
        row({ kind: 'resetSubscription', topic, subscription: hit.subscription }, detail),
      ];
    }
    case 'namespace':
      // A super-user operation in Pulsar (NamespacesBase validateSuperUserAccess), as on the namespace page.
      return rights.may('namespace.bundle.unload', hit.tenant)
        ? [
            row(
              { kind: 'unloadNamespace', tenant: hit.tenant, namespace: hit.namespace },
              `${hit.tenant}/${hit.namespace}`,
            ),
          ]
        : [];
    default:
      return [];
  }
}
