// The topic page's changes, through the @beacon/pulsar-admin catalogue. They are sent without the
// error catalogue's toast: each dialog shows Pulsar's reason in place, next to the action that was
// refused, and stays open.
import { subscriptions, topics, type AuthAction, type InitialPosition } from '@beacon/pulsar-admin';
import { callPulsar, type PulsarCallOptions } from '../../shared/api/pulsar-call.ts';
import { topicParams, type MessageId } from './topic.api.ts';
import type { TopicName } from './topic-name.ts';

export interface TopicTarget {
  name: TopicName;
  cluster: string | undefined;
}

const write = <Op>(
  cluster: string | undefined,
  options: PulsarCallOptions<Op> = {},
): PulsarCallOptions<Op> => ({
  failures: 'caller',
  cluster,
  ...options,
});

export type { InitialPosition };

/** Pulsar takes the initial position as the bare JSON string "latest" or "earliest" (contract §3.4). */
export const createSubscription = (
  { name, cluster }: TopicTarget,
  subscription: string,
  position: InitialPosition,
) =>
  callPulsar(
    subscriptions.create,
    { ...topicParams(name), subscriptionName: subscription },
    write(cluster, { body: position }),
  );

export const deleteSubscription = ({ name, cluster }: TopicTarget, subscription: string, force: boolean) =>
  callPulsar(
    subscriptions.delete,
    { ...topicParams(name), subName: subscription },
    write(cluster, force ? { query: { force: true } } : {}),
  );

export const grantPermission = ({ name, cluster }: TopicTarget, role: string, actions: string[]) =>
  callPulsar(
    topics.grant,
    { ...topicParams(name), role },
    // The checkboxes offer only Pulsar's own action names.
    write(cluster, { body: actions as AuthAction[] }),
  );

export const revokePermission = ({ name, cluster }: TopicTarget, role: string) =>
  callPulsar(topics.revoke, { ...topicParams(name), role }, write(cluster));

export const unloadTopic = ({ name, cluster }: TopicTarget) =>
  callPulsar(topics.unload, topicParams(name), write(cluster));

/** Answers the id of the last message the topic will ever hold. */
export const terminateTopic = ({ name, cluster }: TopicTarget): Promise<MessageId> =>
  callPulsar(topics.terminate, topicParams(name), write(cluster));

export const compactTopic = ({ name, cluster }: TopicTarget) =>
  callPulsar(topics.compact, topicParams(name), write(cluster));

/** Offloads every ledger before `before` to tiered storage. */
export const offloadTopic = ({ name, cluster }: TopicTarget, before: MessageId) =>
  callPulsar(topics.offload, topicParams(name), write(cluster, { body: before }));

export const deleteTopic = ({ name, cluster }: TopicTarget, force: boolean) =>
  callPulsar(topics.delete, topicParams(name), write(cluster, force ? { query: { force: true } } : {}));
