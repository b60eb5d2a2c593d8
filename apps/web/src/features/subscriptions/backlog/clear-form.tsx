import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount } from './form-fields.tsx';
import type { OperationFormProps } from './operation-context.ts';

/** POST …/subscription/{sub}/skip_all: this subscription's backlog only. */
export function ClearForm({ subscription, backlog, allowed, onConfirm }: OperationFormProps) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <Typography.Paragraph>{t('subscriptions.operations.clear.explain')}</Typography.Paragraph>
      <Button
        type="primary"
        danger
        disabled={!allowed}
        onClick={() =>
          onConfirm({
            operation: { kind: 'clear' },
            title: t('subscriptions.operations.clear.confirmTitle'),
            text: t('subscriptions.operations.clear.confirm', {
              subscription,
              backlog: formatCount(backlog, i18n.language),
            }),
            okText: t('subscriptions.operations.clear.ok'),
          })
        }
      >
        {t('subscriptions.operations.clear.submit')}
      </Button>
    </div>
  );
}
