import { useState } from 'react';
import { ResourceList, useUrlListState } from '../../../shared/ui/index.ts';
import type { RoleSummary } from '../roles.api.ts';
import { useDeleteRole, useRoleList } from '../roles.queries.ts';
import { DeleteRoleQuestion } from './delete-role-question.tsx';
import { EditRoleDialog, NewRoleDialog } from './role-dialogs.tsx';
import { RoleBindings } from './role-bindings.tsx';
import { isBuiltIn, ROLE_VALUES, useRoleColumns } from './role-columns.tsx';

// Only the search goes to the URL: the server answers every matching role at once.
const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [20], defaultSize: 20 };

type Dialog = { action: 'create' } | { action: 'edit'; role: RoleSummary };

/**
 * /roles (super only; issue 15 item 2): roles with their tenant, source and binding count; New,
 * Edit and Delete; each row expands to who holds the role in which environment.
 */
export function RolesPage() {
  const list = useUrlListState(LIST_CONFIG);
  const { filter } = list.state;
  const remove = useDeleteRole();
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const close = () => setDialog(undefined);

  return (
    <ResourceList
      resource="roles"
      query={useRoleList(filter)}
      rows={(answer) => answer.data}
      rowKey="roleName"
      name={(role) => role.roleName}
      columns={useRoleColumns()}
      header={{}}
      search={{ value: filter, onSearch: list.setFilter }}
      create={{ onCreate: () => setDialog({ action: 'create' }) }}
      emptyPage
      table={{
        style: ROLE_VALUES,
        pageSize: 20,
        expandable: { expandedRowRender: (role) => <RoleBindings role={role} /> },
      }}
      fixed={isBuiltIn}
      edit={{ onEdit: (role) => setDialog({ action: 'edit', role }) }}
      remove={{
        run: (role) => remove.mutateAsync(role.roleName),
        question: (role) => <DeleteRoleQuestion role={role} />,
      }}
    >
      {dialog?.action === 'create' && <NewRoleDialog onClose={close} />}
      {dialog?.action === 'edit' && <EditRoleDialog role={dialog.role} onClose={close} />}
    </ResourceList>
  );
}
