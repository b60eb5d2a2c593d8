import { Alert, Input, Modal, Typography } from 'antd';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReason } from './failure-reason.ts';
import { useReturnFocus } from './return-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in full, so nobody confirms the wrong thing. */
  description: ReactNode;
  /** The action's own verb ("Delete", "Unload", "Reset"…), never a bare "OK" or "Confirm". */
  confirmLabel: string;
  /** Red confirm button: the change cannot be taken back. */
  danger?: boolean;
  /**
   * Destructive changes to a non-empty resource: the confirm button stays disabled until the user
   * types this name, so a misclick on the wrong row deletes nothing.
   */
  typedName?: string;
  /** More controls in the dialog (e.g. a force option). */
  children?: ReactNode;
  /** Runs the action; a rejection keeps the dialog open with the reason inside it. */
  onConfirm: () => Promise<unknown>;
  /** Cancel, Escape, or the action succeeded. */
  onClose: () => void;
}

/**
 * The one confirmation every operation uses. The call is sent at most once per confirmation: a
 * second click (or Enter) while it is out is ignored, which React state alone cannot guarantee
 * because both clicks can land before the re-render.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  danger = false,
  typedName,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [typed, setTyped] = useState('');
  const firing = useRef(false);
  const typedId = useId();
  const nameMissing = typedName !== undefined && typed !== typedName;
  const afterClose = useReturnFocus(open);

  function close() {
    setFailure(undefined);
    setTyped('');
    onClose();
  }

  async function confirm() {
    if (firing.current || nameMissing) return;
    firing.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      await onConfirm();
      close();
    } catch (error) {
      setFailure(failureReason(error));
    } finally {
      firing.current = false;
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      onOk={() => void confirm()}
      onCancel={close}
      okText={confirmLabel}
      cancelText={t('ui.confirm.cancel')}
      okButtonProps={{ danger, loading: pending, disabled: nameMissing }}
      mask={{ closable: false }}
      destroyOnHidden
      afterClose={afterClose}
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      {children}
      {typedName !== undefined && (
        <>
          <label htmlFor={typedId}>
            <Typography.Paragraph>{t('ui.confirm.typeName', { name: typedName })}</Typography.Paragraph>
          </label>
          <Input
            id={typedId}
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={() => void confirm()}
          />
        </>
      )}
      <div aria-live="polite">
        {failure !== undefined && (
          <Alert type="error" showIcon role="alert" title={t('ui.confirm.failed')} description={failure} />
        )}
      </div>
    </Modal>
  );
}
