import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useFormDirty,
  useUnsavedChangesGuard,
  FormDialog,
  FormFailure,
} from '../../../shared/forms/index.ts';
import { toast } from '../../../shared/ui/toast-store.ts';

type Store = NonNullable<FormProps['initialValues']>;

interface CreateDialogProps<V extends Store> {
  title: string;
  /** The form's name (its fields' ids start with it). */
  name: string;
  form: FormInstance<V>;
  initialValues: V;
  /** The write; a refusal is shown in Pulsar's words inside the dialog, which keeps what was entered. */
  create: { mutateAsync: (values: V) => Promise<unknown>; isPending: boolean; error: unknown };
  createdText: string;
  failedTitle: string;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** New Tenant and New Namespace alike: the fields, Confirm, a toast once created, Pulsar's refusal in place. */
export function CreateDialog<V extends Store>({
  form,
  initialValues,
  create,
  onClose,
  ...props
}: CreateDialogProps<V>) {
  const { t } = useTranslation();
  const guard = useUnsavedChangesGuard(useFormDirty(form, initialValues));

  async function onFinish(values: V) {
    try {
      await create.mutateAsync(values);
    } catch {
      return; // shown below from create.error
    }
    toast.success(props.createdText);
    onClose();
  }

  return (
    <FormDialog
      title={props.title}
      okText={t('tenants.actions.confirm')}
      cancelText={t('tenants.actions.cancel')}
      form={form}
      pending={create.isPending}
      guard={guard}
      onClose={onClose}
    >
      <Form<V>
        form={form}
        layout="vertical"
        name={props.name}
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
      >
        {props.children}
      </Form>
      <div aria-live="polite">
        <FormFailure title={props.failedTitle} error={create.error} />
      </div>
    </FormDialog>
  );
}
