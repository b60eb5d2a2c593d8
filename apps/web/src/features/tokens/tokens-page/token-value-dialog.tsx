import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/index.ts';

interface TokenValueDialogProps {
  role: string;
  token: string;
  /** `created`: the one time a new token is shown; `view`: a super user asked to see it again. */
  occasion: 'created' | 'view';
  onClose: () => void;
}

/**
 * Shows a token's value with a Copy button. Closing forgets it: the page keeps no copy, so leaving
 * the dialog is the end of it (the server shows it again only to a super user with its password).
 */
export function TokenValueDialog({ role, token, occasion, onClose }: TokenValueDialogProps) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      toast.success(t('tokens.shownDialog.copied'));
    } catch {
      toast.error(t('tokens.shownDialog.copyFailed'));
    }
  }
  return (
    <Modal
      open
      title={t(occasion === 'created' ? 'tokens.shownDialog.createdTitle' : 'tokens.shownDialog.viewTitle', {
        role,
      })}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('tokens.shownDialog.close')}
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="warning"
          showIcon
          message={
            occasion === 'created'
              ? t('tokens.shownDialog.warning')
              : t('tokens.shownDialog.viewWarning', { role })
          }
        />
        <Input.TextArea
          aria-label={t('tokens.shownDialog.token')}
          value={token}
          readOnly
          autoSize={{ minRows: 3, maxRows: 8 }}
          style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {t('tokens.shownDialog.copy')}
        </Button>
      </Space>
    </Modal>
  );
}
