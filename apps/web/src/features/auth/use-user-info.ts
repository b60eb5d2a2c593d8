import { ERROR_TOAST_MS } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText, isHttpError } from '../../shared/api/index.ts';
import { endSession, loginPathFor } from '../../shared/auth/index.ts';
import { useToasts } from '../../shared/ui/toasts.tsx';
import { userInfoQueryOptions } from './auth.queries.ts';

/**
 * The signed-in user's name and roles. When the server no longer accepts the session (401), the
 * user is logged out locally and sent to the login page with a way back (spec 4); any other
 * failure is left to the screen, which can offer a retry.
 */
export function useUserInfo() {
  const userInfo = useQuery(userInfoQueryOptions());
  const navigate = useNavigate();
  const location = useLocation();
  const toasts = useToasts();
  const { t } = useTranslation();
  const { error } = userInfo;

  useEffect(() => {
    if (!isHttpError(error) || error.status !== 401) return;
    // The failed query stays cached until the next login replaces it; removing it here would make
    // the still-mounted screen fetch it again without a token.
    endSession();
    void toasts.error({
      content: errorText(error.body) ?? t('auth.session.verificationFailed'),
      duration: ERROR_TOAST_MS / 1000,
    });
    void navigate(loginPathFor(location.pathname + location.search + location.hash), { replace: true });
  }, [error, toasts, navigate, location, t]);

  return userInfo;
}
