import { createUserRequestSchema, updateUserRequestSchema } from '@beacon/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import type { UserSummary } from '../users.api.ts';
import { useCreateUser, useUpdateUser } from '../users.queries.ts';
import { PasswordFields } from './password-fields.tsx';

interface ProfileValues {
  name: string;
  description: string;
  email: string;
  phoneNumber: string;
  location: string;
  company: string;
}

type NewUserValues = ProfileValues & { password: string; repeatPassword: string };

const EMPTY_PROFILE: ProfileValues = {
  name: '',
  description: '',
  email: '',
  phoneNumber: '',
  location: '',
  company: '',
};

/** The profile fields both dialogs show; the name is typed only when creating. */
function ProfileFields({
  rules,
  nameLocked,
}: {
  rules: ReturnType<typeof useZodRules>;
  nameLocked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="name" label={t('users.fields.name')} rules={nameLocked ? [] : rules('name')}>
        <Input autoComplete="off" autoFocus={!nameLocked} readOnly={nameLocked} disabled={nameLocked} />
      </Form.Item>
      <Form.Item name="description" label={t('users.fields.description')} rules={rules('description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} autoFocus={nameLocked} />
      </Form.Item>
      <Form.Item name="email" label={t('users.fields.email')} rules={rules('email')}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phoneNumber" label={t('users.fields.phoneNumber')} rules={rules('phoneNumber')}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="location" label={t('users.fields.location')} rules={rules('location')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="company" label={t('users.fields.company')} rules={rules('company')}>
        <Input autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** New User (inventory 1.22): profile, password and its repeat → PUT users/user. */
export function NewUserDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewUserValues>();
  const create = useCreateUser();
  const rules = useZodRules(createUserRequestSchema);
  return (
    <CreateDialog
      title={t('users.createDialog.title')}
      okText={t('users.createDialog.ok')}
      name="new-user"
      form={form}
      initialValues={{ ...EMPTY_PROFILE, password: '', repeatPassword: '' }}
      create={{
        ...create,
        mutateAsync: (values: NewUserValues) => create.mutateAsync(createUserRequestSchema.parse(values)),
      }}
      createdText={t('users.createDialog.created')}
      failed={t('users.createDialog.failed')}
      onClose={onClose}
    >
      <ProfileFields rules={rules} nameLocked={false} />
      <PasswordFields rules={rules} />
    </CreateDialog>
  );
}

/** Update User: the name stays; the password is not part of it (Reset password is its own dialog). */
export function UpdateUserDialog({ user, onClose }: { user: UserSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateUser();
  const rules = useZodRules(updateUserRequestSchema);
  const { name, description, email, phoneNumber, location, company } = user;
  return (
    <CreateDialog
      title={t('users.editDialog.title')}
      okText={t('users.editDialog.ok')}
      name="update-user"
      form={form}
      initialValues={{ name, description, email, phoneNumber, location, company }}
      create={{
        ...update,
        mutateAsync: (values: ProfileValues) =>
          update.mutateAsync(updateUserRequestSchema.parse({ ...values, name })),
      }}
      createdText={t('users.editDialog.updated')}
      failed={t('users.editDialog.failed')}
      onClose={onClose}
    >
      <ProfileFields rules={rules} nameLocked />
    </CreateDialog>
  );
}
