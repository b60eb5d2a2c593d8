import { Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/index.ts';
import { PulsarValueLabel, toast, ConfirmButton } from '../../../shared/ui/index.ts';
import { fullTopicName } from '../topic-name.ts';
import { compactTopic, terminateTopic, unloadTopic, type TopicTarget } from '../topic-operations.api.ts';
import { useCompactionStatus, useInternalStats, useTopicMutation } from '../topics.queries.ts';
import { messageIdText } from './format.ts';
import { OffloadCard } from './offload-card.tsx';
import { ProcessStatusText } from './process-status.tsx';
import { OperationCard } from './operation-card.tsx';
import styles from './topic-page.module.css';

/**
 * Unload, terminate, compact and offload. The last three need stored messages, so they exist
 * only for persistent topics (Pulsar answers 405/406 for the others).
 */
export function OperationsPanel({ target }: { target: TopicTarget }) {
  const { t } = useTranslation();
  const mayOperate = useCan('topic.operate', target.name.tenant);
  const persistent = target.name.domain === 'persistent';
  const topic = fullTopicName(target.name);
  const internal = useInternalStats(target, persistent);
  const compaction = useCompactionStatus(target, persistent);
  const [lastMessageId, setLastMessageId] = useState<string>();
  const unload = useTopicMutation(target, () => unloadTopic(target));
  const terminate = useTopicMutation(target, () => terminateTopic(target));
  const compact = useTopicMutation(target, () => compactTopic(target));
  const terminated = internal.data?.state === 'Terminated' || lastMessageId !== undefined;

  return (
    <section className={styles.section} aria-labelledby="topic-operations">
      <h2 id="topic-operations" className={styles.sectionTitle}>
        {t('topics.operations.title')}
      </h2>
      {!mayOperate && <Typography.Text type="secondary">{t('topics.operations.readOnly')}</Typography.Text>}
      <div className={styles.operations}>
        <OperationCard title={t('topics.operations.unload')}>
          <ConfirmButton
            label={t('topics.operations.unload')}
            title={t('topics.operations.unload')}
            description={t('topics.operations.confirmUnload', { topic })}
            confirmLabel={t('topics.operations.unload')}
            disabled={!mayOperate}
            onConfirm={async () => {
              await unload.mutateAsync(undefined);
              toast.success(t('topics.operations.unloaded'));
            }}
          />
        </OperationCard>
        {persistent && (
          <OperationCard title={t('topics.operations.terminate')}>
            {internal.data?.state && (
              <Typography.Text>
                <PulsarValueLabel
                  vocabulary="ledgerState"
                  value={internal.data.state}
                  format={(state) => t('topics.operations.state', { state })}
                />
              </Typography.Text>
            )}
            {lastMessageId && (
              <Typography.Text strong role="status">
                {t('topics.operations.terminated', { messageId: lastMessageId })}
              </Typography.Text>
            )}
            <ConfirmButton
              label={terminated ? t('topics.operations.isTerminated') : t('topics.operations.terminate')}
              title={t('topics.operations.terminate')}
              description={t('topics.operations.confirmTerminate', { topic })}
              confirmLabel={t('topics.operations.terminate')}
              typedName={topic}
              danger
              disabled={!mayOperate || terminated}
              onConfirm={async () => {
                const id = messageIdText(await terminate.mutateAsync(undefined));
                setLastMessageId(id);
                toast.success(t('topics.operations.terminated', { messageId: id }));
              }}
            />
          </OperationCard>
        )}
        {persistent && (
          <OperationCard title={t('topics.operations.compaction')}>
            <ProcessStatusText query={compaction} />
            <ConfirmButton
              label={t('topics.operations.compact')}
              title={t('topics.operations.compaction')}
              description={t('topics.operations.confirmCompact', { topic })}
              confirmLabel={t('topics.operations.compact')}
              disabled={!mayOperate || compaction.data?.status === 'RUNNING'}
              onConfirm={async () => {
                await compact.mutateAsync(undefined);
                toast.success(t('topics.operations.compactionStarted'));
              }}
            />
          </OperationCard>
        )}
        {persistent && <OffloadCard target={target} disabled={!mayOperate} />}
      </div>
    </section>
  );
}
