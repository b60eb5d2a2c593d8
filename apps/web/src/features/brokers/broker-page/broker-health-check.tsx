import { HeartOutlined } from '@ant-design/icons';
import { brokerAdmin } from '@beacon/pulsar-admin';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { failureReason } from '../../../shared/ui/index.ts';

/**
 * Pulsar Manager's Heartbeat (inventory 1.17): `GET /brokers/health` publishes and reads a message
 * on the broker's heartbeat topic. Sent to the broker itself (`x-pulsar-broker`) and naming it
 * (`brokerId`), so that behind a Pulsar proxy the broker that answers redirects to it (decision 0043).
 */
export function BrokerHealthCheck({ broker }: { broker: string }) {
  const { t } = useTranslation();
  const check = useMutation({
    mutationFn: () =>
      callPulsar(brokerAdmin.health, {}, { broker, query: { brokerId: broker }, failures: 'caller' }),
  });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Button icon={<HeartOutlined aria-hidden />} loading={check.isPending} onClick={() => check.mutate()}>
        {t('brokers.health.run')}
      </Button>
      <div aria-live="polite">
        {check.isSuccess && <Alert type="success" showIcon title={t('brokers.health.ok', { broker })} />}
        {check.isError && (
          <Alert
            type="error"
            showIcon
            title={t('brokers.health.failed', { broker })}
            description={failureReason(check.error)}
          />
        )}
      </div>
    </Space>
  );
}
