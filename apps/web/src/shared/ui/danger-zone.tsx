import { DeleteOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

interface DangerZoneProps {
  /** The section's heading ("Danger Zone"). */
  title: string;
  /** What deleting means here, above the button. */
  hint?: ReactNode;
  /** The button's label ("Delete Cluster"). */
  actionLabel: string;
  /** The confirmation's words (and `typedName` where a name must be typed first). */
  dialog: Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'typedName'>;
  /** Deletes, then goes wherever the page goes next; a rejection keeps the dialog open with why. */
  onConfirm: () => Promise<unknown>;
  className?: string;
}

/** The red section at the foot of a detail page: one destructive action, confirmed. */
export function DangerZone({ title, hint, actionLabel, dialog, onConfirm, className }: DangerZoneProps) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  return (
    <section className={className} aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} type="danger" style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {hint && <Typography.Paragraph>{hint}</Typography.Paragraph>}
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setAsking(true)}>
        {actionLabel}
      </Button>
      {asking && (
        <ConfirmDialog open danger {...dialog} onConfirm={onConfirm} onClose={() => setAsking(false)} />
      )}
    </section>
  );
}
