// Runs the action chosen in the palette (decision 0092): asks in the console's one confirmation, then
// makes the call the topic, subscription or namespace page makes for the same button, through the
// same mutation (so the same screens refresh). Mounted by the launcher once the palette has closed;
// it asks once, and says it is done when the question is answered (confirmed and run, or cancelled).
import { useTranslation } from 'react-i18next';
import { failureReason, toast, useConfirm } from '../../shared/ui/index.ts';
import { useBundleOperation } from '../namespaces/index.ts';
import { fetchSubscriptionNames, useBacklogOperation, useClearBacklogs } from '../subscriptions/index.ts';
import { fullTopicName, unloadTopic, useTopicMutation } from '../topics/index.ts';
import type { PaletteAction } from './palette-actions.ts';
import { ResetSubscription } from './palette-reset-runner.tsx';
import { type RunnerProps, useAskOnce } from './use-ask-once.ts';

export default function PaletteActionRunner({
  action,
  onDone,
}: {
  action: PaletteAction;
  onDone: () => void;
}) {
  switch (action.kind) {
    case 'unloadTopic':
      return <UnloadTopic action={action} onDone={onDone} />;
    case 'clearTopicBacklog':
      return <ClearTopicBacklog action={action} onDone={onDone} />;
    case 'unloadNamespace':
      return <UnloadNamespace action={action} onDone={onDone} />;
    case 'clearBacklog':
      return <ClearBacklog action={action} onDone={onDone} />;
    case 'resetSubscription':
      return <ResetSubscription action={action} onDone={onDone} />;
  }
}

function UnloadTopic({ action, onDone }: RunnerProps<'unloadTopic'>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const target = { name: action.topic, cluster: undefined };
  const unload = useTopicMutation(target, () => unloadTopic(target));
  const topic = fullTopicName(action.topic);
  useAskOnce(
    () =>
      confirm({
        title: t('palette.run.unloadTopic.title'),
        description: t('topics.operations.confirmUnload', { topic }),
        confirmLabel: t('topics.operations.unload'),
        onConfirm: async () => {
          await unload.mutateAsync(undefined);
          toast.success(t('topics.operations.unloaded'));
        },
      }),
    onDone,
  );
  return null;
}

function UnloadNamespace({ action, onDone }: RunnerProps<'unloadNamespace'>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const operation = useBundleOperation();
  const { tenant, namespace } = action;
  useAskOnce(
    () =>
      confirm({
        title: t('palette.run.unloadNamespace.title'),
        description: t('palette.run.unloadNamespace.confirm', { namespace: `${tenant}/${namespace}` }),
        confirmLabel: t('palette.run.unloadNamespace.ok'),
        onConfirm: async () => {
          // No cluster named: the environment's own broker acts, in its own cluster (decision 0092).
          await operation.mutateAsync({ tenant, namespace, cluster: undefined, operation: 'unloadAll' });
          toast.success(t('namespaces.bundles.unloadAllDone'));
        },
      }),
    onDone,
  );
  return null;
}

function ClearBacklog({ action, onDone }: RunnerProps<'clearBacklog'>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const clear = useBacklogOperation(action.topic, action.subscription);
  useAskOnce(
    () =>
      confirm({
        danger: true,
        title: t('subscriptions.operations.clear.confirmTitle'),
        description: t('palette.run.clearBacklog.confirm', {
          subscription: action.subscription,
          topic: fullTopicName(action.topic),
        }),
        confirmLabel: t('subscriptions.operations.clear.ok'),
        onConfirm: async () => {
          await clear.mutateAsync({ kind: 'clear' });
          toast.success(
            t('subscriptions.operations.done', { what: t('subscriptions.operations.clear.confirmTitle') }),
          );
        },
      }),
    onDone,
  );
  return null;
}

/**
 * The topic's subscriptions are read from Pulsar when the action is chosen (the catalogue's may be
 * a pass old), named in the question, and each cleared as the subscription page clears one.
 */
function ClearTopicBacklog({ action, onDone }: RunnerProps<'clearTopicBacklog'>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const clear = useClearBacklogs(action.topic);
  const topic = fullTopicName(action.topic);
  useAskOnce(async () => {
    let names: string[];
    try {
      names = await fetchSubscriptionNames(action.topic);
    } catch (error) {
      toast.error(t('palette.run.clearTopicBacklog.readFailed', { topic, reason: failureReason(error) }));
      return;
    }
    if (names.length === 0) {
      toast.info(t('palette.run.clearTopicBacklog.none', { topic }));
      return;
    }
    await confirm({
      danger: true,
      title: t('palette.run.clearTopicBacklog.title'),
      description: t('palette.run.clearTopicBacklog.confirm', {
        topic,
        count: names.length,
        names: names.join(', '),
      }),
      confirmLabel: t('palette.run.clearTopicBacklog.ok'),
      onConfirm: async () => {
        await clear.mutateAsync(names);
        toast.success(t('palette.run.clearTopicBacklog.done', { topic, count: names.length }));
      },
    });
  }, onDone);
  return null;
}
