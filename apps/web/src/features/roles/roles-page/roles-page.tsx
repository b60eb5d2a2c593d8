import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Typography } from 'antd';
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
      <div className={styles.header}>
        <div>
          <Typography.Title level={1} className={styles.title}>
            {t('roles.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className={styles.intro}>
            {t('roles.intro')}
          </Typography.Paragraph>
        </div>
      </div>
      <div className={styles.toolbar}>
        {/* Keyed by the URL's search so Back and links put their own text in the box. */}
        <Input.Search
          key={filter}
          aria-label={t('roles.search')}
          placeholder={t('roles.search')}
          defaultValue={filter}
          allowClear
          enterButton
          onSearch={(text) => list.setFilter(text)}
          style={{ maxWidth: 360 }}
        />
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
