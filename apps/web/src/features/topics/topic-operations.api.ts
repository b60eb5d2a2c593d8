// The topic page's changes. They are sent without the error catalogue's toast: each dialog shows
// Pulsar's reason in place, next to the action that was refused, and stays open.
import { requestData, type RequestOptions } from '../../shared/api/index.ts';
import { adminPath, type MessageId } from './topic.api.ts';
import type { TopicName } from './topic-name.ts';

export interface TopicTarget {
  name: TopicName;
  cluster: string | undefined;
}

const write = (cluster: string | undefined, options: RequestOptions): RequestOptions => ({
  api: 'pulsar',
  reportErrors: false,
  pulsarRouting: { cluster },
  ...options,
});

const segment = encodeURIComponent;

export type InitialPosition = 'latest' | 'earliest';

/** Pulsar takes the initial position as the bare JSON string "latest" or "earliest" (contract §3.4). */
export const createSubscription = (
  { name, cluster }: TopicTarget,
  subscription: string,
  position: InitialPosition,
) =>
  requestData<null>(
    `${adminPath(name)}/subscription/${segment(subscription)}`,
    write(cluster, { method: 'PUT', json: position }),
  );

export const deleteSubscription = ({ name, cluster }: TopicTarget, subscription: string, force: boolean) =>
  requestData<null>(
    `${adminPath(name)}/subscription/${segment(subscription)}`,
    write(cluster, { method: 'DELETE', query: force ? { force: true } : undefined }),
  );

export const grantPermission = ({ name, cluster }: TopicTarget, role: string, actions: string[]) =>
  requestData<null>(
    `${adminPath(name)}/permissions/${segment(role)}`,
    write(cluster, { method: 'POST', json: actions }),
  );

export const revokePermission = ({ name, cluster }: TopicTarget, role: string) =>
  requestData<null>(`${adminPath(name)}/permissions/${segment(role)}`, write(cluster, { method: 'DELETE' }));

export const unloadTopic = ({ name, cluster }: TopicTarget) =>
  requestData<null>(`${adminPath(name)}/unload`, write(cluster, { method: 'PUT' }));

/** Answers the id of the last message the topic will ever hold. */
export const terminateTopic = ({ name, cluster }: TopicTarget) =>
  requestData<MessageId>(`${adminPath(name)}/terminate`, write(cluster, { method: 'POST' }));

export const compactTopic = ({ name, cluster }: TopicTarget) =>
  requestData<null>(`${adminPath(name)}/compaction`, write(cluster, { method: 'PUT' }));

/** Offloads every ledger before `before` to tiered storage. */
export const offloadTopic = ({ name, cluster }: TopicTarget, before: MessageId) =>
  requestData<null>(`${adminPath(name)}/offload`, write(cluster, { method: 'PUT', json: before }));

export const deleteTopic = ({ name, cluster }: TopicTarget, force: boolean) =>
  requestData<null>(
    adminPath(name),
    write(cluster, { method: 'DELETE', query: force ? { force: true } : undefined }),
  );
