import { Button, type ButtonProps } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { useLiveConfirm } from './use-confirm.tsx';

interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'open' | 'onClose'> {
  /** The button that opens the confirmation. */
  label: ReactNode;
  buttonProps?: ButtonProps;
  disabled?: boolean;
  onClose?: () => void;
  /** Checks made before asking (e.g. is there anything to offload?); false keeps the dialog shut. */
  beforeOpen?: () => Promise<boolean>;
}

/**
 * A button whose action is confirmed first in the console's one ConfirmDialog (use-confirm.tsx);
 * the dialog's controls (children) and action follow this button's props while it is open.
 */
export function ConfirmButton({
  label,
  buttonProps,
  disabled = false,
  onClose,
  beforeOpen,
  danger,
  ...dialog
}: ConfirmButtonProps) {
  const [checking, setChecking] = useState(false);
  const confirm = useLiveConfirm({ ...dialog, danger });

  async function ask() {
    if (beforeOpen) {
      setChecking(true);
      const go = await beforeOpen().finally(() => setChecking(false));
      if (!go) return;
    }
    await confirm();
    onClose?.();
  }

  return (
    <Button
      danger={danger}
      disabled={disabled}
      loading={checking}
      {...buttonProps}
      onClick={() => void ask()}
    >
      {label}
    </Button>
  );
}
