// Runs the action chosen in the palette (decision 0092): asks in the console's one confirmation, then
// makes the call the topic, subscription or namespace page makes for the same button, through the
// same mutation (so the same screens refresh). Mounted by the launcher once the palette has closed;
// it asks once, and says it is done when the question is answered (confirmed and run, or cancelled).
import { InputNumber, Radio, Space, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '../../shared/lib/date-time.ts';
import { failureReason, toast, useConfirm, useLiveConfirm } from '../../shared/ui/index.ts';
import { useBundleOperation } from '../namespaces/index.ts';
import { fetchSubscriptionNames, useBacklogOperation, useClearBacklogs } from '../subscriptions/index.ts';
import { fullTopicName, unloadTopic, useTopicMutation } from '../topics/index.ts';
import type { PaletteAction } from './palette-actions.ts';

interface RunnerProps<Kind extends PaletteAction['kind']> {
  action: Extract<PaletteAction, { kind: Kind }>;
  onDone: () => void;
}

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

/** Runs `ask` once as the runner mounts (twice-run effects in development included), then onDone. */
function useAskOnce(ask: () => Promise<unknown>, onDone: () => void) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask().finally(onDone);
  });
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

type ResetTo = 'earliest' | 'latest' | 'time';

/**
 * Pulsar's reset by time (POST …/resetcursor/{timestamp}, which the broker fans out over the
 * partitions, as the subscription page's "By time"): a time before every kept message finds none
 * and puts the cursor on the first kept position, the earliest; a time after every message puts it
 * past the last, the latest (PersistentSubscription#resetCursor(long), pulsar-broker).
 */
export const EARLIEST_TIME = 0;
/** The latest time a JavaScript date can say (year 275760): after anything published. */
export const LATEST_TIME = 8_640_000_000_000_000;

function ResetSubscription({ action, onDone }: RunnerProps<'resetSubscription'>) {
  const { t } = useTranslation();
  const reset = useBacklogOperation(action.topic, action.subscription);
  const [to, setTo] = useState<ResetTo>('earliest');
  const [minutes, setMinutes] = useState<number | null>(60);
  // The time is fixed when the minutes are typed, so the question says exactly what is sent.
  const [now, setNow] = useState(() => Date.now());
  const time = minutes === null ? undefined : now - minutes * 60_000;
  const { subscription } = action;
  const ask = useLiveConfirm({
    danger: true,
    title: t('subscriptions.operations.reset.confirmTitle'),
    description: t('palette.run.reset.intro', { subscription, topic: fullTopicName(action.topic) }),
    confirmLabel: t('subscriptions.operations.reset.ok'),
    children: (
      <ResetChoice
        to={to}
        minutes={minutes}
        onTo={setTo}
        onMinutes={(value) => {
          setNow(Date.now());
          setMinutes(value);
        }}
        meaning={
          to === 'time'
            ? time === undefined
              ? t('subscriptions.operations.validation.resetRequired')
              : t('subscriptions.operations.reset.confirmTime', {
                  subscription,
                  time: formatUtcDateTime(time),
                })
            : t(`palette.run.reset.${to}Means`)
        }
      />
    ),
    onConfirm: async () => {
      const timestamp = to === 'earliest' ? EARLIEST_TIME : to === 'latest' ? LATEST_TIME : time;
      if (timestamp === undefined) throw new Error(t('subscriptions.operations.validation.resetRequired'));
      await reset.mutateAsync({ kind: 'resetTime', timestamp });
      toast.success(
        t('subscriptions.operations.done', { what: t('subscriptions.operations.reset.confirmTitle') }),
      );
    },
  });
  useAskOnce(ask, onDone);
  return null;
}

function ResetChoice(props: {
  to: ResetTo;
  minutes: number | null;
  onTo: (to: ResetTo) => void;
  onMinutes: (minutes: number | null) => void;
  meaning: string;
}) {
  const { t } = useTranslation();
  const minutesId = useId();
  return (
    <Space orientation="vertical" size="small">
      <Radio.Group
        aria-label={t('palette.run.reset.to')}
        value={props.to}
        onChange={(event) => props.onTo(event.target.value as ResetTo)}
      >
        <Space orientation="vertical" size={4}>
          <Radio value="earliest">{t('palette.run.reset.earliest')}</Radio>
          <Radio value="latest">{t('palette.run.reset.latest')}</Radio>
          <Radio value="time">{t('palette.run.reset.time')}</Radio>
        </Space>
      </Radio.Group>
      {props.to === 'time' && (
        <Space size="small">
          <InputNumber
            id={minutesId}
            min={0}
            precision={0}
            value={props.minutes}
            onChange={(value) => props.onMinutes(typeof value === 'number' ? value : null)}
          />
          <label htmlFor={minutesId}>{t('subscriptions.operations.reset.minutes')}</label>
        </Space>
      )}
      <Typography.Text role="status">{props.meaning}</Typography.Text>
    </Space>
  );
}
