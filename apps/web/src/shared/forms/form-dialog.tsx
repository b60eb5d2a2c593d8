import type { FormInstance } from 'antd';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

export interface FormDialogProps {
  title: ReactNode;
  okText: ReactNode;
  cancelText: ReactNode;
  /** Its form: OK submits it, so the form's rules run first. */
  form: FormInstance;
  /** While the write runs, OK spins. */
  pending: boolean;
  /** Cancel (and Escape) asks before discarding what was typed. */
  guard: UnsavedChangesGuard;
  onClose: () => void;
  /** Another action before Cancel and OK (e.g. Test connection). */
  footerStart?: ReactNode;
  children: ReactNode;
}

/**
 * A create/edit dialog around one form: OK submits it, Cancel asks before losing what was typed,
 * a click beside it does nothing (a stray click must not throw a half-typed form away).
 */
export function FormDialog({
  title,
  okText,
  cancelText,
  form,
  pending,
  guard,
  onClose,
  footerStart,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={() => guard.confirmDiscard(onClose)}
      onOk={() => form.submit()}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ loading: pending }}
      maskClosable={false}
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
      {children}
      {guard.prompt}
    </Modal>
  );
}
