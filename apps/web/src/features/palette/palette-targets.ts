// What the palette can open or run, as one shape: the catalogue's hits (tenants, namespaces, topics,
// subscriptions, brokers) and what the browser lists itself (screens, users, roles, functions,
// sources, sinks), each with the console address it opens (the environment is added where it is
// followed: console-link.tsx), or the action it runs after a confirmation (palette-actions.ts).
import { type CatalogSearchHit, fuzzyScore } from '@beacon/contracts';
import type { TFunction } from 'i18next';
import { detailUrl, type ComponentKind } from '../functions/index.ts';
import { actionsAfter, type ActionRights, type PaletteAction } from './palette-actions.ts';
import { isVisible } from '../../shared/layout/sidebar/menu-items.tsx';
import { joinPath, type ConsoleRoute } from '../../shared/layout/console-route.ts';
import { PARTITIONED_PARAM, routes, topicParams } from '../../shared/routes/route-table.ts';

export type TargetKind =
  | 'screen'
  | 'tenant'
  | 'namespace'
  | 'topic'
  | 'partitionedTopic'
  | 'subscription'
  | 'broker'
  | 'user'
  | 'role'
  | 'function'
  | 'source'
  | 'sink'
  | 'workbench'
  | PaletteAction['kind'];

export interface Target {
  /** Unique in the list: the DOM id of its option derives from it. */
  key: string;
  kind: TargetKind;
  label: string;
  /** Where it is (tenant/namespace/topic…), shown under the label. */
  detail: string;
  /** Where choosing it goes; an action has none. */
  href?: string;
  /** What choosing it runs (after its confirmation) instead of going somewhere. */
  action?: PaletteAction;
  score: number;
}

/** A name the browser knows (a screen, a user, a role), before it is ranked. */
export type LocalTarget = Omit<Target, 'score'>;

/** Tenant admins open their tenants on their own page (decision 0011); super users on the tenant's. */
export function hitTarget(hit: CatalogSearchHit, superUser: boolean): Target {
  const { score } = hit;
  switch (hit.kind) {
    case 'tenant':
      return {
        key: `tenant:${hit.tenant}`,
        kind: 'tenant',
        label: hit.tenant,
        detail: '',
        href: superUser
          ? routes.tenant.href({ tenant: hit.tenant })
          : routes.tenantAdmin.href({}, { tenant: hit.tenant }),
        score,
      };
    case 'namespace':
      return {
        key: `namespace:${hit.tenant}/${hit.namespace}`,
        kind: 'namespace',
        label: hit.namespace,
        detail: hit.tenant,
        href: routes.namespace.href({ tenant: hit.tenant, namespace: hit.namespace }),
        score,
      };
    case 'topic':
      return {
        key: `topic:${hit.domain}://${hit.tenant}/${hit.namespace}/${hit.topic}`,
        kind: hit.partitioned ? 'partitionedTopic' : 'topic',
        label: hit.topic,
        detail: `${hit.domain}://${hit.tenant}/${hit.namespace}`,
        href: (hit.partitioned ? routes.partitionedTopic : routes.topic).href(
          topicParams({ domain: hit.domain, tenant: hit.tenant, namespace: hit.namespace, topic: hit.topic }),
        ),
        score,
      };
    case 'subscription':
      return {
        key: `subscription:${hit.domain}://${hit.tenant}/${hit.namespace}/${hit.topic}/${hit.subscription}`,
        kind: 'subscription',
        label: hit.subscription,
        detail: `${hit.domain}://${hit.tenant}/${hit.namespace}/${hit.topic}`,
        href: routes.subscription.href(
          {
            ...topicParams({
              domain: hit.domain,
              tenant: hit.tenant,
              namespace: hit.namespace,
              topic: hit.topic,
            }),
            subscription: hit.subscription,
          },
          { [PARTITIONED_PARAM]: hit.partitioned },
        ),
        score,
      };
    case 'broker':
      return {
        key: `broker:${hit.cluster}/${hit.broker}`,
        kind: 'broker',
        label: hit.broker,
        detail: hit.cluster,
        href: routes.broker.href({ cluster: hit.cluster, broker: hit.broker }),
        score,
      };
  }
}

/**
 * The catalogue's hits as targets. The best-ranked topic, subscription and namespace are each
 * followed by what the user may do to them (palette-actions.ts): "open in the workbench" (changes
 * nothing, asks nothing), unload, clear a backlog, reset a subscription (each asks first).
 */
export function hitTargets(
  hits: readonly CatalogSearchHit[],
  superUser: boolean,
  rights: ActionRights,
): Target[] {
  const offered = new Set<CatalogSearchHit['kind']>();
  return hits.flatMap((hit) => {
    const target = hitTarget(hit, superUser);
    if (offered.has(hit.kind)) return [target];
    const actions = actionsAfter(hit, rights);
    if (actions.length === 0) return [target];
    offered.add(hit.kind);
    // Right below their target, in this order.
    return [
      target,
      ...actions.map((action, index) => ({ ...action, score: target.score - (index + 1) / 10_000 })),
    ];
  });
}

/** The screens the sidebar offers this user, by title: the same visibility rules, the same titles. */
export function screenTargets(
  consoleRoutes: readonly ConsoleRoute[],
  roles: readonly string[],
  readsMessages: boolean,
  t: TFunction,
  parentPath = '/',
): LocalTarget[] {
  return consoleRoutes.flatMap((route): LocalTarget[] => {
    if (!isVisible(route, roles, readsMessages)) return [];
    const path = joinPath(parentPath, route.link ?? route.path);
    if (route.children && !route.page) return screenTargets(route.children, roles, readsMessages, t, path);
    // An external website is not a console screen.
    if (/^https?:/.test(path)) return [];
    return [{ key: `screen:${path}`, kind: 'screen', label: t(route.handle.title), detail: '', href: path }];
  });
}

export function userTargets(names: readonly string[]): LocalTarget[] {
  return names.map((user) => ({
    key: `user:${user}`,
    kind: 'user',
    label: user,
    detail: '',
    href: routes.userAccess.href({ user }),
  }));
}

/** Functions, sources and sinks of the environment (palette-components.ts), opening their pages. */
export function componentTargets(
  components: readonly { kind: ComponentKind; tenant: string; namespace: string; name: string }[],
): LocalTarget[] {
  return components.map(({ kind, tenant, namespace, name }) => ({
    key: `${kind}:${tenant}/${namespace}/${name}`,
    kind,
    label: name,
    detail: `${tenant}/${namespace}`,
    href: detailUrl(kind, tenant, namespace, name),
  }));
}

export function roleTargets(names: readonly string[]): LocalTarget[] {
  return names.map((role) => ({
    key: `role:${role}`,
    kind: 'role',
    label: role,
    detail: '',
    href: routes.roles.href({}, { filter: role }),
  }));
}

/** The local targets matching `query`, ranked as the server ranks its hits (the same fuzzyScore). */
export function rankLocal(query: string, targets: readonly LocalTarget[]): Target[] {
  const ranked: Target[] = [];
  for (const target of targets) {
    const score = fuzzyScore(query, target.label);
    if (score >= 0) ranked.push({ ...target, score });
  }
  return ranked;
}

/** Best first; ties keep their order (screens before the catalogue's names). */
export function mergeRanked(lists: readonly (readonly Target[])[], limit: number): Target[] {
  return lists
    .flat()
    .map((target, index) => ({ target, index }))
    .sort((left, right) => right.target.score - left.target.score || left.index - right.index)
    .slice(0, limit)
    .map(({ target }) => target);
}
