// The shared page kit: every screen frames its states, detail pages and confirmations with these.
export { AsyncState, type AsyncStateProps, type NotFoundText } from './async-state.tsx';
export { BeaconMark } from './beacon-mark.tsx';
export { ConfirmButton } from './confirm-button.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
export { ConfirmHost, useConfirm, type Confirm, type ConfirmRequest } from './use-confirm.tsx';
export { DangerZone } from './danger-zone.tsx';
export { DetailPage, useDetailTab, type DetailPageProps, type DetailTab } from './detail-page.tsx';
export { EditDeleteActions, Guarded, type EditDeleteText } from './edit-delete-actions.tsx';
export { ErrorState } from './error-state.tsx';
export { failureReason } from './failure-reason.ts';
export { isNotFound } from './not-found.ts';
export { NotFoundState } from './not-found-state.tsx';
export { PageLoading } from './page-loading.tsx';
export {
  PermissionsEditor,
  type PermissionAction,
  type PermissionsEditorProps,
} from './permissions-editor.tsx';
export {
  ResourceList,
  type ListCreateSpec,
  type ListEditSpec,
  type ListRemoveSpec,
  type ListSearchSpec,
  type ResourceListProps,
} from './resource-list.tsx';
export type { ListResource } from './resource-list-texts.ts';
export {
  ResourceActions,
  ResourceTable,
  ResourceValue,
  RowAction,
  type ResourceColumn,
} from './resource-table.tsx';
export {
  LIST_STATE_NAMES,
  readListState,
  useUrlListState,
  writeListState,
  type ListState,
  type ListStateConfig,
  type UrlListState,
} from './resource-table-state.ts';
