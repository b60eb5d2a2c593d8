import { MESSAGE_GRANTS, type MessageGrant } from '@beacon/contracts';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a role lets its holders do with message contents in its tenant, beside administering it
 * (issue 30 item 6): nothing unless ticked here. Exporting and replaying read, so each needs Read.
 */
export function MessageGrantsField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="grants"
      label={t('roles.fields.messages')}
      extra={t('roles.fields.messagesHint')}
      rules={[
        {
          validator: (_, grants: MessageGrant[] = []) =>
            grants.some((grant) => grant !== 'read') && !grants.includes('read')
              ? Promise.reject(new Error(t('roles.fields.grantsNeedRead')))
              : Promise.resolve(),
        },
      ]}
    >
      <Checkbox.Group
        options={MESSAGE_GRANTS.map((grant) => ({ value: grant, label: t(`roles.grants.${grant}`) }))}
      />
    </Form.Item>
  );
}
