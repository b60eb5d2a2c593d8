import { LOGIN_ERROR_MS } from '@beacon/contracts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams } from 'react-router';
import { useNavigate } from '../../../shared/ui/console-link.tsx';
import { returnPathAfterLogin } from '../../../shared/auth/index.ts';
import { useExpiringValue } from '../../../shared/lib/use-expiring-value.ts';
import { useLogin } from '../auth.queries.ts';
import { takeEarlySubmit } from './early-submit.ts';
import { LockIcon, UserIcon } from './login-icons.tsx';
import { LoginNoticeAlert, type LoginNotice } from './login-notice.tsx';
import styles from './login-page.module.css';

type Field = 'username' | 'password';

/**
 * The login form in plain HTML: it is the first thing every visitor downloads, so it does without
 * antd (decision 0013). Errors are tied to their fields for screen readers, and the first
 * invalid field takes the focus.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const id = useId();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  // Spec 9: a login error stays on screen for LOGIN_ERROR_MS.
  const notice = useExpiringValue<LoginNotice>(LOGIN_ERROR_MS);

  // Stay busy until the next page has loaded, not just until the login call returns.
  const busy = loginMutation.isPending || navigation.state !== 'idle';

  // Enter pressed on the prerendered form while the scripts were downloading (decision 0029).
  useEffect(() => {
    if (formRef.current && takeEarlySubmit(formRef.current)) formRef.current.requestSubmit();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const username = usernameRef.current?.value ?? '';
    const password = passwordRef.current?.value ?? '';
    const missing = new Set<Field>();
    if (!username.trim()) missing.add('username');
    if (!password) missing.add('password');
    setInvalid(missing);
    if (missing.size > 0) {
      (missing.has('username') ? usernameRef : passwordRef).current?.focus();
      return;
    }

    notice.clear();
    try {
      const outcome = await loginMutation.mutateAsync({ username, password });
      if (outcome.kind === 'signed-in') {
        await navigate(returnPathAfterLogin(searchParams), { replace: true });
      } else {
        notice.show(outcome);
      }
    } catch (error) {
      notice.show({ kind: 'unavailable', detail: error instanceof Error ? error.message : String(error) });
    }
  }

  function clearError(field: Field) {
    if (!invalid.has(field)) return;
    const next = new Set(invalid);
    next.delete(field);
    setInvalid(next);
  }

  const field = (name: Field, label: string, message: string, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.inputBox} ${invalid.has(name) ? styles.invalid : ''}`}>{input}</div>
      {invalid.has(name) && (
        <div id={`${id}-${name}-error`} className={styles.fieldError}>
          {message}
        </div>
      )}
    </div>
  );

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {field(
        'username',
        t('auth.login.username'),
        t('auth.login.usernameRequired'),
        <>
          <UserIcon />
          <input
            ref={usernameRef}
            id={`${id}-username`}
            name="username"
            className={styles.input}
            autoComplete="username"
            // The login page has one task: focus starts in its first field (a DOM input, not a component).
            // eslint-disable-next-line jsx-a11y-x/no-autofocus
            autoFocus
            spellCheck={false}
            autoCapitalize="none"
            aria-invalid={invalid.has('username') || undefined}
            aria-describedby={invalid.has('username') ? `${id}-username-error` : undefined}
            onChange={() => clearError('username')}
          />
        </>,
      )}
      {field(
        'password',
        t('auth.login.password'),
        t('auth.login.passwordRequired'),
        <>
          <LockIcon />
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
            aria-invalid={invalid.has('password') || undefined}
            aria-describedby={invalid.has('password') ? `${id}-password-error` : undefined}
            onChange={() => clearError('password')}
          />
        </>,
      )}
      {notice.value && <LoginNoticeAlert notice={notice.value} />}
      <button
        type="submit"
        className={styles.submit}
        aria-busy={busy || undefined}
        aria-disabled={busy || undefined}
      >
        {busy && <span className={styles.spinner} role="img" aria-label={t('common.states.loading')} />}
        {t('auth.login.submit')}
      </button>
    </form>
  );
}
