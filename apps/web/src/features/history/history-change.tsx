import { Alert, Button, Card, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime, ResourceTable } from '../../shared/ui/index.ts';
import type { HistoryEntry, HistoryKind, RestoreVersion } from './history.api.ts';
import { RestoreDialog } from './restore-dialog.tsx';
import { useSubjectLabel } from './subject-label.ts';
import { diffRows, type DiffRow, type DiffSide } from './value-diff.ts';
import styles from './history.module.css';

/**
 * One change: its two values field by field (the changed fields marked), and "restore" of either —
 * the version before it, or the one it made — through the change plan's preview and apply.
 */
export function HistoryChange({
  entry,
  kind,
  onClose,
}: {
  entry: HistoryEntry;
  kind: HistoryKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const subjectLabel = useSubjectLabel();
  const [restoring, setRestoring] = useState<RestoreVersion>();
  const subject = subjectLabel(entry);
  const rows = diffRows(entry.before, entry.after);
  return (
    <Card
      className={styles.change}
      size="small"
      title={
        <span className={styles.changeHeader}>
          <span>{t('history.change.title', { subject, name: entry.name })}</span>
          <Typography.Text type="secondary">
            {t('history.change.by', { actor: entry.actor })} <DateTime value={entry.at} />
          </Typography.Text>
        </span>
      }
      extra={
        <Button size="small" onClick={onClose}>
          {t('history.change.close')}
        </Button>
      }
    >
      {entry.result === 'failure' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('history.change.failed', { reason: entry.error ?? '' })}
        />
      )}
      <ResourceTable<DiffRow>
        rowKey="field"
        rows={rows}
        emptyText={t('history.change.nothing')}
        rowClassName={(row) => (row.changed ? styles.changed! : '')}
        columns={[
          {
            key: 'field',
            title: t('history.change.field'),
            render: (_, row) => (row.field === '' ? subject : <FieldName field={row.field} />),
          },
          {
            key: 'before',
            title: t('history.change.before'),
            render: (_, row) => <Side side={row.before} />,
          },
          {
            key: 'after',
            title: t('history.change.after'),
            render: (_, row) => (
              <>
                <Side side={row.after} />
                {!row.changed && (
                  <Typography.Text type="secondary"> ({t('history.change.unchanged')})</Typography.Text>
                )}
              </>
            ),
          },
        ]}
      />
      <div className={styles.actions}>
        <Button disabled={!entry.before.known} onClick={() => setRestoring('before')}>
          {t('history.restore.before')}
        </Button>
        <Button disabled={!entry.after.known} onClick={() => setRestoring('after')}>
          {t('history.restore.after')}
        </Button>
      </div>
      {restoring && (
        <RestoreDialog
          entry={entry}
          kind={kind}
          version={restoring}
          subject={subject}
          onClose={() => setRestoring(undefined)}
        />
      )}
    </Card>
  );
}

/**
 * A field's path that wraps only between its words (`retentionTime|InMinutes`, `quota.|limitSize`),
 * never inside one, on a narrow screen; <wbr> adds nothing to copied text.
 */
function FieldName({ field }: { field: string }) {
  const words = field.split(/(?<=\.)|(?=[A-Z])/);
  return (
    <code className={styles.field}>
      {words.map((word, index) => (
        // Words may repeat, so their position is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </code>
  );
}

function Side({ side }: { side: DiffSide }) {
  const { t } = useTranslation();
  if (side.kind === 'unknown') return <span className={styles.unset}>{t('history.change.unknown')}</span>;
  if (side.kind === 'unset') return <span className={styles.unset}>{t('history.change.unset')}</span>;
  return <span className={styles.value}>{side.text}</span>;
}
