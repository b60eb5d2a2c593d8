import { PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '../../../shared/ui/async-state.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { LinkButton } from '../../../shared/ui/link-button.tsx';
import { useUrlListState } from '../../../shared/ui/resource-table-state.ts';
import { toast } from '../../../shared/ui/toast-store.ts';
import styles from '../../../shared/ui/page.module.css';
import type { UserSummary } from '../users.api.ts';
import { useDeleteUser, useUserList } from '../users.queries.ts';
import { NewUserDialog, UpdateUserDialog } from './user-dialogs.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { UsersTable, type UserAction } from './users-table.tsx';
import { ListPageHeader } from '../../../shared/ui/list-page-header.tsx';
import { ListSearch } from '../../../shared/ui/list-search.tsx';
import { routes } from '../../../shared/routes/route-table.ts';

// Pulsar Manager paged its users by 10 (inventory 1.22).
const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [10, 20, 50, 100], defaultSize: 10 };

type Dialog = { action: 'create' } | { action: UserAction; user: UserSummary };

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
    <div className={styles.page}>
      <ListPageHeader title={t('users.title')} intro={t('users.intro')} />
      <div className={styles.toolbar}>
        <ListSearch placeholder={t('users.search')} value={filter} onSearch={list.setFilter} />
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setDialog({ action: 'create' })}
        >
          {t('users.actions.create')}
        </Button>
        {/* Roles and their bindings per environment are managed on their own screen (issue 15 item 2). */}
        <LinkButton to={routes.roles.href({})} icon={<SafetyCertificateOutlined aria-hidden />}>
          {t('routes.roles')}
        </LinkButton>
      </div>
      <AsyncState
        query={users}
        errorTitle={t('users.loadFailed')}
        forbiddenTitle={t('users.forbidden')}
        isEmpty={(answer) => answer.total === 0 && filter === ''}
        empty={<Empty description={t('users.empty')} />}
      >
        {(answer) => (
          <UsersTable
            rows={answer.data}
            total={answer.total}
            loading={users.isFetching && users.isPlaceholderData}
            list={list}
            onAction={(action, user) => setDialog({ action, user })}
          />
        )}
      </AsyncState>
      {dialog?.action === 'create' && <NewUserDialog onClose={close} />}
      {dialog?.action === 'edit' && <UpdateUserDialog user={dialog.user} onClose={close} />}
      {dialog?.action === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={close} />}
      {dialog?.action === 'delete' && (
        <ConfirmDialog
          open
          danger
          title={t('users.deleteDialog.title', { name: dialog.user.name })}
          description={t('users.deleteDialog.description', { name: dialog.user.name })}
          confirmLabel={t('users.actions.delete')}
          onConfirm={async () => {
            await remove.mutateAsync(dialog.user.name);
            toast.success(t('users.deleteDialog.deleted'));
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
