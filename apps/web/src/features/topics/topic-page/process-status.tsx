import type { UseQueryResult } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LongRunningProcessStatus } from '../topic.api.ts';

const COLORS = { NOT_RUN: 'default', RUNNING: 'processing', SUCCESS: 'success', ERROR: 'error' } as const;

/** The state of a compaction or an offload (NOT_RUN, RUNNING, SUCCESS, ERROR) and its last error. */
export function ProcessStatusText({ query }: { query: UseQueryResult<LongRunningProcessStatus> }) {
  const { t } = useTranslation();
  if (query.isPending)
    return <Typography.Text type="secondary">{t('common.states.loading')}</Typography.Text>;
  if (query.isError)
    return (
      <Typography.Text type="danger">
        {t('topics.operations.statusFailed', { message: query.error.message })}
      </Typography.Text>
    );
  const { status, lastError } = query.data;
  return (
    <div role="status">
      <Tag color={COLORS[status] ?? 'default'}>
        {t('topics.operations.status', {
          status: t(`topics.operations.statusOf.${status}`, { defaultValue: status }),
        })}
      </Tag>
      {lastError && (
        <Typography.Text type="danger">
          {t('topics.operations.lastError', { error: lastError })}
        </Typography.Text>
      )}
    </div>
  );
}
