import { createTokenRequestSchema, updateTokenRequestSchema, type TokenPolicy } from '@beacon/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import type { CreateTokenResponse, TokenSummary } from '../tokens.api.ts';
import { useCreateToken, useUpdateToken } from '../tokens.queries.ts';
import { allowedPresets, defaultChoice, expiresInOf, type ExpiryChoice } from './expiry-choice.ts';

interface NewTokenValues {
  role: string;
  description: string;
  expiry: ExpiryChoice;
  expiryDate?: Dayjs;
}

function ExpiryFields({ policy }: { policy: TokenPolicy }) {
  const { t } = useTranslation();
  const choices: ExpiryChoice[] = [
    ...allowedPresets(policy),
    'custom',
    ...(policy.allowNoExpiry ? ['never' as const] : []),
  ];
  const latest = dayjs().add(policy.maxTtlSeconds, 'second');
  return (
    <>
      <Form.Item
        name="expiry"
        label={t('tokens.fields.expiry')}
        extra={t('tokens.expiryHint', { days: Math.floor(policy.maxTtlSeconds / 86_400) })}
      >
        <Select
          options={choices.map((choice) => ({ value: choice, label: t(`tokens.expiryChoices.${choice}`) }))}
        />
      </Form.Item>
      <Form.Item<NewTokenValues> noStyle shouldUpdate={(before, after) => before.expiry !== after.expiry}>
        {({ getFieldValue }) =>
          getFieldValue('expiry') === 'custom' && (
            <Form.Item
              name="expiryDate"
              label={t('tokens.fields.customDate')}
              rules={[{ required: true, message: t('tokens.customDateRequired') }]}
            >
              <DatePicker
                style={{ width: '100%' }}
                disabledDate={(day) => day.isBefore(dayjs(), 'day') || day.endOf('day').isAfter(latest)}
              />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}

/** New Token (inventory 1.21): role, description and expiry → PUT tokens/token; the answer's token goes to `onMinted`. */
export function NewTokenDialog({
  policy,
  onMinted,
  onClose,
}: {
  policy: TokenPolicy;
  onMinted: (role: string, answer: CreateTokenResponse) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewTokenValues>();
  const create = useCreateToken();
  const rules = useZodRules(createTokenRequestSchema);
  return (
    <CreateDialog
      title={t('tokens.createDialog.title')}
      okText={t('tokens.createDialog.ok')}
      name="new-token"
      form={form}
      initialValues={{ role: '', description: '', expiry: defaultChoice(policy) }}
      create={{
        ...create,
        mutateAsync: async ({ expiry, expiryDate, ...values }: NewTokenValues) => {
          const request = createTokenRequestSchema.parse({
            ...values,
            expiresIn: expiresInOf(expiry, expiryDate, Date.now()),
          });
          const answer = await create.mutateAsync(request);
          onMinted(request.role, answer);
          return answer;
        },
      }}
      createdText={t('tokens.createDialog.created')}
      failed={t('tokens.createDialog.failed')}
      onClose={onClose}
    >
      <Form.Item name="role" label={t('tokens.fields.role')} rules={rules('role')}>
        <Input autoComplete="off" autoFocus placeholder={t('tokens.fields.rolePlaceholder')} />
      </Form.Item>
      <Form.Item name="description" label={t('tokens.fields.description')} rules={rules('description')}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('tokens.fields.descriptionPlaceholder')}
        />
      </Form.Item>
      <ExpiryFields policy={policy} />
    </CreateDialog>
  );
}

/** Update Token: the role stays, only the description changes → POST tokens/token. */
export function UpdateTokenDialog({ token, onClose }: { token: TokenSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ role: string; description: string }>();
  const update = useUpdateToken();
  const rules = useZodRules(updateTokenRequestSchema);
  return (
    <CreateDialog
      title={t('tokens.editDialog.title')}
      okText={t('tokens.editDialog.ok')}
      name="update-token"
      form={form}
      initialValues={{ role: token.role, description: token.description }}
      create={{
        ...update,
        mutateAsync: (values: { role: string; description: string }) =>
          update.mutateAsync(updateTokenRequestSchema.parse({ ...values, role: token.role })),
      }}
      createdText={t('tokens.editDialog.updated')}
      failed={t('tokens.editDialog.failed')}
      onClose={onClose}
    >
      <Form.Item name="role" label={t('tokens.fields.role')}>
        <Input readOnly disabled />
      </Form.Item>
      <Form.Item name="description" label={t('tokens.fields.description')} rules={rules('description')}>
        <Input.TextArea
          autoFocus
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('tokens.fields.descriptionPlaceholder')}
        />
      </Form.Item>
    </CreateDialog>
  );
}
