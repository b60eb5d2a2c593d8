import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/ui/console-link.tsx';
import { readSession, userInfoQueryOptions } from '../../../shared/auth/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { formatDateTime } from '../../../shared/lib/date-time.ts';
import { AsyncState } from '../../../shared/ui/async-state.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { failureReason } from '../../../shared/ui/failure-reason.ts';
import { useUrlListState } from '../../../shared/ui/resource-table-state.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import styles from '../../../shared/ui/page.module.css';
import type { TokenSummary } from '../tokens.api.ts';
import { useDeleteToken, useTokenList, useViewToken } from '../tokens.queries.ts';
import { NewTokenDialog, UpdateTokenDialog } from './token-dialogs.tsx';
import { TokenValueDialog } from './token-value-dialog.tsx';
import { TokensTable, type TokenAction } from './tokens-table.tsx';
import { ListPageHeader } from '../../../shared/ui/list-page-header.tsx';

const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [10, 20, 50, 100], defaultSize: 10 };

type Dialog =
  | { action: 'create' }
  | { action: 'shown'; occasion: 'created' | 'view'; role: string; token: string }
  | { action: Exclude<TokenAction, 'view'>; token: TokenSummary };

/**
 * /tokens (spec 2, super and admin; inventory 1.21): the current environment's broker tokens with
 * New, View (super only, after the password prompt), Edit description and Delete. The value is
 * shown once after minting and never listed.
 */
export function TokensPage() {
  const { t, i18n } = useTranslation();
  const environment = readSession().environment ?? '';
  const list = useUrlListState(LIST_CONFIG);
  const tokens = useTokenList();
  const userInfo = useQuery(userInfoQueryOptions());
  const isSuper = userInfo.data?.roles.includes('super') ?? false;
  const remove = useDeleteToken();
  const view = useViewToken();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const close = () => setDialog(undefined);
  const policy = tokens.data?.policy;

  async function onAction(action: TokenAction, token: TokenSummary) {
    if (action !== 'view') return setDialog({ action, token });
    try {
      // A password asked for again first (a 403 with its code) is the HTTP client's business.
      const answer = await view.mutateAsync(token.role);
      setDialog({ action: 'shown', occasion: 'view', role: answer.role, token: answer.token });
    } catch (error) {
      toast.error(t('common.labelled', { label: t('tokens.viewFailed'), value: failureReason(error) }));
    }
  }

  return (
    <div className={styles.page}>
      <ListPageHeader
        title={t('tokens.title')}
        intro={
          <>
            {t('tokens.intro')} {environment !== '' && t('tokens.environment', { name: environment })}
          </>
        }
      />
      {policy?.signingKey === false ? (
        <Alert
          type="info"
          showIcon
          message={t('tokens.noSigningKey.title')}
          description={
            <>
              <Typography.Paragraph>
                {t(isSuper ? 'tokens.noSigningKey.text' : 'tokens.noSigningKey.textAdmin', {
                  name: environment,
                })}
              </Typography.Paragraph>
              {isSuper && <Link to={routes.environments.href({})}>{t('tokens.noSigningKey.link')}</Link>}
            </>
          }
        />
      ) : (
        policy && (
          <div className={styles.toolbar}>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDialog({ action: 'create' })}
            >
              {t('tokens.actions.create')}
            </Button>
          </div>
        )
      )}
      <AsyncState
        query={tokens}
        errorTitle={t('tokens.loadFailed')}
        forbiddenTitle={t('tokens.forbidden')}
        isEmpty={(answer) => answer.total === 0}
        empty={<Empty description={t('tokens.empty')} />}
      >
        {(answer) => (
          <TokensTable
            rows={answer.data}
            list={list}
            mayView={isSuper}
            now={tokens.dataUpdatedAt}
            onAction={(action, token) => void onAction(action, token)}
          />
        )}
      </AsyncState>
      {dialog?.action === 'create' && policy && (
        <NewTokenDialog
          policy={policy}
          onMinted={(role, answer) =>
            setDialog({ action: 'shown', occasion: 'created', role, token: answer.token })
          }
          onClose={() => setDialog((current) => (current?.action === 'create' ? undefined : current))}
        />
      )}
      {dialog?.action === 'shown' && (
        <TokenValueDialog
          role={dialog.role}
          token={dialog.token}
          occasion={dialog.occasion}
          onClose={close}
        />
      )}
      {dialog?.action === 'edit' && <UpdateTokenDialog token={dialog.token} onClose={close} />}
      {dialog?.action === 'delete' && (
        <ConfirmDialog
          open
          danger
          title={t('tokens.deleteDialog.title', { role: dialog.token.role })}
          description={
            dialog.token.expiresAt === null
              ? t('tokens.deleteDialog.descriptionNever')
              : t('tokens.deleteDialog.description', {
                  expiry: formatDateTime(dialog.token.expiresAt, i18n.language),
                })
          }
          confirmLabel={t('tokens.actions.delete')}
          onConfirm={async () => {
            await remove.mutateAsync(dialog.token.role);
            toast.success(t('tokens.deleteDialog.deleted'));
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
