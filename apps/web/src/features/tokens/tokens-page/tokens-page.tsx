import { EyeOutlined } from '@ant-design/icons';
import { Alert, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  failureReason,
  ResourceList,
  RowAction,
  toast,
  useUrlListState,
} from '../../../shared/ui/index.ts';
import { readSession, userInfoQueryOptions } from '../../../shared/auth/index.ts';
import { routes } from '../../../shared/routes/route-table.ts';
import { formatDateTime } from '../../../shared/lib/date-time.ts';
import type { TokenSummary } from '../tokens.api.ts';
import { useDeleteToken, useTokenList, useViewToken } from '../tokens.queries.ts';
import { NewTokenDialog, UpdateTokenDialog } from './token-dialogs.tsx';
import { TokenValueDialog } from './token-value-dialog.tsx';
import { TOKEN_VALUES, useTokenColumns } from './token-columns.tsx';

const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [10, 20, 50, 100], defaultSize: 10 };

type Dialog =
  | { action: 'create' }
  | { action: 'shown'; occasion: 'created' | 'view'; role: string; token: string }
  | { action: 'edit'; token: TokenSummary };

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

  async function viewToken(token: TokenSummary) {
    try {
      // A password asked for again first (a 403 with its code) is the HTTP client's business.
      const answer = await view.mutateAsync(token.role);
      setDialog({ action: 'shown', occasion: 'view', role: answer.role, token: answer.token });
    } catch (error) {
      toast.error(t('common.labelled', { label: t('tokens.viewFailed'), value: failureReason(error) }));
    }
  }

  const question = (token: TokenSummary) =>
    token.expiresAt === null
      ? t('tokens.deleteDialog.descriptionNever')
      : t('tokens.deleteDialog.question', { expiry: formatDateTime(token.expiresAt, i18n.language) });
  const noSigningKey = policy?.signingKey === false && (
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
  );

  return (
    <ResourceList
      resource="tokens"
      query={tokens}
      rows={(answer) => answer.data}
      rowKey="tokenId"
      name={(token) => token.role}
      columns={useTokenColumns(tokens.dataUpdatedAt)}
      header={{
        intro: (
          <>
            {t('tokens.list.intro')} {environment !== '' && t('tokens.environment', { name: environment })}
          </>
        ),
      }}
      notice={noSigningKey}
      // The signing key decides whether tokens can be made here at all.
      create={policy?.signingKey === true ? { onCreate: () => setDialog({ action: 'create' }) } : undefined}
      paging={{ list }}
      emptyPage
      table={{ style: TOKEN_VALUES }}
      rowActions={{
        first: (token) =>
          // Only super users may see a token again.
          isSuper && (
            <RowAction
              tooltip={t('tokens.actions.view')}
              label={t('tokens.actions.viewNamed', { role: token.role })}
              icon={<EyeOutlined aria-hidden />}
              onClick={() => void viewToken(token)}
            />
          ),
      }}
      edit={{ onEdit: (token) => setDialog({ action: 'edit', token }) }}
      remove={{ run: (token) => remove.mutateAsync(token.role), question }}
    >
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
    </ResourceList>
  );
}
