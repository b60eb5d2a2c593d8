import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState } from '../../../shared/ui/async-state.tsx';
import { useUrlListState } from '../../../shared/ui/resource-table-state.ts';
import styles from '../../../shared/ui/page.module.css';
import type { RoleSummary } from '../roles.api.ts';
import { useRoleList } from '../roles.queries.ts';
import { DeleteRoleDialog } from './delete-role-dialog.tsx';
import { EditRoleDialog, NewRoleDialog } from './role-dialogs.tsx';
import { RolesTable, type RoleAction } from './roles-table.tsx';
import { ListPageHeader } from '../../../shared/ui/list-page-header.tsx';
import { ListSearch } from '../../../shared/ui/list-search.tsx';

// Only the search goes to the URL: the server answers every matching role at once.
const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [20], defaultSize: 20 };

type Dialog = { action: 'create' } | { action: RoleAction; role: RoleSummary };

/**
 * /roles (super only; issue 15 item 2): roles with their tenant, source and binding count; New,
 * Edit and Delete; each row expands to who holds the role in which environment.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const list = useUrlListState(LIST_CONFIG);
  const { filter } = list.state;
  const roles = useRoleList(filter);
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const close = () => setDialog(undefined);

  return (
    <div className={styles.page}>
      <ListPageHeader title={t('roles.title')} intro={t('roles.intro')} />
      <div className={styles.toolbar}>
        <ListSearch placeholder={t('roles.search')} value={filter} onSearch={list.setFilter} />
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setDialog({ action: 'create' })}
        >
          {t('roles.actions.create')}
        </Button>
      </div>
      <AsyncState
        query={roles}
        errorTitle={t('roles.loadFailed')}
        forbiddenTitle={t('roles.forbidden')}
        isEmpty={(answer) => answer.total === 0 && filter === ''}
        empty={<Empty description={t('roles.empty')} />}
      >
        {(answer) => (
          <RolesTable
            rows={answer.data}
            search={filter}
            onAction={(action, role) => setDialog({ action, role })}
          />
        )}
      </AsyncState>
      {dialog?.action === 'create' && <NewRoleDialog onClose={close} />}
      {dialog?.action === 'edit' && <EditRoleDialog role={dialog.role} onClose={close} />}
      {dialog?.action === 'delete' && <DeleteRoleDialog role={dialog.role} onClose={close} />}
    </div>
  );
}
