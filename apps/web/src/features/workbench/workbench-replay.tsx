// The workbench's Replay (issue 30 item 5, decision 0074): the messages the last read keeps, or one
// chosen message, sent to a topic or back to a dead-letter topic's original topics, at a rate. The
// dialog counts first on request (a dry run: what would go where), and the send itself is asked
// about once more in the console's one confirmation, with the count when it is known.
import { RetweetOutlined } from '@ant-design/icons';
import {
  MAX_REPLAY_MESSAGES,
  MAX_REPLAY_RATE,
  DEFAULT_REPLAY_RATE,
  REPLAYED_FROM_PROPERTY,
  WORKBENCH_REPLAY_PATH,
  API_PREFIX,
  readTopicSchema,
  type WorkbenchReadRequest,
  type WorkbenchReplaySummary,
} from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requestData } from '../../shared/api/index.ts';
import { FormFailure, useZodRules } from '../../shared/forms/index.ts';
import { toast, useConfirm } from '../../shared/ui/index.ts';
import { useHoldsMessageGrant } from './message-grants.ts';
import {
  chosenTarget,
  defaultDestination,
  loweredLimit,
  replayDeadlineMs,
  replayRequestOf,
  sameReplay,
  type ReplaySource,
  type ReplayValues,
} from './replay-request.ts';

const replayFormSchema = z
  .object({
    destination: z.enum(['topic', 'original']),
    target: z.string().optional(),
    maxPerSecond: z.number().int().min(1).max(MAX_REPLAY_RATE),
  })
  .refine(
    ({ destination, target }) =>
      destination !== 'topic' || readTopicSchema.safeParse(target?.trim() ?? '').success,
    { message: 'workbenchReplay.issues.target', path: ['target'] },
  );

/** The Replay… button beside Export, for users who hold the replay grant somewhere. */
export function WorkbenchReplay({ request }: { request: WorkbenchReadRequest | undefined }) {
  const { t } = useTranslation();
  const replays = useHoldsMessageGrant('replay');
  const [open, setOpen] = useState(false);
  if (!replays) return null;
  return (
    <>
      <Button
        icon={<RetweetOutlined aria-hidden />}
        disabled={!request}
        title={request ? undefined : t('workbenchReplay.openHint')}
        onClick={() => setOpen(true)}
      >
        {t('workbenchReplay.open')}
      </Button>
      {open && request && <ReplayDialog source={{ kind: 'read', request }} onClose={() => setOpen(false)} />}
    </>
  );
}

function sendReplay(source: ReplaySource, values: ReplayValues, dryRun: boolean) {
  return requestData<WorkbenchReplaySummary>(WORKBENCH_REPLAY_PATH.slice(API_PREFIX.length), {
    method: 'POST',
    json: replayRequestOf(source, values, dryRun),
    // The dialog shows the server's reason where the replay was asked for.
    reportErrors: false,
    timeoutMs: replayDeadlineMs(source, values, dryRun),
  });
}

export function ReplayDialog({ source, onClose }: { source: ReplaySource; onClose: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [form] = Form.useForm<ReplayValues>();
  const rules = useZodRules(replayFormSchema);
  const [initial] = useState<ReplayValues>(() => ({
    destination: defaultDestination(source),
    target: '',
    maxPerSecond: DEFAULT_REPLAY_RATE,
  }));
  const destination = Form.useWatch('destination', form) ?? initial.destination;
  const values = Form.useWatch([], form) as ReplayValues | undefined;
  /** The last dry run, and the values it counted for: stale once a field changes. */
  const [counted, setCounted] = useState<{ values: ReplayValues; summary: WorkbenchReplaySummary }>();
  const [partly, setPartly] = useState<WorkbenchReplaySummary>();
  const count = useMutation({
    mutationFn: (chosen: ReplayValues) => sendReplay(source, chosen, true),
    onSuccess: (summary, chosen) => setCounted({ values: chosen, summary }),
  });
  const send = useMutation({ mutationFn: (chosen: ReplayValues) => sendReplay(source, chosen, false) });
  const fresh = counted && values && sameReplay(counted.values, values) ? counted.summary : undefined;
  const lowered = loweredLimit(source);

  async function replay() {
    const chosen = await form.validateFields().catch(() => undefined);
    if (!chosen) return;
    const target = chosenTarget(chosen) ?? t('workbenchReplay.originalTopics');
    const known = counted && sameReplay(counted.values, chosen) ? counted.summary.matched : undefined;
    let outcome: WorkbenchReplaySummary | undefined;
    const done = await confirm({
      title: t('workbenchReplay.confirmTitle'),
      description:
        known === undefined
          ? t('workbenchReplay.confirmUncounted', { target, rate: chosen.maxPerSecond })
          : t('workbenchReplay.confirmCounted', { count: known, target, rate: chosen.maxPerSecond }),
      confirmLabel: t('workbenchReplay.replay'),
      onConfirm: async () => {
        outcome = await send.mutateAsync(chosen);
      },
    });
    if (!done || !outcome) return;
    if (outcome.failed > 0) {
      setPartly(outcome);
      return;
    }
    toast.success(t('workbenchReplay.sent', { count: outcome.sent }));
    onClose();
  }

  return (
    <Modal
      open
      title={t('workbenchReplay.title')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('ui.confirm.cancel')}
        </Button>,
        <Button
          key="count"
          loading={count.isPending}
          onClick={() =>
            void form
              .validateFields()
              .then((chosen) => count.mutateAsync(chosen))
              .catch(() => undefined)
          }
        >
          {t('workbenchReplay.count')}
        </Button>,
        <Button key="replay" type="primary" loading={send.isPending} onClick={() => void replay()}>
          {t('workbenchReplay.replay')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        {source.kind === 'read'
          ? t('workbenchReplay.introRead', { property: REPLAYED_FROM_PROPERTY })
          : t('workbenchReplay.introChosen', {
              id: source.message.id,
              topic: source.message.topic,
              property: REPLAYED_FROM_PROPERTY,
            })}
      </Typography.Paragraph>
      {lowered !== undefined && (
        <Typography.Paragraph type="secondary">
          {t('workbenchReplay.limitLowered', { max: MAX_REPLAY_MESSAGES, limit: lowered })}
        </Typography.Paragraph>
      )}
      <Form<ReplayValues> form={form} layout="vertical" name="workbench-replay" initialValues={initial}>
        <Form.Item name="destination" label={t('workbenchReplay.destination')}>
          <Radio.Group
            options={[
              { value: 'topic', label: t('workbenchReplay.toTopic') },
              { value: 'original', label: t('workbenchReplay.toOriginal') },
            ]}
          />
        </Form.Item>
        {destination === 'topic' && (
          <Form.Item
            name="target"
            label={t('workbenchReplay.target')}
            extra={t('workbenchReplay.targetHelp')}
            rules={rules('target')}
          >
            <Input spellCheck={false} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="maxPerSecond" label={t('workbenchReplay.rate')} rules={rules('maxPerSecond')}>
          <InputNumber min={1} max={MAX_REPLAY_RATE} precision={0} />
        </Form.Item>
      </Form>
      <div aria-live="polite">
        {fresh && <CountedSummary summary={fresh} />}
        {partly && (
          <Alert
            type="error"
            showIcon
            title={t('workbenchReplay.partly', {
              sent: partly.sent,
              failed: partly.failed,
              reason: partly.firstError ?? '',
            })}
          />
        )}
        <FormFailure title={t('workbenchReplay.failed')} error={count.error ?? undefined} />
      </div>
    </Modal>
  );
}

/** What a dry run found: how many would go, to which topics, and the chosen ids Pulsar lacks. */
function CountedSummary({ summary }: { summary: WorkbenchReplaySummary }) {
  const { t } = useTranslation();
  if (summary.matched === 0) return <Alert type="warning" showIcon title={t('workbenchReplay.nothing')} />;
  return (
    <Alert
      type="info"
      showIcon
      title={t('workbenchReplay.counted', { count: summary.matched, read: summary.read })}
      description={
        <>
          {summary.targets.map((target) => (
            <div key={target.topic}>
              {t('workbenchReplay.perTarget', { topic: target.topic, messages: target.messages })}
            </div>
          ))}
          {summary.notFound && summary.notFound.length > 0 && (
            <div>{t('workbenchReplay.notFound', { ids: summary.notFound.join(', ') })}</div>
          )}
        </>
      }
    />
  );
}
