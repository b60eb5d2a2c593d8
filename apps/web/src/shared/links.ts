// Every console address a screen links to, built in one place so links, breadcrumbs and the route
// table (console-routes.ts) agree. Each name is encoded here, once.
const enc = encodeURIComponent;

/** The tenants list, the super user's home. */
export const TENANTS_PATH = '/management/tenants';

/** A topic as the console's addresses name it. */
export interface TopicRef {
  domain: string;
  tenant: string;
  namespace: string;
  topic: string;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const topicSegments = ({ domain, tenant, namespace, topic }: TopicRef) =>
  `${enc(domain)}/${enc(tenant)}/${enc(namespace)}/${enc(topic)}`;

export const tenantUrl = (tenant: string, tab?: 'namespaces' | 'configuration') =>
  withQuery(`${TENANTS_PATH}/tenantInfo/${enc(tenant)}`, { tab });

export const namespaceUrl = (tenant: string, namespace: string, tab?: string) =>
  withQuery(`/management/namespaces/${enc(tenant)}/${enc(namespace)}/namespace`, { tab });

export const topicUrl = (topic: TopicRef, query: { tab?: string; cluster?: string | undefined } = {}) =>
  withQuery(`/management/topics/${topicSegments(topic)}/topic`, query);

export const partitionedTopicUrl = (
  topic: TopicRef,
  query: { tab?: string; cluster?: string | undefined } = {},
) => withQuery(`/management/topics/${topicSegments(topic)}/partitionedTopic`, query);

/**
 * Says, in the subscription page's address, that its topic is partitioned: the route has the same
 * shape either way, and the breadcrumb must lead back to the partitioned topic's page.
 */
export const PARTITIONED_PARAM = 'partitioned';

export const subscriptionUrl = (
  topic: TopicRef,
  subscription: string,
  query: { operation?: string; cluster?: string | undefined; partitioned?: boolean } = {},
) =>
  withQuery(`/management/subscriptions/${topicSegments(topic)}/${enc(subscription)}/subscription`, {
    operation: query.operation,
    cluster: query.cluster,
    [PARTITIONED_PARAM]: query.partitioned ? 'true' : undefined,
  });

/** A user's effective access (issue 15 item 3). */
export const userAccessPath = (userName: string) => `/users/${enc(userName)}/access`;

/** The roles screen, searched for one role when given. */
export const rolesUrl = (roleName?: string) => withQuery('/roles', { filter: roleName });
