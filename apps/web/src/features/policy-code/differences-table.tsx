// A comparison's differences as a person reads them: where in the document, what kind of change, and
// the value before and after (JSON, breaking anywhere so a long topic name never widens a phone).
import type { PolicyDifference } from '@beacon/contracts';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './policy-code.module.css';

// Colours whose text reads at 4.5:1 on their own tint (antd's green and gold do not: axe).
const KIND_COLORS = { added: 'geekblue', removed: 'red', changed: 'purple' } as const;

function Value({ value }: { value: unknown }) {
  if (value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text code className={styles.breakable}>
      {JSON.stringify(value)}
    </Typography.Text>
  );
}

export function DifferencesTable({ differences }: { differences: readonly PolicyDifference[] }) {
  const { t } = useTranslation();
  if (differences.length === 0)
    return <Typography.Paragraph>{t('policyCode.compare.same')}</Typography.Paragraph>;
  return (
    <>
      <Typography.Paragraph>
        {t('policyCode.compare.count', { count: differences.length })}
      </Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => row.path.join('\u0000')}
        dataSource={[...differences]}
        columns={[
          {
            key: 'path',
            title: t('policyCode.compare.columns.path'),
            render: (_, row) => <span className={styles.breakable}>{row.path.join(' › ')}</span>,
          },
          {
            key: 'kind',
            title: t('policyCode.compare.columns.kind'),
            render: (_, row) => (
              <Tag color={KIND_COLORS[row.kind]}>{t(`policyCode.compare.kinds.${row.kind}`)}</Tag>
            ),
          },
          {
            key: 'before',
            title: t('policyCode.compare.columns.before'),
            render: (_, row) => <Value value={row.before} />,
          },
          {
            key: 'after',
            title: t('policyCode.compare.columns.after'),
            render: (_, row) => <Value value={row.after} />,
          },
        ]}
      />
    </>
  );
}
