import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Permission } from '@beacon/contracts';
import type { ReactNode } from 'react';
import { Can } from '../auth/can.tsx';
import { ResourceActions, RowAction } from './resource-table.tsx';

export interface EditDeleteText {
  /** The verbs, shown as tooltips ("Edit", "Delete"). */
  edit: string;
  delete: string;
  /** The accessible names, each naming the row ("Edit zone-a"). */
  editNamed: string;
  deleteNamed: string;
}

interface EditDeleteActionsProps {
  text: EditDeleteText;
  /** Not given: the row has no Edit (or no Delete). */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** Who may delete; `editPermission` too when editing happens in place (not on a page that checks). */
  deletePermission?: Permission | undefined;
  editPermission?: Permission | undefined;
  /** The tenant the permissions are checked in, for tenant-scoped ones. */
  tenant?: string | undefined;
  /** More actions of the row: `first` before Edit, `beforeDelete` between Edit and Delete. */
  first?: ReactNode;
  beforeDelete?: ReactNode;
}

/** `children` for whom `permission` allows; for everyone when there is none. */
export function Guarded({
  permission,
  tenant,
  children,
}: {
  permission?: Permission | undefined;
  tenant?: string | undefined;
  children: ReactNode;
}) {
  return permission ? (
    <Can permission={permission} tenant={tenant}>
      {children}
    </Can>
  ) : (
    children
  );
}

/** A row's Edit and Delete, the one pair every resource list offers, with the row's other actions. */
export function EditDeleteActions({
  text,
  onEdit,
  onDelete,
  deletePermission,
  editPermission,
  tenant,
  first,
  beforeDelete,
}: EditDeleteActionsProps) {
  return (
    <ResourceActions>
      {first}
      {onEdit && (
        <Guarded permission={editPermission} tenant={tenant}>
          <RowAction
            tooltip={text.edit}
            label={text.editNamed}
            icon={<EditOutlined aria-hidden />}
            onClick={onEdit}
          />
        </Guarded>
      )}
      {beforeDelete}
      {onDelete && (
        <Guarded permission={deletePermission} tenant={tenant}>
          <RowAction
            danger
            tooltip={text.delete}
            label={text.deleteNamed}
            icon={<DeleteOutlined aria-hidden />}
            onClick={onDelete}
          />
        </Guarded>
      )}
    </ResourceActions>
  );
}
