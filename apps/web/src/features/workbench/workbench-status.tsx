// The read's status line: what it is doing, partitions opened, messages read and kept, filter
// failures (with the filter's first complaint), how it ended or why it failed, and a warning when
// the server reads through the admin REST API because the binary port cannot be reached.
import { Alert, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../shared/ui/index.ts';
import type { ReadStatus } from './use-workbench-read.ts';
import styles from './workbench.module.css';

export function WorkbenchStatus({ status, kept }: { status: ReadStatus; kept: number }) {
  const { t } = useTranslation();
  const { phase, outcome } = status;
  const phaseText =
    phase === 'idle'
      ? t('workbench.status.idle')
      : phase === 'starting'
        ? t('workbench.status.starting')
        : phase === 'paused'
          ? t('workbench.status.paused')
          : phase === 'reading'
            ? t('workbench.status.reading')
            : undefined;
  // While reading, the kept rows are counted here before the next progress line says so.
  const matched = Math.max(status.matched, kept);
  const read = Math.max(status.read, matched);

  return (
    <section aria-label={t('workbench.status.label')} className={styles.status}>
      <div role="status" aria-live="polite">
        <Space wrap size={[8, 4]}>
          {phaseText && <span>{phaseText}</span>}
          {outcome?.kind === 'ended' && <span>{t(`workbench.status.ended.${outcome.reason}`)}</span>}
          {outcome?.kind === 'stopped' && <span>{t('workbench.status.stopped')}</span>}
          {phase !== 'idle' && phase !== 'starting' && (
            <>
              <Tag>{t('workbench.status.partitions', { count: status.partitions.length })}</Tag>
              <Tag>{t('workbench.status.read', { count: read })}</Tag>
              <Tag color="blue">{t('workbench.status.kept', { count: matched })}</Tag>
              {status.filterFailures > 0 && (
                <Tag color="warning">
                  {t('workbench.status.filterFailures', { count: status.filterFailures })}
                </Tag>
              )}
            </>
          )}
        </Space>
      </div>
      <div aria-live="polite">
        {status.viaRest !== undefined && (
          <Alert
            type="warning"
            showIcon
            title={t('workbench.status.rest.title')}
            description={t('workbench.status.rest.detail', { reason: status.viaRest })}
          />
        )}
        {status.filterFailed !== undefined && (
          <Alert
            type="warning"
            showIcon
            title={t('workbench.status.filterFailed', { message: status.filterFailed })}
          />
        )}
        {outcome?.kind === 'refused' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('workbench.status.refused')}
            description={failureReason(outcome.error)}
          />
        )}
        {outcome?.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('workbench.status.failed')}
            description={outcome.message}
          />
        )}
        {outcome?.kind === 'cut' && (
          <Alert type="error" showIcon role="alert" title={t('workbench.status.cut')} />
        )}
      </div>
    </section>
  );
}
