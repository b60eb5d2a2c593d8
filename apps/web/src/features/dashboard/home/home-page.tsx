import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../auth/index.ts';
import { isHttpError } from '../../../shared/api/index.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { PageLoading } from '../../../shared/ui/page-loading.tsx';
import { HomeHeader } from './home-header.tsx';
import styles from './home-page.module.css';
import { UserSummary } from './user-summary.tsx';

/** The signed-in landing page: who you are and what you may do, until the console shell lands. */
export function HomePage() {
  const { t } = useTranslation();
  const userInfo = useUserInfo();

  return (
    <div className={styles.shell}>
      <HomeHeader userName={userInfo.data?.userName} />
      <main className={styles.content}>
        {userInfo.data ? (
          <UserSummary user={userInfo.data} />
        ) : userInfo.isError && !(isHttpError(userInfo.error) && userInfo.error.status === 401) ? (
          <ErrorState
            title={t('dashboard.home.loadFailed')}
            detail={userInfo.error.message}
            onRetry={() => void userInfo.refetch()}
            retrying={userInfo.isFetching}
          />
        ) : (
          // Also shown for a 401, while useUserInfo moves the visitor to the login page.
          <PageLoading />
        )}
      </main>
    </div>
  );
}
