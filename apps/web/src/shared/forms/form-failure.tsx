import { Alert } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { failureReason } from '../ui/failure-reason.ts';

export interface FormFailureProps {
  /** What failed, in the form's words ("Could not create the tenant"). */
  title: ReactNode;
  /** The mutation's error; nothing is shown while it is null or undefined. */
  error: unknown;
  style?: CSSProperties;
}

/**
 * A form's refusal, shown in place so what was entered stays: its title, then Pulsar's own reason
 * (or the error's message). Put it inside the form's aria-live region so it is announced.
 */
export function FormFailure({ title, error, style }: FormFailureProps) {
  if (error === null || error === undefined) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={failureReason(error)}
      style={style}
    />
  );
}

/**
 * A refusal whose wording already carries Pulsar's reason ("Pulsar refused the change: …"), in the
 * live region that announces it; nothing while there is no refusal.
 */
export function RefusalNotice({ text }: { text: string | undefined }) {
  return (
    <div aria-live="polite">
      {text !== undefined && <Alert type="error" showIcon role="alert" title={text} />}
    </div>
  );
}
