import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { useNavigationProgress } from './navigation-progress.ts';
import { isRouteHandle } from '../shared/layout/route-handle.ts';

/** Wraps every route: the navigation progress bar, and the browser tab's title in step with the page. */
export function RootLayout() {
  const { t } = useTranslation();
  useNavigationProgress();
  const titleKey = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;

  useEffect(() => {
    const appName = t('common.appName');
    document.title = titleKey ? `${t(titleKey)} · ${appName}` : appName;
  }, [titleKey, t]);

  return <Outlet />;
}
