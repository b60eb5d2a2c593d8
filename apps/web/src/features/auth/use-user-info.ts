import { ERROR_TOAST_MS } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNavigate } from '../../shared/ui/console-link.tsx';
import { errorText, isHttpError } from '../../shared/api/index.ts';
import { endSession, loginPathFor, userInfoQueryOptions } from '../../shared/auth/index.ts';
import { toast } from '../../shared/ui/toast-store.ts';

/**
 * The signed-in user's name and roles, which the route guard has already fetched. Should a later
 * fetch find the session gone (401), the user is logged out locally and sent to the login page
 * with a way back (spec 4).
 */
export function useUserInfo() {
  const userInfo = useQuery(userInfoQueryOptions());
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const { error } = userInfo;

  useEffect(() => {
    if (!isHttpError(error) || error.status !== 401) return;
    endSession();
    toast.error(errorText(error.body) ?? t('auth.session.verificationFailed'), ERROR_TOAST_MS);
    void navigate(loginPathFor(location.pathname + location.search + location.hash), { replace: true });
  }, [error, navigate, location, t]);

  return userInfo;
}
