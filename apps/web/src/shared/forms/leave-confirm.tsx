import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The one question asked before unsaved changes are thrown away. */
export function LeaveConfirm({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('forms.unsaved.title')}
      okText={t('forms.unsaved.leave')}
      cancelText={t('forms.unsaved.stay')}
      okButtonProps={{ danger: true }}
      onOk={onLeave}
      onCancel={onStay}
      // Above the dialog whose form it protects.
      zIndex={2000}
    >
      {t('forms.unsaved.text')}
    </Modal>
  );
}
