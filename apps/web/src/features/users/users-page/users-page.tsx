import { KeyOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton, ResourceList, RowAction, useUrlListState } from '../../../shared/ui/index.ts';
import type { UserSummary } from '../users.api.ts';
import { useDeleteUser, useUserList } from '../users.queries.ts';
import { NewUserDialog, UpdateUserDialog } from './user-dialogs.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { useUserColumns } from './user-columns.tsx';

// Pulsar Manager paged its users by 10 (inventory 1.22).
const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [10, 20, 50, 100], defaultSize: 10 };

type Dialog = { action: 'create' } | { action: 'edit' | 'reset'; user: UserSummary };

import { routes } from '../../../shared/routes/route-table.ts';
// Narrower profile values than the catalogue's, so the columns and the four row actions fit 1 024 px.
const NARROW_VALUES = { '--resource-table-value-width': '15ch' } as CSSProperties;

/**
 * /users (spec 2, super only; inventory 1.22): every user with its profile, roles, source and last
 * login, paged and searched by the server, with New, Edit, Reset password and Delete.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const list = useUrlListState(LIST_CONFIG);
  const { page, size, filter } = list.state;
  const users = useUserList({ page_num: page, page_size: size, search: filter });
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const close = () => setDialog(undefined);

  return (
    <ResourceList
      resource="users"
      query={users}
      rows={(answer) => answer.data}
      rowKey="name"
      name={(user) => user.name}
      columns={useUserColumns()}
      header={{}}
      search={{ value: filter, onSearch: list.setFilter }}
      create={{ onCreate: () => setDialog({ action: 'create' }) }}
      toolbar={
        // Roles and their bindings per environment are managed on their own screen (issue 15 item 2).
        <LinkButton to={routes.roles.href({})} icon={<SafetyCertificateOutlined aria-hidden />}>
          {t('routes.roles')}
        </LinkButton>
      }
      paging={{ list, total: (answer) => answer.total, loading: users.isFetching && users.isPlaceholderData }}
      emptyPage
      table={{ style: NARROW_VALUES }}
      rowActions={{
        // What the user reaches, through which role binding, and the menu it sees (issue 15 item 3).
        first: (user) => (
          <Tooltip title={t('access.open')}>
            <LinkButton
              to={routes.userAccess.href({ user: user.name })}
              size="small"
              icon={<SafetyCertificateOutlined aria-hidden />}
              aria-label={t('access.openNamed', { name: user.name })}
            />
          </Tooltip>
        ),
        beforeDelete: (user) =>
          user.source === 'local' && (
            <RowAction
              tooltip={t('users.actions.resetPassword')}
              label={t('users.actions.resetPasswordNamed', { name: user.name })}
              icon={<KeyOutlined aria-hidden />}
              onClick={() => setDialog({ action: 'reset', user })}
            />
          ),
      }}
      edit={{ onEdit: (user) => setDialog({ action: 'edit', user }) }}
      remove={{ run: (user) => remove.mutateAsync(user.name) }}
    >
      {dialog?.action === 'create' && <NewUserDialog onClose={close} />}
      {dialog?.action === 'edit' && <UpdateUserDialog user={dialog.user} onClose={close} />}
      {dialog?.action === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
    </ResourceList>
  );
}
