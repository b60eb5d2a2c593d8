// The change plan's preview and apply for a restore (decision 0095): the calls as the server checks
// them (POST /changes/preview: the permission table, nothing sent), then applied (POST /changes/apply:
// the proxy's own steps, audited, stopping at the first refusal with Pulsar's reason). The checking
// and the applying are the server's change core; this only shows them.
import {
  API_PREFIX,
  CHANGES_APPLY_PATH,
  CHANGES_PREVIEW_PATH,
  CHANGES_STREAM_TYPE,
  type ApplyLine,
  type ChangesPreviewResponse,
  type PlannedCall,
} from '@beacon/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestData, requestStream } from '../../shared/api/index.ts';
import { environmentKey, beaconView } from '../../shared/api/pulsar-keys.ts';
import { AsyncState } from '../../shared/ui/index.ts';

async function applyPlan(calls: PlannedCall[]): Promise<Extract<ApplyLine, { kind: 'end' }>> {
  const response = await requestStream(CHANGES_APPLY_PATH.slice(API_PREFIX.length), {
    method: 'POST',
    json: { calls },
    accept: CHANGES_STREAM_TYPE,
    reportErrors: false,
  });
  const lines = (await response.text())
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ApplyLine);
  const end = lines.find((line) => line.kind === 'end');
  if (!end) throw new Error('The apply ended without its summary');
  return end;
}

export function PlanPreview({
  calls,
  onApplied,
  onClose,
}: {
  calls: PlannedCall[];
  onApplied: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: [...environmentKey(), beaconView('changes-preview', { calls })],
    queryFn: ({ signal }) =>
      requestData<ChangesPreviewResponse>(CHANGES_PREVIEW_PATH.slice(API_PREFIX.length), {
        method: 'POST',
        json: { calls },
        signal,
        reportErrors: false,
      }),
    staleTime: 0,
    gcTime: 0,
  });
  const apply = useMutation({ mutationFn: () => applyPlan(calls), onSuccess: onApplied });
  const end = apply.data;
  return (
    <AsyncState query={preview} errorTitle={t('history.restore.previewFailed')}>
      {(checked) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph>
            {t('history.restore.preview', { count: checked.calls.length })}
          </Typography.Paragraph>
          <List
            size="small"
            bordered
            dataSource={checked.calls}
            renderItem={(call) => (
              <List.Item>
                <Space direction="vertical" size={2} style={{ width: '100%' }}>
                  <span>{call.summary}</span>
                  <Typography.Text code style={{ wordBreak: 'break-all' }}>
                    {call.method} {call.path}
                  </Typography.Text>
                  {call.body !== undefined && (
                    <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                      {JSON.stringify(call.body)}
                    </Typography.Text>
                  )}
                  {call.allowed ? (
                    <Tag color="green">{t('history.restore.allowed')}</Tag>
                  ) : (
                    <Tag color="red">{t('history.restore.forbidden', { reason: call.reason ?? '' })}</Tag>
                  )}
                </Space>
              </List.Item>
            )}
          />
          {end?.result === 'applied' && (
            <Alert type="success" showIcon message={t('history.restore.applied')} />
          )}
          {end?.result === 'stopped' && (
            <Alert
              type="error"
              showIcon
              message={t('history.restore.stopped', { reason: end.reason ?? '' })}
            />
          )}
          {apply.isError && (
            <Alert
              type="error"
              showIcon
              message={t('history.restore.stopped', { reason: apply.error.message })}
            />
          )}
          <Space>
            {end?.result === 'applied' ? (
              <Button type="primary" onClick={onClose}>
                {t('history.restore.done')}
              </Button>
            ) : (
              <>
                <Button
                  type="primary"
                  disabled={checked.forbidden > 0}
                  loading={apply.isPending}
                  onClick={() => apply.mutate()}
                >
                  {t('history.restore.apply')}
                </Button>
                <Button onClick={onClose}>{t('history.restore.cancel')}</Button>
              </>
            )}
          </Space>
        </Space>
      )}
    </AsyncState>
  );
}
