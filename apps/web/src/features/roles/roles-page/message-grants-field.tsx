import { ADMIN_VERB, MESSAGE_GRANT_VERBS, MESSAGE_GRANTS, type MessageGrant } from '@beacon/contracts';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/** A role's verbs for the API: ADMIN, and the verb of each grant chosen. */
export const verbsOfGrants = (grants: readonly MessageGrant[] = []): string =>
  [ADMIN_VERB, ...grants.map((grant) => MESSAGE_GRANT_VERBS[grant])].join(',');

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
