import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredNumber } from './form-fields.tsx';
import { formatUtc, type OperationFormProps } from './operation-context.ts';

interface ExpireValues {
  age: number;
  unit: 'seconds' | 'minutes';
}

/**
 * POST …/subscription/{sub}/expireMessages/{seconds} on this subscription only (Pulsar Manager sent
 * all_subscription here, expiring every subscription of the topic).
 */
export function ExpireForm({ subscription, allowed, onConfirm }: OperationFormProps) {
  const { t } = useTranslation();

  function submit({ age, unit }: ExpireValues) {
    const seconds = unit === 'minutes' ? age * 60 : age;
    const values = { subscription, seconds, time: formatUtc(Date.now() - seconds * 1000) };
    onConfirm({
      operation: { kind: 'expire', seconds },
      title: t('subscriptions.operations.expire.confirmTitle'),
      text: t('subscriptions.operations.expire.confirm', values),
      okText: t('subscriptions.operations.expire.ok'),
    });
  }

  return (
    <Form<ExpireValues>
      name="expire"
      layout="vertical"
      onFinish={submit}
      initialValues={{ unit: 'minutes' }}
      disabled={!allowed}
      aria-label={t('subscriptions.operations.names.expire')}
    >
      <Form.Item label={t('subscriptions.operations.expire.age')} required>
        <Space.Compact>
          <Form.Item
            name="age"
            noStyle
            rules={[
              ...requiredNumber(
                t('subscriptions.operations.validation.expireRequired'),
                t('subscriptions.operations.validation.minutes'),
                (value) => Number.isInteger(value) && value >= 0,
              ),
              // Pulsar 4.0 expires nothing for an age of 0 and still answers 204
              // (MessageImpl.isEntryExpired: `messageTTLInSeconds != 0` first).
              {
                validator: (_rule, value: unknown) =>
                  value === 0
                    ? Promise.reject(new Error(t('subscriptions.operations.validation.expireZero')))
                    : Promise.resolve(),
              },
            ]}
          >
            <InputNumber aria-label={t('subscriptions.operations.expire.age')} />
          </Form.Item>
          <Form.Item name="unit" noStyle>
            <Select
              aria-label={t('subscriptions.operations.expire.unit')}
              options={[
                { value: 'seconds', label: t('subscriptions.operations.expire.seconds') },
                { value: 'minutes', label: t('subscriptions.operations.expire.minutes') },
              ]}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" danger htmlType="submit">
        {t('subscriptions.operations.expire.submit')}
      </Button>
    </Form>
  );
}
