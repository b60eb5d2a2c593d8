// New and Edit masking rule: the environment (or every one), the topic pattern, the fields to hide
// and a description, checked field by field in the user's language before the server checks them
// again (the contract's schemas).
import {
  EVERY_ENVIRONMENT,
  maskedFieldPathSchema,
  maskingRuleInputSchema,
  maskingTopicPatternSchema,
} from '@beacon/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CreateDialog, useZodRules } from '../../shared/forms/index.ts';
import { useEnvironments } from '../environments/index.ts';
import type { MaskingRule } from './masking-rules.api.ts';
import { useCreateMaskingRule, useUpdateMaskingRule } from './masking-rules.queries.ts';

interface RuleValues {
  environment: string;
  topicPattern: string;
  fields: string[];
  description: string;
}

const NEW_RULE: RuleValues = { environment: '', topicPattern: 'persistent://', fields: [], description: '' };

/** The form's rules, with texts of this screen (the contract's schemas carry the server's English). */
const ruleFormSchema = z.object({
  environment: z.string().trim().min(1, 'maskingRules.issues.environment'),
  topicPattern: z.string().refine((pattern) => maskingTopicPatternSchema.safeParse(pattern).success, {
    message: 'maskingRules.issues.topicPattern',
  }),
  fields: z
    .array(z.string())
    .refine(
      (fields) =>
        fields.length > 0 && fields.every((field) => maskedFieldPathSchema.safeParse(field).success),
      {
        message: 'maskingRules.issues.fields',
      },
    ),
  description: z.string().max(1_000),
});

function RuleFields() {
  const { t } = useTranslation();
  const rules = useZodRules(ruleFormSchema);
  const environments = useEnvironments();
  const choices = [
    { value: EVERY_ENVIRONMENT, label: t('maskingRules.everyEnvironment') },
    ...(environments.data?.data ?? []).map(({ name }) => ({ value: name, label: name })),
  ];
  return (
    <>
      <Form.Item name="environment" label={t('maskingRules.fields.environment')} rules={rules('environment')}>
        <Select options={choices} loading={environments.isPending} />
      </Form.Item>
      <Form.Item
        name="topicPattern"
        label={t('maskingRules.fields.topicPattern')}
        extra={t('maskingRules.fields.topicPatternHint')}
        rules={rules('topicPattern')}
      >
        <Input spellCheck={false} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="fields"
        label={t('maskingRules.fields.fields')}
        extra={t('maskingRules.fields.fieldsHint')}
        rules={rules('fields')}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="description" label={t('maskingRules.fields.description')} rules={rules('description')}>
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
    </>
  );
}

export function NewMaskingRuleDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleValues>();
  const create = useCreateMaskingRule();
  return (
    <CreateDialog
      title={t('maskingRules.createDialog.title')}
      okText={t('maskingRules.createDialog.ok')}
      name="new-masking-rule"
      form={form}
      initialValues={NEW_RULE}
      create={{
        ...create,
        mutateAsync: (values: RuleValues) => create.mutateAsync(maskingRuleInputSchema.parse(values)),
      }}
      createdText={t('maskingRules.createDialog.created')}
      failed={t('maskingRules.createDialog.failed')}
      onClose={onClose}
    >
      <RuleFields />
    </CreateDialog>
  );
}

export function EditMaskingRuleDialog({ rule, onClose }: { rule: MaskingRule; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleValues>();
  const update = useUpdateMaskingRule();
  const { environment, topicPattern, fields, description } = rule;
  return (
    <CreateDialog
      title={t('maskingRules.editDialog.title')}
      okText={t('maskingRules.editDialog.ok')}
      name="edit-masking-rule"
      form={form}
      initialValues={{ environment, topicPattern, fields, description }}
      create={{
        ...update,
        mutateAsync: (values: RuleValues) =>
          update.mutateAsync({ ...maskingRuleInputSchema.parse(values), id: rule.id }),
      }}
      createdText={t('maskingRules.editDialog.updated')}
      failed={t('maskingRules.editDialog.failed')}
      onClose={onClose}
    >
      <RuleFields />
    </CreateDialog>
  );
}
