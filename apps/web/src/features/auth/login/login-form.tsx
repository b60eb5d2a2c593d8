import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_ERROR_MS, type LoginRequest } from '@beacon/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { returnPathAfterLogin } from '../../../shared/auth/index.ts';
import { useExpiringValue } from '../../../shared/lib/use-expiring-value.ts';
import { useLogin } from '../auth.queries.ts';
import { LoginNoticeAlert, type LoginNotice } from './login-notice.tsx';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  // Spec 9: a login error stays on screen for LOGIN_ERROR_MS.
  const notice = useExpiringValue<LoginNotice>(LOGIN_ERROR_MS);

  // Stay busy until the next page has loaded, not just until the login call returns.
  const busy = loginMutation.isPending || navigation.state !== 'idle';

  async function submit(credentials: LoginRequest) {
    notice.clear();
    try {
      const outcome = await loginMutation.mutateAsync(credentials);
      if (outcome.kind === 'signed-in') {
        await navigate(returnPathAfterLogin(searchParams), { replace: true });
      } else {
        notice.show(outcome);
      }
    } catch (error) {
      notice.show({ kind: 'unavailable', detail: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Form<LoginRequest>
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(credentials) => void submit(credentials)}
    >
      <Form.Item
        name="username"
        label={t('auth.login.username')}
        rules={[{ required: true, whitespace: true, message: t('auth.login.usernameRequired') }]}
      >
        <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" autoFocus spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.login.password')}
        rules={[{ required: true, message: t('auth.login.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
      </Form.Item>
      {notice.value && (
        <Form.Item>
          <LoginNoticeAlert notice={notice.value} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.login.submit')}
      </Button>
    </Form>
  );
}
