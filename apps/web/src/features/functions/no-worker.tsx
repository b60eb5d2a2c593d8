import { ApiOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../shared/ui/index.ts';

/**
 * Issue 17 item 7: a cluster whose brokers run no functions worker answers every /admin/v3 call
 * with 409 (AdminResource#validateAndGetWorkerService). That is the cluster's set-up, not a
 * failure to retry: say so once, with Pulsar's own words, instead of error toasts.
 */
export function NoWorker({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      icon={<ApiOutlined aria-hidden />}
      title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('functions.noWorker.title')}</h2>}
      subTitle={t('functions.noWorker.description', { reason: failureReason(error) })}
    />
  );
}
