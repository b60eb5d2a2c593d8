import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../api/index.ts';
import { ErrorState } from './error-state.tsx';
import { failureReason } from './failure-reason.ts';
import { ForbiddenPage } from './forbidden-page.tsx';
import { isNotFound } from './not-found.ts';
import { NotFoundState } from './not-found-state.tsx';
import { PageLoading } from './page-loading.tsx';

/** What a detail page says when its resource is missing: see NotFoundState. */
export interface NotFoundText {
  what: string;
  backTo: string;
  backLabel: string;
}

export interface AsyncStateProps<T> {
  /** The read whose states are shown. Only what the frame needs of TanStack Query's result. */
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isPending' | 'isFetching' | 'refetch'>;
  /** "Could not load the topic statistics": said above Pulsar's reason, with Retry. */
  errorTitle: ReactNode;
  /** Names what a 403 refuses ("You may not see the tenants…"); the shared words when not given. */
  forbiddenTitle?: ReactNode;
  /** Given on detail pages: a missing resource is a not-found page, not a failure. */
  notFound?: NotFoundText | undefined;
  /** When given and true for the data, `empty` is shown instead of the content. */
  isEmpty?: ((data: T) => boolean) | undefined;
  /** Shown for empty data; antd's "No data" when not given. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One frame for a read's states, so every screen says them alike: loading, forbidden (403, with
 * Pulsar's reason), not found (on detail pages), any other failure with Retry, empty, then content.
 */
export function AsyncState<T>({
  query,
  errorTitle,
  forbiddenTitle,
  notFound,
  isEmpty,
  empty,
  children,
}: AsyncStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const { error } = query;
    if (notFound && isNotFound(error)) return <NotFoundState {...notFound} />;
    if (isHttpError(error) && error.status === 403) {
      return (
        <ForbiddenPage
          level={2}
          title={forbiddenTitle ?? t('ui.forbidden.title')}
          detail={failureReason(error)}
        />
      );
    }
    return (
      <ErrorState
        title={errorTitle}
        detail={failureReason(error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return children(data);
}
