// First-run setup (issue 15 item 6, decision 0034): creates the first super user with the one-time
// token of the link the server printed at start, then signs in with it.
import { MESSAGES, type SetupForm, setupFormSchema } from '@beacon/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link, useNavigate } from '../../../shared/ui/console-link.tsx';
import { LOGIN_PATH } from '../../../shared/auth/index.ts';
import { useZodRules } from '../../../shared/forms/index.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { useCsrfToken, useLogin } from '../auth.queries.ts';
import { AuthPageFrame } from '../login/auth-page-frame.tsx';
import styles from '../login/login-page.module.css';
import { completeSetup, setupKeys, type SetupOutcome } from './setup.api.ts';
import { useSetupStatus } from './setup.queries.ts';

export function SetupPage() {
  // The setup call is a write: it needs the XSRF-TOKEN cookie, as the login does.
  useCsrfToken();
  return (
    <AuthPageFrame headingId="setup-heading">
      <SetupBody />
    </AuthPageFrame>
  );
}

/** The page's heading: what the form does while it is shown, else the page's name. */
function SetupHeading({ form }: { form: boolean }) {
  const { t } = useTranslation();
  return (
    <h1 id="setup-heading" className={styles.heading}>
      {form ? t('setup.heading') : t('setup.pageTitle')}
    </h1>
  );
}

function SetupBody() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const status = useSetupStatus();
  const showsForm = status.data?.pending === true && token !== '';
  return (
    <>
      <SetupHeading form={showsForm} />
      <SetupState token={token} status={status} />
    </>
  );
}

function SetupState({ token, status }: { token: string; status: ReturnType<typeof useSetupStatus> }) {
  const { t } = useTranslation();
  if (status.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('setup.checking')}
      </p>
    );
  }
  if (status.isError) {
    return (
      <ErrorState
        title={t('setup.statusFailed')}
        detail={status.error.message}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
        retryLabel={t('setup.retry')}
      />
    );
  }
  if (!status.data.pending) return <SetupClosed />;
  if (!token) {
    return <Alert type="warning" showIcon title={t('setup.noToken')} description={t('setup.noTokenHelp')} />;
  }
  return <SetupFormPanel token={token} />;
}

function SetupClosed() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      title={t('setup.closed')}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{t('setup.closedHelp')}</p>
          <Link to={LOGIN_PATH}>{t('setup.toLogin')}</Link>
        </>
      }
    />
  );
}

function SetupFormPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [form] = Form.useForm<SetupForm>();
  const rules = useZodRules(setupFormSchema);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SetupOutcome | { kind: 'unreachable'; reason: string }>();

  // A field's message is worded when it is checked: check the failing fields again in the new language.
  useEffect(() => {
    const failing = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (failing.length > 0) form.validateFields(failing).catch(() => undefined);
  }, [form, i18n.language]);

  async function submit({ name, password }: SetupForm) {
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await completeSetup({ token, name, password });
      setOutcome(result);
      if (result.kind === 'closed') {
        await queryClient.invalidateQueries({ queryKey: setupKeys.status });
        return;
      }
      if (result.kind !== 'created') return;
      queryClient.setQueryData(setupKeys.status, { pending: false });
      const signedIn = await login.mutateAsync({ username: name, password }).catch(() => undefined);
      await navigate(signedIn?.kind === 'signed-in' ? '/' : LOGIN_PATH, { replace: true });
    } catch (error) {
      setOutcome({ kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className={styles.subtitle}>{t('setup.intro')}</p>
      <div aria-live="polite" style={{ marginBottom: 16 }}>
        <SetupOutcomeNotice outcome={outcome} />
      </div>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={t('setup.name')} rules={rules('name')}>
          <Input autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('setup.password')} rules={rules('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('setup.confirmPassword')}
          dependencies={['password']}
          rules={rules('confirmPassword')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('setup.submit')}
        </Button>
      </Form>
    </>
  );
}

function SetupOutcomeNotice({
  outcome,
}: {
  outcome: SetupOutcome | { kind: 'unreachable'; reason: string } | undefined;
}) {
  const { t } = useTranslation();
  switch (outcome?.kind) {
    case undefined:
      return null;
    case 'created':
      return <Alert type="success" showIcon title={t('setup.done')} />;
    case 'invalid-token':
      return (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('setup.invalidToken')}
          description={t('setup.invalidTokenHelp')}
        />
      );
    case 'closed':
      return null; // the status is read again and the page says setup is complete
    case 'throttled':
      return (
        <Alert type="error" showIcon role="alert" title={t('setup.throttled')} description={outcome.reason} />
      );
    case 'refused':
    case 'unreachable':
      return (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('setup.failed')}
          description={
            outcome.reason === MESSAGES.passwordTooCommon ? t('setup.passwordTooCommon') : outcome.reason
          }
        />
      );
  }
}
