import { Space, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime, ResourceValue, type ResourceColumn } from '../../../shared/ui/index.ts';
import type { TokenSummary } from '../tokens.api.ts';

function text(value: string) {
  return value === '' ? '' : <ResourceValue title={value}>{value}</ResourceValue>;
}

function Expiry({ expiresAt, now }: { expiresAt: number | null; now: number }) {
  const { t } = useTranslation();
  if (expiresAt === null) return <Typography.Text type="secondary">{t('tokens.never')}</Typography.Text>;
  return (
    <Space size={4} wrap>
      <span style={{ whiteSpace: 'nowrap' }}>
        <DateTime value={expiresAt} />
      </span>
      {expiresAt <= now && <Tag color="error">{t('tokens.expired')}</Tag>}
    </Space>
  );
}

export const TOKEN_VALUES = { '--resource-table-value-width': '24ch' } as CSSProperties;

/** The tokens list's columns; the row actions come from ResourceList (tokens-page.tsx). */
export function useTokenColumns(now: number): ResourceColumn<TokenSummary>[] {
  const { t } = useTranslation();
  return [
    { key: 'role', title: t('tokens.columns.role'), render: (_, token) => text(token.role) },
    {
      key: 'description',
      title: t('tokens.columns.description'),
      render: (_, token) => text(token.description),
    },
    {
      key: 'expiry',
      title: t('tokens.columns.expiry'),
      render: (_, token) => <Expiry expiresAt={token.expiresAt} now={now} />,
    },
    // The issuer shows from 768 px (and the creation time from 992 px): a phone keeps room for the
    // role, description, expiry and actions.
    {
      key: 'issuer',
      title: t('tokens.columns.issuer'),
      responsive: ['md'],
      render: (_, token) => text(token.issuer),
    },
    {
      key: 'created',
      title: t('tokens.columns.created'),
      responsive: ['lg'],
      render: (_, token) => <DateTime value={token.createdAt} relative />,
    },
  ];
}
