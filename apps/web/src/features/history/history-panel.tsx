import { Button, Space, Tag, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AsyncState, DateTime, ListSearch, ResourceTable, useUrlListState } from '../../shared/ui/index.ts';
import type { HistoryEntry, HistoryTarget } from './history.api.ts';
import { useHistory } from './history.queries.ts';
import { HistoryChange } from './history-change.tsx';
import { useSubjectLabel } from './subject-label.ts';
import styles from './history.module.css';

const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [20, 50, 100], defaultSize: 20 };
/** The change shown below the list, in the URL so a link opens it. */
export const CHANGE_PARAM = 'change';

/**
 * The HISTORY tab of the tenant, namespace, topic, cluster, isolation-policy and broker pages: the
 * changes made through Beacon, newest first, searchable, and the chosen one's diff with its restore.
 */
export function HistoryPanel({ target }: { target: HistoryTarget }) {
  const { t } = useTranslation();
  const history = useHistory(target);
  const list = useUrlListState(LIST_CONFIG);
  const [params, setParams] = useSearchParams();
  const chosen = params.get(CHANGE_PARAM);
  const subjectLabel = useSubjectLabel();
  const headingId = useId();
  const { filter, page, size } = list.state;

  const choose = (id: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === undefined) next.delete(CHANGE_PARAM);
      else next.set(CHANGE_PARAM, id);
      return next;
    });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('history.title')}
      </h2>
      <Typography.Paragraph type="secondary">{t('history.explain')}</Typography.Paragraph>
      <AsyncState
        query={history}
        errorTitle={t('history.loadFailed')}
        forbiddenTitle={t('history.forbidden')}
      >
        {({ entries }) => {
          const needle = filter.toLowerCase();
          const rows = entries.filter(
            (entry) =>
              !needle ||
              [entry.actor, entry.subject, entry.name, subjectLabel(entry)].some((text) =>
                text.toLowerCase().includes(needle),
              ),
          );
          const shown = entries.find((entry) => entry.id === chosen);
          return (
            <>
              <div className={styles.toolbar}>
                <ListSearch placeholder={t('history.search')} value={filter} onSearch={list.setFilter} />
              </div>
              <ResourceTable<HistoryEntry>
                rowKey="id"
                rows={rows.slice((page - 1) * size, page * size)}
                list={list}
                total={rows.length}
                rowClassName={(entry) => (entry.id === chosen ? styles.chosen! : '')}
                emptyText={filter ? t('history.noMatch', { filter }) : t('history.empty')}
                columns={[
                  {
                    key: 'at',
                    title: t('history.columns.at'),
                    render: (_, entry) => <DateTime value={entry.at} />,
                  },
                  { key: 'actor', title: t('history.columns.actor'), dataIndex: 'actor' },
                  {
                    key: 'subject',
                    title: t('history.columns.subject'),
                    render: (_, entry) => (
                      <Space size={4} wrap>
                        <span>{subjectLabel(entry)}</span>
                        {entry.scope !== '' && <Tag>{t(`history.scope.${entry.scope}`)}</Tag>}
                      </Space>
                    ),
                  },
                  {
                    key: 'result',
                    title: t('history.columns.result'),
                    render: (_, entry) => (
                      // antd's green tag misses the contrast AA asks of small text: a done change is the
                      // plain tag, a refused one red.
                      <Tag color={entry.result === 'success' ? undefined : 'red'}>
                        {t(`history.result.${entry.result}`)}
                      </Tag>
                    ),
                  },
                  {
                    key: 'view',
                    title: t('history.columns.change'),
                    render: (_, entry) => (
                      <Button
                        size="small"
                        type={entry.id === chosen ? 'primary' : 'default'}
                        aria-pressed={entry.id === chosen}
                        onClick={() => choose(entry.id === chosen ? undefined : entry.id)}
                      >
                        {t('history.view')}
                      </Button>
                    ),
                  },
                ]}
              />
              {shown && <HistoryChange entry={shown} kind={target.kind} onClose={() => choose(undefined)} />}
            </>
          );
        }}
      </AsyncState>
    </section>
  );
}
