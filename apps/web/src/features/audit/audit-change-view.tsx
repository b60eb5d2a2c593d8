import { Descriptions, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntryView } from './audit.api.ts';
import { recordChange, type ChangeRow } from './audit-change.ts';
import styles from './audit-page.module.css';

// Status tones: the accessible theme keeps them readable on the highlighted row.
const CHANGE_TONES = { removed: 'error', created: 'success', changed: 'warning' } as const;

/** A record's before and after, side by side, changed fields highlighted and tagged; then its details. */
export function AuditChangeView({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation();
  const { rows, details } = recordChange(entry.detail);
  const anyChange = rows?.some((row) => row.change !== 'same') ?? false;
  const changeTag = (row: ChangeRow) =>
    row.change === 'same' ? null : (
      <Tag color={CHANGE_TONES[row.change]}>{t(`audit.change.${row.change}`)}</Tag>
    );
  const value = (text: string | undefined) =>
    text === undefined ? (
      <Typography.Text type="secondary">—</Typography.Text>
    ) : (
      <span className={styles.value}>{text}</span>
    );

  return (
    <div className={styles.change}>
      {rows && (
        <Table<ChangeRow>
          size="small"
          pagination={false}
          rowKey="field"
          aria-label={t('audit.change.label', { resource: entry.target })}
          dataSource={rows}
          rowClassName={(row) => (row.change === 'same' ? '' : styles.changedRow!)}
          tableLayout="auto"
          columns={[
            {
              key: 'field',
              title: t('audit.change.field'),
              render: (_, row) => (
                <span className={styles.field}>
                  <code>{row.field}</code> {changeTag(row)}
                </span>
              ),
            },
            { key: 'before', title: t('audit.change.before'), render: (_, row) => value(row.before) },
            { key: 'after', title: t('audit.change.after'), render: (_, row) => value(row.after) },
          ]}
        />
      )}
      {rows && !anyChange && (
        <Typography.Text type="secondary">{t('audit.change.unchanged')}</Typography.Text>
      )}
      {details.length > 0 && (
        <Descriptions
          size="small"
          column={1}
          bordered
          title={t('audit.change.details')}
          items={details.map(([name, text]) => ({
            key: name,
            label: name,
            children: <span className={styles.value}>{text}</span>,
          }))}
        />
      )}
      {!rows && details.length === 0 && (
        <Typography.Text type="secondary">{t('audit.change.none')}</Typography.Text>
      )}
    </div>
  );
}
