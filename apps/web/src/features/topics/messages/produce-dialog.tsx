import { produceMessageSchema } from '@beacon/contracts';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormDirty, useUnsavedChangesGuard, useZodRules } from '../../../shared/forms/index.ts';
import type { TopicName } from '../topic-name.ts';
import { produceMessage, type ProduceInput } from './produce.api.ts';
import { produceBySchema, producesBySchema } from './produce-by-schema.api.ts';
import { messageKeys } from './messages.queries.ts';
import styles from './messages.module.css';

interface ProduceDialogProps {
  topic: TopicName;
  /** The topic's schema type: AVRO, PROTOBUF_NATIVE and JSON topics take a JSON value. */
  schemaType?: string | undefined;
  open: boolean;
  onClose: () => void;
}

interface ProduceForm {
  key?: string;
  value?: string;
  properties?: { name?: string; value?: string }[];
}

/**
 * The form on a topic whose schema encodes JSON: the value must parse as JSON, and the field says
 * why not, in the user's language, before anything is sent.
 */
const jsonValueFormSchema = produceMessageSchema.extend({
  value: z
    .string()
    .optional()
    .superRefine((text, context) => {
      const reason = notJson(text ?? '');
      if (reason !== undefined)
        context.addIssue({ code: 'custom', message: 'messages.produce.notJson', params: { reason } });
    }),
});

/**
 * Publishes one message and says where it landed: as text through Pulsar's REST produce API, or, on a
 * topic whose schema encodes JSON, as a JSON value Beacon's server encodes by that schema.
 */
export function ProduceDialog({ topic, schemaType, open, onClose }: ProduceDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProduceForm>();
  const queryClient = useQueryClient();
  const bySchema = producesBySchema(topic, schemaType);
  const rules = useZodRules(bySchema ? jsonValueFormSchema : produceMessageSchema);
  // What was last sent: sending again is a choice, so it counts as saved.
  const [sent, setSent] = useState<ProduceForm>({});
  const dirty = useFormDirty(form, sent);
  const guard = useUnsavedChangesGuard(open && dirty);
  const produce = useMutation({
    mutationFn: (input: ProduceInput) =>
      bySchema
        ? produceBySchema(topic, { ...input, value: JSON.parse(input.value) as unknown })
        : produceMessage(topic, input),
    // The newest message changed: every message view of this topic reads again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.topic(topic) }),
  });

  const submit = (values: ProduceForm) =>
    produce.mutate(
      {
        key: values.key ?? '',
        value: values.value ?? '',
        properties: (values.properties ?? []).map((row) => [row.name ?? '', row.value ?? '']),
      },
      { onSuccess: () => setSent(values) },
    );
  const close = () => guard.confirmDiscard(onClose);

  const result = produce.data;
  const refused = result && result.errorCode !== 0;
  return (
    <Modal
      open={open}
      title={t('messages.produce.title')}
      onCancel={close}
      destroyOnHidden
      afterClose={() => {
        produce.reset();
        setSent({});
      }}
      footer={[
        <Button key="close" onClick={close}>
          {t('messages.produce.close')}
        </Button>,
        <Button key="send" type="primary" loading={produce.isPending} onClick={() => form.submit()}>
          {t('messages.produce.send')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="key" label={t('messages.produce.key')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.List name="properties">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend>{t('messages.produce.properties')}</legend>
              {fields.map((field, index) => (
                <div key={field.key} className={styles.propertyRow}>
                  <Form.Item name={[field.name, 'name']} rules={rules(['properties', field.name, 'name'])}>
                    <Input aria-label={t('messages.produce.propertyName', { index: index + 1 })} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']}>
                    <Input aria-label={t('messages.produce.propertyValue', { index: index + 1 })} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>
                    {t('messages.produce.removeProperty', { index: index + 1 })}
                  </Button>
                </div>
              ))}
              <Button onClick={() => add({ name: '', value: '' })}>
                {t('messages.produce.addProperty')}
              </Button>
            </fieldset>
          )}
        </Form.List>
        <Form.Item
          name="value"
          label={bySchema ? t('messages.produce.jsonValue') : t('messages.produce.value')}
          extra={bySchema ? t('messages.produce.bySchema', { type: schemaType }) : undefined}
          rules={rules('value')}
        >
          <Input.TextArea rows={6} spellCheck={false} />
        </Form.Item>
      </Form>
      {result && !refused && (
        <Alert type="success" showIcon title={t('messages.produce.sent', { id: result.messageId })} />
      )}
      {refused && (
        <Alert
          type="error"
          showIcon
          title={t('messages.produce.refused')}
          description={result.errorMsg ?? t('messages.produce.errorCode', { code: result.errorCode })}
        />
      )}
      {produce.isError && (
        <Alert
          type="error"
          showIcon
          title={t('messages.produce.refused')}
          description={produce.error.message}
        />
      )}
      {guard.prompt}
    </Modal>
  );
}

/** Why the text is not JSON, or undefined when it is. */
function notJson(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
