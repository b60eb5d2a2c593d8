import type { Permission } from '@beacon/contracts';
import { Space } from 'antd';
import type { TFunction } from 'i18next';
import { Can } from '../../../shared/auth/index.ts';
import type { ResourceColumn } from '../../../shared/ui/resource-table.tsx';
import { DeleteRowButton, EditRowButton } from './row-actions.tsx';

export interface EditDeleteSpec<Row> {
  /** The row's name, in the buttons' accessible names. */
  name: (row: Row) => string;
  /** Where Edit leads. */
  editPath: (row: Row) => string;
  /** Delete shows only to whoever the server lets do this, in the row's tenant. */
  deletePermission: Permission;
  tenant: (row: Row) => string;
  onDelete: (name: string) => void;
}

/** A catalogue table's last column: Edit for everyone who can see the row, Delete where allowed. */
export function editDeleteColumn<Row>(t: TFunction, spec: EditDeleteSpec<Row>): ResourceColumn<Row> {
  return {
    key: 'actions',
    title: t('tenants.columns.actions'),
    render: (_, row) => (
      <Space size={4}>
        <EditRowButton name={spec.name(row)} to={spec.editPath(row)} />
        <Can permission={spec.deletePermission} tenant={spec.tenant(row)}>
          <DeleteRowButton name={spec.name(row)} onDelete={() => spec.onDelete(spec.name(row))} />
        </Can>
      </Space>
    ),
  };
}
