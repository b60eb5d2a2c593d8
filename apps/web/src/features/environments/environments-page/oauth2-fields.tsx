// The environment form's OAuth2 client credentials (issue 32): the issuer, the client's ID and secret
// — or Pulsar's key file, which holds both — and an optional audience and scope. The secret is
// write-only: a stored one is never shown, and an empty field keeps it only while the URLs, the
// issuer and the client ID stay as saved (the server's rule, stored-credentials.ts). Checked with the
// server's own messages (FORM_ISSUES).
import {
  FORM_ISSUES,
  formIssueCode,
  parseOAuth2KeyFile,
  type EnvironmentRequestBody,
  type EnvironmentSummary,
} from '@beacon/contracts';
import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n/en/index.ts';
import { PemFileButton } from './pem-file-button.tsx';

export type AuthenticationChoice = 'none' | 'token' | 'oauth2';
type CredentialChoice = 'secret' | 'keyFile';

export interface OAuth2FormValues {
  authentication?: AuthenticationChoice;
  oauth2IssuerUrl?: string;
  oauth2ClientId?: string;
  oauth2Credential?: CredentialChoice;
  oauth2ClientSecret?: string;
  oauth2KeyFile?: string;
  oauth2Audience?: string;
  oauth2Scope?: string;
}

export const OAUTH2_FIELDS = [
  'oauth2IssuerUrl',
  'oauth2ClientId',
  'oauth2ClientSecret',
  'oauth2KeyFile',
] as const satisfies (keyof OAuth2FormValues)[];

/**
 * The form's starting values for an environment's authentication (its secret is never known). Without
 * an OAuth2 client the token choice is shown: an empty token there is no authentication, as before.
 */
export function oauth2InitialValues(environment: EnvironmentSummary | undefined): OAuth2FormValues {
  const stored = environment?.oauth2;
  return {
    authentication: stored ? 'oauth2' : 'token',
    oauth2IssuerUrl: stored?.issuerUrl ?? '',
    oauth2ClientId: stored?.clientId ?? '',
    oauth2Credential: 'secret',
    oauth2Audience: stored?.audience ?? '',
    oauth2Scope: stored?.scope ?? '',
  };
}

/** The OAuth2 part of the request: null removes a stored client, absent leaves none alone. */
export function oauth2Request(
  values: OAuth2FormValues,
  environment: EnvironmentSummary | undefined,
): Pick<EnvironmentRequestBody, 'oauth2'> {
  if (values.authentication !== 'oauth2') return environment?.oauth2 ? { oauth2: null } : {};
  const byKeyFile = values.oauth2Credential === 'keyFile';
  const secret = values.oauth2ClientSecret?.trim();
  return {
    oauth2: {
      issuerUrl: values.oauth2IssuerUrl?.trim() ?? '',
      ...(byKeyFile
        ? { keyFile: values.oauth2KeyFile?.trim() ?? '' }
        : { clientId: values.oauth2ClientId?.trim() ?? '', ...(secret ? { clientSecret: secret } : {}) }),
      audience: values.oauth2Audience?.trim() ?? '',
      scope: values.oauth2Scope?.trim() ?? '',
    },
  };
}

/** Whether the stored secret may be kept: same URLs (the caller says), same issuer, same client. */
function keepsStoredSecret(
  environment: EnvironmentSummary | undefined,
  urlsChanged: boolean,
  issuerUrl: string | undefined,
  clientId: string | undefined,
): boolean {
  const stored = environment?.oauth2;
  return Boolean(
    stored && !urlsChanged && stored.issuerUrl === issuerUrl?.trim() && stored.clientId === clientId?.trim(),
  );
}

function isPlainHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function OAuth2Fields({
  environment,
  urlsChanged,
}: {
  environment: EnvironmentSummary | undefined;
  urlsChanged: boolean;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<OAuth2FormValues>();
  const credential = Form.useWatch<CredentialChoice | undefined>('oauth2Credential', form) ?? 'secret';
  const issuerUrl = Form.useWatch<string | undefined>('oauth2IssuerUrl', form);
  const clientId = Form.useWatch<string | undefined>('oauth2ClientId', form);
  const keepsSecret = keepsStoredSecret(environment, urlsChanged, issuerUrl, clientId);
  const issue = (message: string) => {
    const code = formIssueCode(message);
    return Promise.reject(new Error(code ? t(`forms.issues.${code}` as TranslationKey) : message));
  };
  const keyFileIssuer = () => {
    const text = form.getFieldValue('oauth2KeyFile') as string | undefined;
    return credential === 'keyFile' && text ? parseOAuth2KeyFile(text)?.issuerUrl : undefined;
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('environments.dialog.oauth2Hint')}</Typography.Paragraph>
      <Form.Item
        name="oauth2IssuerUrl"
        label={t('environments.dialog.oauth2IssuerUrl')}
        rules={[
          {
            validator(_rule, value: string | undefined) {
              const text = value?.trim() ?? '';
              if (text === '')
                return keyFileIssuer() ? Promise.resolve() : issue(FORM_ISSUES.oauth2IssuerRequired);
              return isPlainHttpUrl(text) ? Promise.resolve() : issue(FORM_ISSUES.oauth2IssuerUrl);
            },
          },
        ]}
      >
        <Input placeholder={t('environments.dialog.oauth2IssuerPlaceholder')} inputMode="url" />
      </Form.Item>
      <Form.Item name="oauth2Credential" label={t('environments.dialog.oauth2Credential')}>
        <Radio.Group
          options={[
            { value: 'secret', label: t('environments.dialog.oauth2CredentialSecret') },
            { value: 'keyFile', label: t('environments.dialog.oauth2CredentialKeyFile') },
          ]}
        />
      </Form.Item>
      {credential === 'secret' ? (
        <>
          <Form.Item
            name="oauth2ClientId"
            label={t('environments.dialog.oauth2ClientId')}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  value?.trim() ? Promise.resolve() : issue(FORM_ISSUES.oauth2ClientIdRequired),
              },
            ]}
          >
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Form.Item
            name="oauth2ClientSecret"
            label={t('environments.dialog.oauth2ClientSecret')}
            extra={
              keepsSecret
                ? t('environments.dialog.oauth2SecretKeep')
                : environment?.oauth2
                  ? t('environments.dialog.oauth2SecretAgainHint')
                  : undefined
            }
            dependencies={['oauth2IssuerUrl', 'oauth2ClientId', 'broker', 'bookie']}
            rules={[
              {
                required: !keepsSecret,
                whitespace: true,
                message: t('environments.dialog.oauth2SecretRequired'),
              },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="oauth2KeyFile"
          label={t('environments.dialog.oauth2KeyFile')}
          extra={
            <>
              {t('environments.dialog.oauth2KeyFileHint')}{' '}
              <PemFileButton
                fieldLabel={t('environments.dialog.oauth2KeyFile')}
                onLoaded={(text) => {
                  form.setFieldValue('oauth2KeyFile', text);
                  void form.validateFields(['oauth2KeyFile', 'oauth2IssuerUrl']).catch(() => undefined);
                }}
              />
            </>
          }
          rules={[
            {
              validator(_rule, value: string | undefined) {
                if (!value?.trim())
                  return Promise.reject(new Error(t('environments.dialog.oauth2KeyFileRequired')));
                return parseOAuth2KeyFile(value) ? Promise.resolve() : issue(FORM_ISSUES.oauth2KeyFile);
              },
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            spellCheck={false}
            autoComplete="off"
            placeholder={t('environments.dialog.oauth2KeyFilePlaceholder')}
            // A key file naming its issuer answers an empty issuer URL's refusal, once shown.
            onChange={() => {
              if (form.getFieldError('oauth2IssuerUrl').length > 0)
                void form.validateFields(['oauth2IssuerUrl']).catch(() => undefined);
            }}
          />
        </Form.Item>
      )}
      <Form.Item name="oauth2Audience" label={t('environments.dialog.oauth2Audience')}>
        <Input placeholder={t('environments.dialog.oauth2AudiencePlaceholder')} spellCheck={false} />
      </Form.Item>
      <Form.Item name="oauth2Scope" label={t('environments.dialog.oauth2Scope')}>
        <Input placeholder={t('environments.dialog.oauth2ScopePlaceholder')} spellCheck={false} />
      </Form.Item>
    </>
  );
}
