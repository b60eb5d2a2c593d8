import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../shared/ui/date-time.tsx';
import {
  ResourceActions,
  RowAction,
  ResourceTable,
  ResourceValue,
  type ResourceColumn,
} from '../../../shared/ui/resource-table.tsx';
import type { UrlListState } from '../../../shared/ui/resource-table-state.ts';
import type { TokenSummary } from '../tokens.api.ts';

export type TokenAction = 'view' | 'edit' | 'delete';

interface TokensTableProps {
  rows: readonly TokenSummary[];
  list: UrlListState;
  /** Only super users may see a token again. */
  mayView: boolean;
  now: number;
  onAction: (action: TokenAction, token: TokenSummary) => void;
}

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

/** The whole list comes in one answer (tokens are few); pages are cut here, kept in the URL. */
export function TokensTable({ rows, list, mayView, now, onAction }: TokensTableProps) {
  const { t } = useTranslation();
  const { page, size } = list.state;
  const columns: ResourceColumn<TokenSummary>[] = [
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
    {
      key: 'actions',
      title: t('tokens.columns.actions'),
      render: (_, token) => (
        <ResourceActions>
          {mayView && (
            <RowAction
              tooltip={t('tokens.actions.view')}
              label={t('tokens.actions.viewNamed', { role: token.role })}
              icon={<EyeOutlined aria-hidden />}
              onClick={() => onAction('view', token)}
            />
          )}
          <RowAction
            tooltip={t('tokens.actions.edit')}
            label={t('tokens.actions.editNamed', { role: token.role })}
            icon={<EditOutlined aria-hidden />}
            onClick={() => onAction('edit', token)}
          />
          <RowAction
            tooltip={t('tokens.actions.delete')}
            label={t('tokens.actions.deleteNamed', { role: token.role })}
            icon={<DeleteOutlined aria-hidden />}
            danger
            onClick={() => onAction('delete', token)}
          />
        </ResourceActions>
      ),
    },
  ];
  return (
    <ResourceTable<TokenSummary>
      style={{ '--resource-table-value-width': '24ch' } as CSSProperties}
      rowKey="tokenId"
      columns={columns}
      rows={rows.slice((page - 1) * size, page * size)}
      total={rows.length}
      list={list}
      emptyText={t('tokens.empty')}
    />
  );
}
