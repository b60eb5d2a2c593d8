import { FORM_ISSUES } from '@beacon/contracts';
import type { PostSchemaPayload } from '@beacon/pulsar-admin';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormDirty, useUnsavedChangesGuard, useZodRules } from '../../../shared/forms/index.ts';
import type { TopicName } from '../topic-name.ts';
import { definitionProblem } from './schema-format.ts';
import { JSON_DEFINITION_TYPES, SCHEMA_TYPES } from './schema.api.ts';
import { schemaFailure } from './schema-failure.ts';
import { useCompatibilityCheck, useUploadSchema } from './schema.queries.ts';
import styles from './schema.module.css';

interface UploadForm {
  type: string;
  definition?: string;
  properties?: { name?: string; value?: string }[];
}

const INITIAL_VALUES: UploadForm = { type: 'AVRO', properties: [] };

/** A type, and a definition that reads as that type needs (JSON for AVRO, JSON, PROTOBUF, …). */
const uploadSchema = z
  .looseObject({ type: z.string({ error: FORM_ISSUES.required }).min(1, { error: FORM_ISSUES.required }) })
  .superRefine((values, context) => {
    const definition = typeof values.definition === 'string' ? values.definition : '';
    const problem = definitionProblem(values.type, definition, JSON_DEFINITION_TYPES);
    // The message is a translation key of the schemas area: the one adapter translates it.
    if (problem)
      context.addIssue({ code: 'custom', path: ['definition'], message: `schemas.upload.${problem}` });
  });

const payloadOf = (values: UploadForm): PostSchemaPayload => ({
  type: values.type,
  schema: values.definition ?? '',
  properties: Object.fromEntries(
    (values.properties ?? []).filter((row) => row.name?.trim()).map((row) => [row.name!, row.value ?? '']),
  ),
});

/**
 * Upload a new schema version. The compatibility check runs first and its verdict is shown: the
 * upload is offered once the broker said the exact definition on screen is compatible.
 */
export function SchemaUploadDialog({
  topic,
  open,
  onClose,
}: {
  topic: TopicName;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UploadForm>();
  const check = useCompatibilityCheck(topic);
  const upload = useUploadSchema(topic);
  // The payload the last check was about: editing the form makes its verdict stale.
  const [checked, setChecked] = useState<string>();
  const rules = useZodRules(uploadSchema);
  const guard = useUnsavedChangesGuard(useFormDirty(form, INITIAL_VALUES) && open);
  const close = () => guard.confirmDiscard(onClose);
  const current = () => JSON.stringify(payloadOf(form.getFieldsValue(true) as UploadForm));

  const runCheck = async () => {
    // A form that does not validate shows its own messages under the fields.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const payload = payloadOf(values);
    setChecked(JSON.stringify(payload));
    upload.reset();
    check.mutate(payload);
  };
  const runUpload = () => {
    const values = form.getFieldsValue(true) as UploadForm;
    upload.mutate(payloadOf(values), {
      onSuccess: () => {
        form.resetFields();
        setChecked(undefined);
      },
    });
  };
  const compatible = check.data?.compatibility === true && checked !== undefined && checked === current();

  return (
    <Modal
      open={open}
      title={t('schemas.upload.title')}
      onCancel={close}
      destroyOnHidden
      afterClose={() => {
        check.reset();
        upload.reset();
        setChecked(undefined);
      }}
      footer={[
        <Button key="close" onClick={close}>
          {t('schemas.upload.close')}
        </Button>,
        <Button key="check" onClick={() => void runCheck()} loading={check.isPending}>
          {t('schemas.upload.check')}
        </Button>,
        <Button
          key="upload"
          type="primary"
          disabled={!compatible}
          loading={upload.isPending}
          onClick={runUpload}
        >
          {t('schemas.upload.submit')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={INITIAL_VALUES}
        onValuesChange={() => setChecked((value) => (value === current() ? value : undefined))}
      >
        <Form.Item name="type" label={t('schemas.fields.type')} rules={rules('type')}>
          <Select showSearch options={SCHEMA_TYPES.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
        <Form.Item
          name="definition"
          label={t('schemas.fields.definition')}
          dependencies={['type']}
          rules={rules('definition')}
        >
          <Input.TextArea rows={10} spellCheck={false} />
        </Form.Item>
        <Form.List name="properties">
          {(fields, { add, remove }) => (
            <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
              <legend>{t('schemas.fields.properties')}</legend>
              {fields.map((field, index) => (
                <div key={field.key} className={styles.propertyRow}>
                  <Form.Item name={[field.name, 'name']}>
                    <Input aria-label={t('schemas.upload.propertyName', { index: index + 1 })} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'value']}>
                    <Input aria-label={t('schemas.upload.propertyValue', { index: index + 1 })} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)}>
                    {t('schemas.upload.removeProperty', { index: index + 1 })}
                  </Button>
                </div>
              ))}
              <Button onClick={() => add({ name: '', value: '' })}>{t('schemas.upload.addProperty')}</Button>
            </fieldset>
          )}
        </Form.List>
      </Form>
      {check.data && checked !== undefined && (
        <Alert
          type={check.data.compatibility ? 'success' : 'warning'}
          showIcon
          title={t(check.data.compatibility ? 'schemas.upload.compatible' : 'schemas.upload.incompatible', {
            strategy: check.data.schemaCompatibilityStrategy,
          })}
        />
      )}
      {check.isError && (
        <Alert
          type="error"
          showIcon
          title={t('schemas.upload.checkFailed')}
          description={schemaFailure(check.error, t)}
        />
      )}
      {upload.isSuccess && (
        <Alert
          type="success"
          showIcon
          title={t('schemas.upload.uploaded', { version: upload.data.version.version })}
        />
      )}
      {upload.isError && (
        <Alert
          type="error"
          showIcon
          title={t('schemas.upload.failed')}
          description={schemaFailure(upload.error, t)}
        />
      )}
      {guard.prompt}
    </Modal>
  );
}
