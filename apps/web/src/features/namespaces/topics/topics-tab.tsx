import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Pagination } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Can } from '../../../shared/auth/index.ts';
import { AsyncState } from '../../../shared/ui/index.ts';
import type { TopicListQuery } from '../namespaces.api.ts';
import { FreshnessNote } from '../freshness-note.tsx';
import { topicListQuery, useTopicList } from '../namespaces.queries.ts';
import { NewTopicDialog } from './new-topic-dialog.tsx';
import { TOPIC_PAGE_SIZES, readTopicListQuery, writeTopicListQuery } from './topic-list-params.ts';
import { TopicsTable } from './topics-table.tsx';
import styles from './topics.module.css';

/**
 * The server is asked at most once per this many ms while typing: the first change after a quiet
 * spell goes out at once (a pasted name answers within the 300 ms the issue asks; the server filters
 * 100 000 cached names in about 10–20 ms), the keys typed after it are gathered into one request.
 */
export const SEARCH_THROTTLE_MS = 120;

interface TopicsTabProps {
  tenant: string;
  namespace: string;
}

/**
 * TOPICS: the server pages, sorts and filters (a namespace may hold 100 000 topics); the table
 * draws only the rows in view.
 */
export function TopicsTab({ tenant, namespace }: TopicsTabProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readTopicListQuery(searchParams);
  const topics = useTopicList(tenant, namespace, query);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState(query.filter);
  const [creating, setCreating] = useState(false);

  function update(change: Partial<TopicListQuery>) {
    setSearchParams(
      (current) => writeTopicListQuery(current, { ...readTopicListQuery(current), ...change }),
      {
        replace: true,
      },
    );
  }

  // Throttled: the URL (and so the request) follows the search box, at most once per interval.
  const lastFilterWrite = useRef(0);
  useEffect(() => {
    const typed = search.trim();
    if (typed === query.filter) return;
    const wait = Math.max(0, lastFilterWrite.current + SEARCH_THROTTLE_MS - Date.now());
    const timer = setTimeout(() => {
      lastFilterWrite.current = Date.now();
      // The request leaves now; the list, re-rendered for the new URL a moment later, joins it.
      void queryClient.prefetchQuery(topicListQuery(tenant, namespace, { ...query, filter: typed, page: 1 }));
      update({ filter: typed, page: 1 });
    }, wait);
    return () => clearTimeout(timer);
    // `update` only writes the URL; re-running for a new function identity would restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, query.filter]);

  const newTopicButton = (
    <Can permission="topic.create" tenant={tenant}>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
        {t('namespaces.topics.newTopic')}
      </Button>
    </Can>
  );

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <Input.Search
          allowClear
          className={styles.search}
          aria-label={t('namespaces.topics.search')}
          placeholder={t('namespaces.topics.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => update({ filter: value.trim(), page: 1 })}
          loading={topics.isFetching && !topics.isPending}
        />
        {/* An empty namespace offers New Topic in its empty state instead. */}
        {!(topics.isSuccess && topics.data.total === 0 && !query.filter) && newTopicButton}
      </div>
      <AsyncState
        query={topics}
        errorTitle={t('namespaces.topics.loadFailed')}
        isEmpty={(found) => found.total === 0}
        empty={
          query.filter ? (
            <Empty description={t('namespaces.topics.noMatch', { filter: query.filter })} />
          ) : (
            <Empty description={t('namespaces.topics.empty')}>{newTopicButton}</Empty>
          )
        }
      >
        {(found) => (
          <>
            <FreshnessNote stats={found.stats} />
            <TopicsTable
              tenant={tenant}
              namespace={namespace}
              topics={found.topics}
              // Unsorted, the server lists by name, A to Z.
              sort={query.sort ?? 'topic'}
              order={query.order}
              stale={topics.isPlaceholderData}
              onSort={(sort, order) => update({ sort, order, page: 1 })}
            />
            <Pagination
              className={styles.pagination}
              current={query.page}
              pageSize={query.size}
              total={found.total}
              pageSizeOptions={TOPIC_PAGE_SIZES.map(String)}
              showSizeChanger
              showTotal={(total) => t('namespaces.topics.total', { count: total })}
              onChange={(page, size) => update({ page: size === query.size ? page : 1, size })}
            />
          </>
        )}
      </AsyncState>
      {creating && (
        <NewTopicDialog tenant={tenant} namespace={namespace} onClose={() => setCreating(false)} />
      )}
    </div>
  );
}
