import { Alert, Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { AsyncState, PulsarValueLabel, ResourceTable, ResourceValue } from '../../../shared/ui/index.ts';
import type { CursorStats, LedgerInfo, TopicInternalStats } from '../topic.api.ts';
import { fullTopicName } from '../topic-name.ts';
import type { TopicTarget } from '../topic-operations.api.ts';
import { useInternalStats } from '../topics.queries.ts';
import { bytes, count } from './format.ts';
import styles from './topic-page.module.css';

interface LedgerRow extends LedgerInfo {
  open: boolean;
}

type CursorRow = CursorStats & { name: string };

/** STORAGE: the managed ledger behind the topic (GET …/internalStats): ledgers and cursors. */
export function StorageTab({ target }: { target: TopicTarget }) {
  const { t } = useTranslation();
  const persistent = target.name.domain === 'persistent';
  const internal = useInternalStats(target, persistent);
  const topic = fullTopicName(target.name);

  if (!persistent) return <Alert type="info" showIcon title={t('topics.storage.notPersistent')} />;
  return (
    <AsyncState query={internal} errorTitle={t('topics.storage.failed')}>
      {(data) => <ManagedLedger data={data} topic={topic} />}
    </AsyncState>
  );
}

/** The figures, ledgers and cursors of one read of the managed ledger. */
function ManagedLedger({ data, topic }: { data: TopicInternalStats; topic: string }) {
  const { t } = useTranslation();
  const ledgers = data.ledgers ?? [];
  // The last ledger is the one being written: Pulsar reports its live figures separately.
  const ledgerRows: LedgerRow[] = ledgers.map((ledger, index) =>
    index === ledgers.length - 1
      ? {
          ...ledger,
          entries: data.currentLedgerEntries ?? ledger.entries,
          size: data.currentLedgerSize ?? ledger.size,
          open: true,
        }
      : { ...ledger, open: false },
  );
  const cursors: CursorRow[] = Object.entries(data.cursors ?? {}).map(([name, cursor]) => ({
    name,
    ...cursor,
  }));
  const yesNo = (value: boolean | undefined) => (value ? t('topics.storage.yes') : t('topics.storage.no'));

  return (
    <div className={styles.section}>
      <div className={styles.figures} role="list" aria-label={t('topics.storage.ledgers')}>
        {(
          [
            ['entries', count(data.numberOfEntries)],
            ['size', bytes(data.totalSize)],
            ['segments', count(ledgers.length)],
          ] as const
        ).map(([key, value]) => (
          <Card key={key} size="small" role="listitem">
            <Statistic title={t(`topics.storage.${key}`)} value={value} />
          </Card>
        ))}
        {/* Pulsar's word for the state (LedgerOpened) is translated; the word itself is its tooltip. */}
        <Card size="small" role="listitem">
          <Statistic
            title={t('topics.storage.state')}
            valueRender={() => <PulsarValueLabel vocabulary="ledgerState" value={data.state} />}
          />
        </Card>
      </div>
      <h2 className={styles.sectionTitle}>{t('topics.storage.ledgers')}</h2>
      <ResourceTable<LedgerRow>
        aria-label={t('topics.storage.ledgersTable', { topic })}
        rowKey="ledgerId"
        rows={ledgerRows}
        pageSize={20}
        emptyText={t('topics.storage.noLedgers')}
        columns={[
          { key: 'id', title: t('topics.storage.ledgerId'), numeric: true, render: (_, row) => row.ledgerId },
          {
            key: 'entries',
            title: t('topics.storage.entries'),
            numeric: true,
            render: (_, row) => count(row.entries),
          },
          {
            key: 'size',
            title: t('topics.storage.size'),
            numeric: true,
            render: (_, row) => bytes(row.size),
          },
          {
            key: 'status',
            title: t('topics.storage.status'),
            render: (_, row) => (row.open ? t('topics.storage.open') : t('topics.storage.closed')),
          },
          {
            key: 'offloaded',
            title: t('topics.storage.offloaded'),
            render: (_, row) => yesNo(row.offloaded),
          },
        ]}
      />
      <h2 className={styles.sectionTitle}>{t('topics.storage.cursors')}</h2>
      <ResourceTable<CursorRow>
        aria-label={t('topics.storage.cursorsTable', { topic })}
        rowKey="name"
        rows={cursors}
        pageSize={20}
        emptyText={t('topics.storage.noCursors')}
        columns={[
          {
            key: 'name',
            title: t('topics.storage.cursor'),
            render: (_, row) => <ResourceValue title={row.name}>{row.name}</ResourceValue>,
          },
          {
            key: 'mark',
            title: t('topics.storage.markDeletePosition'),
            render: (_, row) => row.markDeletePosition ?? '—',
          },
          {
            key: 'read',
            title: t('topics.storage.readPosition'),
            render: (_, row) => row.readPosition ?? '—',
          },
          {
            key: 'waiting',
            title: t('topics.storage.waitingReadOp'),
            render: (_, row) => yesNo(row.waitingReadOp),
          },
          {
            key: 'pending',
            title: t('topics.storage.pendingReadOps'),
            numeric: true,
            render: (_, row) => count(row.pendingReadOps),
          },
          {
            key: 'consumed',
            title: t('topics.storage.messagesConsumed'),
            numeric: true,
            render: (_, row) => count(row.messagesConsumedCounter),
          },
          {
            key: 'notAcked',
            title: t('topics.storage.entriesSinceFirstNotAcked'),
            numeric: true,
            render: (_, row) => count(row.numberOfEntriesSinceFirstNotAckedMessage),
          },
        ]}
      />
    </div>
  );
}
