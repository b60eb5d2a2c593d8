import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useNavigate } from '../../../shared/ui/console-link.tsx';
import { returnPathAfterLogin } from '../../../shared/auth/index.ts';
import type { CallbackFailure } from './callback-failure.ts';
import { rememberSignOnState } from '../../../shared/auth/sign-on-state.ts';
import { SignOnFailureNotice, signOnFailureFrom } from './sign-on-failure-notice.tsx';
import { fetchSignOnSettings, startSignOn } from './sso.api.ts';
import styles from './sign-on.module.css';

const SETTINGS_KEY = ['sso', 'settings'] as const;

/**
 * The login page's single sign-on part (issue 18 item 3): "Login with …" when the server has a
 * provider configured, and why the last sign-on did not complete. Plain HTML like the form beside
 * it (the login page carries no antd, decision 0013), and nothing in the first render: the page is
 * prerendered without it (decision 0029), so it appears once the settings have arrived.
 */
export function SignOnSection() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: ({ signal }) => fetchSignOnSettings(signal) });
  const [failure, setFailure] = useState<CallbackFailure | undefined>();
  const [busy, setBusy] = useState(false);

  // Taken over once (React's "adjust state while rendering"), then dropped from the history entry
  // so a reload does not show it again.
  const handedOver = signOnFailureFrom(location.state);
  const [takenOver, setTakenOver] = useState<CallbackFailure | undefined>();
  if (handedOver && handedOver !== takenOver) {
    setTakenOver(handedOver);
    setFailure(handedOver);
  }
  useEffect(() => {
    if (handedOver) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handedOver, location.pathname, location.search, navigate]);

  async function signOn() {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const started = await startSignOn(returnPathAfterLogin(searchParams));
      if (started.kind === 'redirect') {
        rememberSignOnState(started.state);
        window.location.assign(started.url);
        return;
      }
      setFailure({ kind: 'refused', status: 0, reason: started.reason, code: started.code });
    } catch (error) {
      setFailure({ kind: 'unreachable', reason: error instanceof Error ? error.message : String(error) });
    }
    setBusy(false);
  }

  const enabled = settings.data?.enabled === true;
  if (!enabled && !failure) return null;
  return (
    <div className={styles.section}>
      {failure && <SignOnFailureNotice failure={failure} />}
      {settings.data?.enabled === true && (
        <>
          <div className={styles.divider}>
            <span>{t('sso.or')}</span>
          </div>
          <button
            type="button"
            className={styles.button}
            aria-busy={busy || undefined}
            onClick={() => void signOn()}
          >
            {busy ? t('sso.redirecting') : t('sso.button', { label: settings.data.label })}
          </button>
        </>
      )}
    </div>
  );
}
