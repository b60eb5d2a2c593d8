import { environmentRequestSchema } from '@beacon/contracts';
import { Alert, Button, Checkbox, Form, Input, Radio, Space, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../../shared/forms/index.ts';
import { failureReason } from '../../../shared/ui/index.ts';
import type { EnvironmentRequest, EnvironmentSummary } from '../environments.api.ts';
import {
  useSaveEnvironment,
  useTestEnvironmentConnection,
  type ConnectionTest,
} from '../environments.queries.ts';
import { EnvironmentStatusView } from './environment-status.tsx';
import { PemFileButton } from './pem-file-button.tsx';
import {
  OAUTH2_FIELDS,
  OAuth2Fields,
  oauth2InitialValues,
  oauth2Request,
  type AuthenticationChoice,
  type OAuth2FormValues,
} from './oauth2-fields.tsx';
import { leavesSavedUrls } from './saved-urls.ts';
import { SigningKeyFields, signingRequest, type SigningFormValues } from './signing-key-fields.tsx';

interface FormValues extends SigningFormValues, OAuth2FormValues {
  name: string;
  broker: string;
  bookie: string;
  token?: string;
  removeToken?: boolean;
  tlsCa?: string;
  removeTlsCa?: boolean;
  tlsCert?: string;
  tlsKey?: string;
  removeClientCertificate?: boolean;
}

interface EnvironmentDialogProps {
  /** The environment to edit; absent for a new one. */
  environment?: EnvironmentSummary;
  onClose: () => void;
}

/** Name and URLs are checked as the server checks them (the same schema, the same messages). */
const CHECKED_FIELDS = environmentRequestSchema.pick({ name: true, broker: true, bookie: true });

/** The request body: secrets left empty are left out (keep the stored one), the "remove" boxes send '' (clear). */
function toRequest(values: FormValues, environment: EnvironmentSummary | undefined): EnvironmentRequest {
  const body: EnvironmentRequest = {
    name: values.name.trim(),
    broker: values.broker.trim(),
    bookie: values.bookie.trim(),
    ...signingRequest(values, environment?.signingAlgorithm),
    // A token or an OAuth2 client, not both: choosing one removes the other.
    ...oauth2Request(values, environment),
  };
  const authentication = values.authentication ?? 'none';
  if (authentication !== 'token') {
    if (environment?.hasToken) body.token = '';
  } else if (values.removeToken) body.token = '';
  else if (values.token) body.token = values.token;
  if (values.removeTlsCa) body.tlsCa = '';
  else if (values.tlsCa?.trim()) body.tlsCa = values.tlsCa.trim();
  if (values.removeClientCertificate) {
    body.tlsCert = '';
    body.tlsKey = '';
  } else {
    if (values.tlsCert?.trim()) body.tlsCert = values.tlsCert.trim();
    if (values.tlsKey?.trim()) body.tlsKey = values.tlsKey.trim();
  }
  return body;
}

/**
 * A new client certificate needs its key and a new key its certificate (the server refuses one
 * without the other); with a stored pair, leaving both empty keeps it.
 */
function pairedWith(other: keyof FormValues, message: string) {
  return ({ getFieldValue }: { getFieldValue: (name: keyof FormValues) => unknown }) => ({
    validator(_rule: unknown, value: string | undefined) {
      const otherValue = getFieldValue(other) as string | undefined;
      const missing = !value?.trim() && Boolean(otherValue?.trim());
      return missing ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}

/** New Environment / Update Environment (spec 3, 5; inventory 1.4), with an on-demand connection test. */
export function EnvironmentDialog({ environment, onClose }: EnvironmentDialogProps) {
  const { t } = useTranslation();
  const editing = environment !== undefined;
  const [form] = Form.useForm<FormValues>();
  const rules = useZodRules(CHECKED_FIELDS);
  const [initialValues] = useState<FormValues>(() => ({
    name: environment?.name ?? '',
    broker: environment?.broker ?? '',
    bookie: environment?.bookie ?? '',
    signingAlgorithm: environment?.signingAlgorithm ?? 'none',
    ...oauth2InitialValues(environment),
  }));
  const save = useSaveEnvironment(editing ? 'edit' : 'create');
  const connectionTest = useTestEnvironmentConnection();
  const removeToken = Form.useWatch('removeToken', form);
  const authentication: AuthenticationChoice = Form.useWatch('authentication', form) ?? 'none';
  const removeTlsCa = Form.useWatch('removeTlsCa', form);
  const removeClientCertificate = Form.useWatch('removeClientCertificate', form);
  const broker = Form.useWatch('broker', form);
  const bookie = Form.useWatch('bookie', form);
  // A stored credential goes only to the URLs it was saved with: a changed URL needs it typed again.
  const urlsChanged = environment !== undefined && leavesSavedUrls(environment, { broker, bookie });
  const tokenAgain =
    urlsChanged && authentication === 'token' && Boolean(environment.hasToken) && !removeToken;
  const certificateAgain =
    urlsChanged && Boolean(environment.hasClientCertificate) && !removeClientCertificate;

  /** A PEM text area with its hint (if any) and its "Load from a file" button under it. */
  const pemField = (
    field: 'tlsCa' | 'tlsCert' | 'tlsKey',
    disabled: boolean,
    hint: string | undefined,
    validation: { dependencies?: string[]; rules?: FormRule[] } = {},
  ) => (
    <Form.Item
      name={field}
      label={t(`environments.dialog.${field}`)}
      extra={
        <Space size="small" wrap>
          {hint}
          <PemFileButton
            fieldLabel={t(`environments.dialog.${field}`)}
            disabled={disabled}
            onLoaded={(text) => {
              form.setFieldValue(field, text);
              void form.validateFields([field]).catch(() => undefined);
            }}
          />
        </Space>
      }
      {...validation}
    >
      <Input.TextArea
        rows={3}
        placeholder={t(`environments.dialog.${field}Placeholder`)}
        disabled={disabled}
        spellCheck={false}
      />
    </Form.Item>
  );

  /** "Remove stored …", offered only when something is stored. */
  const removeBox = (name: keyof FormValues, stored: boolean | undefined, label: string) =>
    stored && (
      <Form.Item name={name} valuePropName="checked">
        <Checkbox>{label}</Checkbox>
      </Form.Item>
    );

  async function runTest() {
    let values: FormValues;
    try {
      await form.validateFields([
        'name',
        'broker',
        'bookie',
        'token',
        ...OAUTH2_FIELDS,
        'tlsCert',
        'tlsKey',
        'signingKey',
      ]);
      values = form.getFieldsValue(true) as FormValues;
    } catch {
      return;
    }
    connectionTest.mutate(toRequest(values, environment));
  }

  return (
    <CreateDialog
      title={t(editing ? 'environments.dialog.editTitle' : 'environments.dialog.createTitle')}
      okText={t('environments.actions.save')}
      name="environment"
      form={form}
      initialValues={initialValues}
      create={{
        ...save,
        mutateAsync: (values: FormValues) =>
          save.mutateAsync(toRequest({ ...values, name: environment?.name ?? values.name }, environment)),
      }}
      createdText={t(editing ? 'environments.messages.updated' : 'environments.messages.added')}
      failed={t('environments.dialog.saveFailed')}
      onClose={onClose}
      footerStart={
        <Button onClick={() => void runTest()} loading={connectionTest.isPending}>
          {t('environments.actions.test')}
        </Button>
      }
    >
      <Form.Item
        name="name"
        label={t('environments.dialog.name')}
        extra={editing ? t('environments.dialog.nameImmutable') : undefined}
        rules={rules('name')}
      >
        <Input
          placeholder={t('environments.dialog.namePlaceholder')}
          readOnly={editing}
          autoFocus={!editing}
        />
      </Form.Item>
      <Form.Item
        name="broker"
        label={t('environments.dialog.broker')}
        extra={t('environments.dialog.brokerHint')}
        rules={rules('broker')}
      >
        <Input placeholder={t('environments.dialog.brokerPlaceholder')} autoFocus={editing} />
      </Form.Item>
      <Form.Item name="bookie" label={t('environments.dialog.bookie')} rules={rules('bookie')}>
        <Input placeholder={t('environments.dialog.bookiePlaceholder')} />
      </Form.Item>
      <Form.Item name="authentication" label={t('environments.dialog.authentication')}>
        <Radio.Group
          options={[
            { value: 'none', label: t('environments.dialog.authNone') },
            { value: 'token', label: t('environments.dialog.authToken') },
            { value: 'oauth2', label: t('environments.dialog.authOAuth2') },
          ]}
        />
      </Form.Item>
      {authentication === 'token' && (
        <>
          <Form.Item
            name="token"
            label={t('environments.dialog.token')}
            extra={
              tokenAgain
                ? t('environments.dialog.tokenAgainHint')
                : environment?.hasToken && !urlsChanged
                  ? t('environments.dialog.tokenKeep')
                  : undefined
            }
            dependencies={['broker', 'bookie', 'removeToken']}
            rules={[{ required: tokenAgain, whitespace: true, message: t('environments.dialog.tokenAgain') }]}
          >
            <Input.Password
              placeholder={t('environments.dialog.tokenPlaceholder')}
              autoComplete="new-password"
              disabled={Boolean(removeToken)}
            />
          </Form.Item>
          {removeBox('removeToken', environment?.hasToken, t('environments.dialog.tokenRemove'))}
        </>
      )}
      {authentication === 'oauth2' && <OAuth2Fields environment={environment} urlsChanged={urlsChanged} />}
      {pemField(
        'tlsCa',
        Boolean(removeTlsCa),
        environment?.hasTlsCa ? t('environments.dialog.tlsCaKeep') : undefined,
      )}
      {removeBox('removeTlsCa', environment?.hasTlsCa, t('environments.dialog.tlsCaRemove'))}
      {pemField(
        'tlsCert',
        Boolean(removeClientCertificate),
        certificateAgain
          ? t('environments.dialog.clientCertificateAgainHint')
          : environment?.hasClientCertificate && !urlsChanged
            ? t('environments.dialog.clientCertificateKeep')
            : undefined,
        {
          dependencies: ['tlsKey', 'broker', 'bookie', 'removeClientCertificate'],
          rules: [
            {
              required: certificateAgain,
              whitespace: true,
              message: t('environments.dialog.clientCertificateAgain'),
            },
            pairedWith('tlsKey', t('environments.dialog.tlsKeyWithoutCert')),
          ],
        },
      )}
      {pemField(
        'tlsKey',
        Boolean(removeClientCertificate),
        environment?.hasClientCertificate ? t('environments.dialog.tlsKeyNeverShown') : undefined,
        {
          dependencies: ['tlsCert'],
          rules: [pairedWith('tlsCert', t('environments.dialog.tlsCertWithoutKey'))],
        },
      )}
      {removeBox(
        'removeClientCertificate',
        environment?.hasClientCertificate,
        t('environments.dialog.clientCertificateRemove'),
      )}
      <SigningKeyFields stored={environment?.signingAlgorithm} />
      <div aria-live="polite">
        {connectionTest.isPending && <Typography.Text>{t('environments.dialog.testing')}</Typography.Text>}
        <ConnectionTestAlert test={connectionTest} />
      </div>
    </CreateDialog>
  );
}

/** The precise outcome of the last connection test: the status, the server's words, the URL and clusters. */
export function ConnectionTestAlert({ test, onClose }: { test: ConnectionTest; onClose?: () => void }) {
  const { t } = useTranslation();
  const { data: result, error, variables } = test;
  if (!result && !error) return null;
  return (
    <Alert
      type={!result ? 'error' : result.status === 'online' ? 'success' : 'warning'}
      showIcon
      closable={Boolean(onClose)}
      onClose={onClose}
      style={{ marginTop: 12 }}
      title={
        result
          ? t('environments.testResult', {
              name: variables?.name,
              status: t(`layout.environment.status.${result.status}`),
            })
          : t('environments.testFailed', { message: failureReason(error) })
      }
      description={
        result && (
          <>
            <EnvironmentStatusView status={result.status} message={result.message} />
            {result.url && <div>{result.url}</div>}
            {result.status === 'online' && (
              <div>
                {result.clusters.length > 0
                  ? t('environments.clusters', { clusters: result.clusters.join(', ') })
                  : t('environments.noClusters')}
              </div>
            )}
            {result.mode && <div>{t(`environments.connectionMode.${result.mode}`)}</div>}
            {result.oauth2Step && (
              <div>{t(`environments.oauth2Step.${result.oauth2Step}`, { detail: result.detail ?? '' })}</div>
            )}
          </>
        )
      }
    />
  );
}
