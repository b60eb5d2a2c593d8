// The palette's "Reset the subscription…" (decision 0092): the question asks where to — the earliest
// message kept, the latest, or N minutes ago — and follows the choice as it is made (useLiveConfirm),
// then sends the subscription page's reset by time through its own mutation.
import { InputNumber, Radio, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime } from '../../shared/lib/date-time.ts';
import { toast, useLiveConfirm } from '../../shared/ui/index.ts';
import { useBacklogOperation } from '../subscriptions/index.ts';
import { fullTopicName } from '../topics/index.ts';
import { type RunnerProps, useAskOnce } from './use-ask-once.ts';

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

export function ResetSubscription({ action, onDone }: RunnerProps<'resetSubscription'>) {
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
