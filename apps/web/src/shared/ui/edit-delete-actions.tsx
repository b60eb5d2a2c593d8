import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Can } from '../auth/can.tsx';
import type { Permission } from '@beacon/contracts';
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
  onEdit: () => void;
  onDelete: () => void;
  /** Who may delete; `editPermission` too when editing happens in place (not on a page that checks). */
  deletePermission: Permission;
  editPermission?: Permission;
}

/** A row's Edit and Delete, the one pair every resource list offers. */
export function EditDeleteActions({
  text,
  onEdit,
  onDelete,
  deletePermission,
  editPermission,
}: EditDeleteActionsProps) {
  const edit = (
    <RowAction
      tooltip={text.edit}
      label={text.editNamed}
      icon={<EditOutlined aria-hidden />}
      onClick={onEdit}
    />
  );
  return (
    <ResourceActions>
      {editPermission ? <Can permission={editPermission}>{edit}</Can> : edit}
      <Can permission={deletePermission}>
        <RowAction
          danger
          tooltip={text.delete}
          label={text.deleteNamed}
          icon={<DeleteOutlined aria-hidden />}
          onClick={onDelete}
        />
      </Can>
    </ResourceActions>
  );
}
