import { PulsarRestError } from '../core/errors.ts';
import { topicName } from '../core/names.ts';
import type { TopicDomain } from '../core/names.ts';
import type { SimulatorState } from '../core/state.ts';
import { roleMayUseTopic } from '../core/topic-permissions.ts';
import type { Access } from './context.ts';

// PulsarAuthorizationProvider in outline: super-users may do everything, tenant admins everything
// inside their tenant, and clients with produce/consume grants the topic operations those allow.
// Reason texts and statuses are the broker's (contract §4.2), including its 401/403 inconsistency.

const READ_ONLY_TOPIC_OPERATIONS = new Set(['LOOKUP', 'GET_STATS', 'GET_METADATA', 'GET_SCHEMA']);
const CONSUME_OPERATIONS = new Set([
  'SUBSCRIBE',
  'CONSUME',
  'PEEK_MESSAGES',
  'SKIP',
  'RESET_CURSOR',
  'EXPIRE_MESSAGES',
  'UNSUBSCRIBE',
  'GET_SUBSCRIPTIONS',
]);

export interface AuthorizationTarget {
  tenant?: string;
  namespace?: string;
  topic?: string;
  domain?: string;
  cluster?: string;
}

export function checkAuthorization(
  state: SimulatorState,
  superUserRoles: readonly string[],
  role: string,
  access: Access,
  target: AuthorizationTarget,
  brokerId: string,
): void {
  if (superUserRoles.includes(role) || access.kind === 'open') return;
  const principal = `originalPrincipal [null] and clientAppId [${role}]`;
  const isTenantAdmin =
    target.tenant !== undefined && (state.tenants.get(target.tenant)?.adminRoles.includes(role) ?? false);
  const namespaceName = `${target.tenant ?? ''}/${target.namespace ?? ''}`;
  switch (access.kind) {
    case 'super':
      throw new PulsarRestError(401, 'This operation requires super-user access');
    case 'cluster':
      throw new PulsarRestError(
        401,
        `Unauthorized to validateBothSuperuserAndClusterOperation for ${principal} about operation [${access.operation}] on cluster [${target.cluster ?? ''}]`,
      );
    case 'broker':
      throw new PulsarRestError(
        401,
        `Unauthorized to validateBothSuperuserAndBrokerOperation for ${principal} about operation [${access.operation}] on broker [${brokerId}]`,
      );
    case 'tenant':
      if (isTenantAdmin) return;
      if (
        target.tenant === undefined ||
        access.operation === 'CREATE_TENANT' ||
        access.operation === 'LIST_TENANTS'
      ) {
        throw new PulsarRestError(
          401,
          `Unauthorized to validateBothTenantOperationAndSuperUser for ${principal} about operation [${access.operation}] `,
        );
      }
      throw new PulsarRestError(
        401,
        `Unauthorized to validateTenantOperation for ${principal} about operation [${access.operation}] on tenant [${target.tenant}]`,
      );
    case 'namespace':
      if (isTenantAdmin) return;
      throw new PulsarRestError(
        403,
        `Unauthorized to validateNamespaceOperation for operation [${access.operation}] on namespace [${namespaceName}]`,
      );
    case 'namespace-policy':
      if (isTenantAdmin) return;
      throw new PulsarRestError(
        403,
        `Unauthorized to validateNamespacePolicyOperation for operation [${access.write ? 'WRITE' : 'READ'}] on namespace [${namespaceName}] on policy [${access.policy}]`,
      );
    case 'topic': {
      if (isTenantAdmin) return;
      const namespace = state.namespaces.get(namespaceName);
      if (namespace && target.topic !== undefined) {
        const domain: TopicDomain = target.domain === 'non-persistent' ? 'non-persistent' : 'persistent';
        const name = topicName(domain, target.tenant ?? '', target.namespace ?? '', target.topic);
        const may = (action: 'produce' | 'consume') => roleMayUseTopic(namespace, name, role, action);
        if (READ_ONLY_TOPIC_OPERATIONS.has(access.operation) && (may('produce') || may('consume'))) return;
        if (CONSUME_OPERATIONS.has(access.operation) && may('consume')) return;
        if (access.operation === 'PRODUCE' && may('produce')) return;
      }
      const fullName = `${target.domain ?? 'persistent'}://${namespaceName}/${target.topic ?? ''}`;
      throw new PulsarRestError(
        401,
        `Unauthorized to validateTopicOperation for operation [${access.operation}] on topic [${fullName}]`,
      );
    }
  }
}
