import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast-store.ts';
import { failureReason } from '../ui/failure-reason.ts';
import { FormFailure, RefusalNotice } from './form-failure.tsx';
import { comparable, useFormDirty } from './use-form-dirty.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

type Store = NonNullable<FormProps['initialValues']>;

interface CreateDialogProps<V extends Store> {
  title: string;
  okText: string;
  /** The form's name: its fields' ids start with it, so they cannot clash with the page's. */
  name: string;
  form: FormInstance<V>;
  initialValues: V;
  /** The write; a refusal is shown in Pulsar's words inside the dialog, which keeps what was entered. */
  create: { mutateAsync: (values: V) => Promise<unknown>; isPending: boolean; error: unknown };
  createdText: string;
  /** A refusal: a title above Pulsar's reason, or one line that carries the reason. */
  failed: string | ((reason: string) => string);
  onClose: () => void;
  /** Another action before Cancel and OK (e.g. Test connection). */
  footerStart?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * Every New … dialog (and Update Environment): OK submits the form, so its rules run first; a toast
 * once saved; the refusal in place. Cancel (and Escape) asks before losing what was typed, and a
 * click beside it does nothing (a stray click must not throw a half-typed form away).
 */
export function CreateDialog<V extends Store>({
  form,
  initialValues,
  create,
  failed,
  onClose,
  footerStart,
  ...props
}: CreateDialogProps<V>) {
  const { t } = useTranslation();
  const guard = useUnsavedChangesGuard(useFormDirty(form, initialValues));
  // Enter pressed twice before the first write answers must not send it twice.
  const firing = useRef(false);

  async function onFinish(values: V) {
    if (firing.current) return;
    firing.current = true;
    try {
      await create.mutateAsync(values);
    } catch {
      return; // shown below from create.error
    } finally {
      firing.current = false;
    }
    toast.success(props.createdText);
    onClose();
  }

  const error = create.error ?? undefined;
  return (
    <Modal
      open
      title={props.title}
      onCancel={() =>
        guard.confirmDiscard(onClose, comparable(form.getFieldsValue(true)) !== comparable(initialValues))
      }
      onOk={() => form.submit()}
      okText={props.okText}
      cancelText={t('ui.confirm.cancel')}
      okButtonProps={{ loading: create.isPending }}
      mask={{ closable: false }}
      footer={
        footerStart === undefined
          ? undefined
          : (buttons) => (
              <>
                {footerStart}
                {buttons}
              </>
            )
      }
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
      {typeof failed === 'string' ? (
        <div aria-live="polite">
          <FormFailure title={failed} error={error} style={{ marginTop: 12 }} />
        </div>
      ) : (
        <RefusalNotice text={error === undefined ? undefined : failed(failureReason(error))} />
      )}
      {guard.prompt}
    </Modal>
  );
}
