import { Form, InputNumber } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** A whole number that passes `test`, else the spec's message, word for word. */
export function wholeNumber(message: string, test: (value: number) => boolean): Rule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value === 'number' && Number.isInteger(value) && test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** Required first (its own message), then the range check. */
export function requiredNumber(required: string, range: string, test: (value: number) => boolean): Rule[] {
  return [
    { required: true, message: required },
    {
      validator: (_rule, value: unknown) =>
        value === null || value === undefined || (typeof value === 'number' && test(value))
          ? Promise.resolve()
          : Promise.reject(new Error(range)),
    },
  ];
}

/** On a partitioned topic, which partition an operation Pulsar does per partition goes to. */
export function PartitionField({ partitions }: { partitions: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="partition"
      label={t('subscriptions.operations.partition')}
      extra={t('subscriptions.operations.partitionHint')}
      rules={[
        wholeNumber(t('subscriptions.operations.partition'), (value) => value >= 0 && value < partitions),
      ]}
    >
      <InputNumber min={0} max={partitions - 1} precision={0} />
    </Form.Item>
  );
}

export const formatCount = (value: number, language: string) => value.toLocaleString(language);
