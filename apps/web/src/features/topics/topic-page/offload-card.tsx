import { useQueryClient } from '@tanstack/react-query';
import { Alert, Input, Tooltip, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, parseSizeString } from '../../../shared/lib/byte-format.ts';
import { toast, ConfirmButton } from '../../../shared/ui/index.ts';
import type { MessageId } from '../topic.api.ts';
import { fullTopicName } from '../topic-name.ts';
import { offloadTopic, type TopicTarget } from '../topic-operations.api.ts';
import { internalStatsQuery, useOffloadStatus, useTopicMutation } from '../topics.queries.ts';
import { messageIdText } from './format.ts';
import { offloadTarget } from './offload-target.ts';
import { ProcessStatusText } from './process-status.tsx';
import { OperationCard } from './operation-card.tsx';

/**
 * Offload to tiered storage, as `pulsar-admin topics offload -s <threshold>` does it: keep the
 * newest <threshold> bytes in BookKeeper and offload every ledger before them. What can go is
 * worked out from fresh internal stats before asking, so nobody confirms an offload of nothing.
 */
export function OffloadCard({ target, disabled }: { target: TopicTarget; disabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const status = useOffloadStatus(target, true);
  const [threshold, setThreshold] = useState('0K');
  const [problem, setProblem] = useState<string>();
  const [before, setBefore] = useState<MessageId>();
  const offload = useTopicMutation(target, (messageId: MessageId) => offloadTopic(target, messageId));

  async function check(): Promise<boolean> {
    setProblem(undefined);
    const bytes = parseSizeString(threshold);
    if (bytes === undefined) {
      setProblem(t('topics.operations.invalidSize'));
      return false;
    }
    try {
      const stats = await queryClient.fetchQuery({ ...internalStatsQuery(target), staleTime: 0 });
      const found = offloadTarget(stats, bytes);
      if (!found) {
        setProblem(t('topics.operations.nothingToOffload'));
        return false;
      }
      setBefore(found);
      return true;
    } catch (error) {
      setProblem(
        t('topics.operations.refused', { reason: error instanceof Error ? error.message : String(error) }),
      );
      return false;
    }
  }

  const first =
    status.data && 'firstUnoffloadedMessage' in status.data ? status.data.firstUnoffloadedMessage : undefined;

  return (
    <OperationCard title={t('topics.operations.offload')}>
      <ProcessStatusText query={status} />
      {first && first.ledgerId >= 0 && (
        <Typography.Text type="secondary">
          {t('topics.operations.firstKept', { messageId: messageIdText(first) })}
        </Typography.Text>
      )}
      <label htmlFor={inputId}>{t('topics.operations.threshold')}</label>
      <Tooltip title={t('topics.operations.thresholdHint')}>
        <Input
          id={inputId}
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          placeholder={t('topics.operations.thresholdHint')}
          disabled={disabled}
        />
      </Tooltip>
      <div aria-live="polite">
        {problem && <Alert type="warning" showIcon role="alert" title={problem} />}
      </div>
      <ConfirmButton
        label={t('topics.operations.offload')}
        title={t('topics.operations.offload')}
        description={t('topics.operations.confirmOffload', {
          topic: fullTopicName(target.name),
          messageId: before ? messageIdText(before) : '',
          threshold: formatBytes(parseSizeString(threshold) ?? 0),
        })}
        confirmLabel={t('topics.operations.offload')}
        disabled={disabled || status.data?.status === 'RUNNING'}
        beforeOpen={check}
        onConfirm={async () => {
          if (!before) return;
          await offload.mutateAsync(before);
          toast.success(t('topics.operations.offloadStarted', { messageId: messageIdText(before) }));
        }}
      />
    </OperationCard>
  );
}
