import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureReason } from '../../shared/ui/index.ts';
import { useTriggerFunction, type ComponentRef } from './components.api.ts';
import styles from './functions.module.css';

interface TriggerValues {
  value: string;
  topic?: string | undefined;
}

/**
 * Issue 17 item 4: trigger a function with a value on one of its input topics and show its answer.
 * Pulsar 4.0's trigger reads the form parts `data`, `dataStream` and `topic`
 * (FunctionsApiV3Resource#triggerFunction): there is no message key to send.
 */
export function TriggerPanel({ target, inputs }: { target: ComponentRef; inputs: readonly string[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TriggerValues>();
  const trigger = useTriggerFunction(target);
  return (
    <div className={styles.page}>
      <Typography.Paragraph type="secondary">{t('functions.trigger.intro')}</Typography.Paragraph>
      <Form<TriggerValues>
        form={form}
        layout="vertical"
        name="trigger-function"
        style={{ maxWidth: 640 }}
        onFinish={(values) => trigger.mutate({ value: values.value, topic: values.topic })}
      >
        <Form.Item
          name="value"
          label={t('functions.trigger.value')}
          rules={[{ required: true, whitespace: false, message: t('functions.issues.triggerValueRequired') }]}
        >
          <Input.TextArea rows={3} spellCheck={false} />
        </Form.Item>
        <Form.Item name="topic" label={t('functions.trigger.topic')} extra={t('functions.trigger.topicHint')}>
          <Select allowClear options={inputs.map((topic) => ({ value: topic, label: topic }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={trigger.isPending}>
          {t('functions.trigger.send')}
        </Button>
      </Form>
      <div aria-live="polite">
        {trigger.isSuccess && (
          <section aria-label={t('functions.trigger.answer')}>
            <Typography.Title level={3} className={styles.group}>
              {t('functions.trigger.answer')}
            </Typography.Title>
            <pre className={styles.code}>
              {trigger.data === '' ? t('functions.trigger.emptyAnswer') : trigger.data}
            </pre>
          </section>
        )}
        {trigger.isError && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('functions.trigger.failed')}
            description={failureReason(trigger.error)}
          />
        )}
      </div>
    </div>
  );
}
