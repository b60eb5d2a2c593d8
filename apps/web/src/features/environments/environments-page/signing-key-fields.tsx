// The environment form's "Token signing" section (issue 15 item 4): the algorithm and the key Beacon
// mints broker tokens with. The key is write-only: a stored one is never shown, an empty field keeps
// it, "None" removes it. Checked as the server checks it (contracts' signingKeyIssue, same messages).
import {
  FORM_ISSUES,
  formIssueCode,
  SIGNING_ALGORITHMS,
  signingKeyIssue,
  type EnvironmentRequestBody,
  type SigningAlgorithm,
} from '@beacon/contracts';
import { Divider, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n/en/index.ts';

export type SigningChoice = SigningAlgorithm | 'none';

export interface SigningFormValues {
  signingAlgorithm?: SigningChoice;
  signingKey?: string;
}

/** The signing part of the request: nothing when unchanged (keeps the stored key), '' to remove it. */
export function signingRequest(
  values: SigningFormValues,
  stored: SigningAlgorithm | null | undefined,
): Pick<EnvironmentRequestBody, 'signingAlgorithm' | 'signingKey'> {
  const chosen = values.signingAlgorithm ?? 'none';
  const key = values.signingKey?.trim() ?? '';
  if (chosen === 'none') return stored ? { signingAlgorithm: '' } : {};
  if (key === '') return chosen === stored ? {} : { signingAlgorithm: chosen };
  return { signingAlgorithm: chosen, signingKey: key };
}

export function SigningKeyFields({ stored }: { stored: SigningAlgorithm | null | undefined }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<SigningFormValues>();
  const chosen: SigningChoice = Form.useWatch<SigningChoice | undefined>('signingAlgorithm', form) ?? 'none';
  const translateIssue = (message: string) => {
    const code = formIssueCode(message);
    return code ? t(`forms.issues.${code}` as TranslationKey) : message;
  };

  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('environments.dialog.signingTitle')}
      </Divider>
      <Typography.Paragraph type="secondary">{t('environments.dialog.signingHint')}</Typography.Paragraph>
      <Form.Item name="signingAlgorithm" label={t('environments.dialog.signingAlgorithm')}>
        <Select
          options={[
            { value: 'none', label: t('environments.dialog.signingNone') },
            ...SIGNING_ALGORITHMS.map((algorithm) => ({ value: algorithm, label: algorithm })),
          ]}
        />
      </Form.Item>
      {chosen !== 'none' ? (
        <Form.Item
          name="signingKey"
          label={t('environments.dialog.signingKey')}
          extra={
            stored === chosen ? t('environments.dialog.signingKeySet', { algorithm: stored }) : undefined
          }
          dependencies={['signingAlgorithm']}
          rules={[
            {
              validator(_rule, value: string | undefined) {
                const issue =
                  signingKeyIssue(chosen, value) ??
                  (!value?.trim() && stored !== chosen ? FORM_ISSUES.signingKeyRequired : undefined);
                return issue ? Promise.reject(new Error(translateIssue(issue))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea
            rows={3}
            spellCheck={false}
            autoComplete="off"
            placeholder={
              stored === chosen
                ? t('environments.dialog.signingKeyStoredPlaceholder', { algorithm: stored })
                : t(
                    chosen === 'HS256'
                      ? 'environments.dialog.signingKeyPlaceholderSecret'
                      : 'environments.dialog.signingKeyPlaceholderPem',
                  )
            }
          />
        </Form.Item>
      ) : stored ? (
        <Typography.Paragraph type="warning">
          {t('environments.dialog.signingKeyRemoved')}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
