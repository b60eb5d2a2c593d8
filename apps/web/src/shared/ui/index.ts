// The shared page kit, and the only way into it from app/ and features/ (lint: beacon/ui-kit-index):
// every screen frames its lists, states, detail pages and confirmations with these.
export { AsyncState, type AsyncStateProps, type NotFoundText } from './async-state.tsx';
export { AutoRefreshSelect, REFRESH_CHOICES, REFRESH_INTERVAL_KEY } from './auto-refresh-select.tsx';
export { BeaconMark } from './beacon-mark.tsx';
export { BreakableName, WithBreakableName, nameParts } from './breakable-name.tsx';
export { ConfirmButton } from './confirm-button.tsx';
// No ConfirmDialog here: the one ConfirmHost shows it; a screen asks with useConfirm (decision 0065).
export {
  ConfirmHost,
  useConfirm,
  useLiveConfirm,
  type Confirm,
  type ConfirmRequest,
} from './use-confirm.tsx';
export { Link, Navigate, useNavigate } from './console-link.tsx';
export { DangerZone } from './danger-zone.tsx';
export { DateTime, type DateTimeProps } from './date-time.tsx';
export { DetailPage, useDetailTab, type DetailPageProps, type DetailTab } from './detail-page.tsx';
export { EditDeleteActions, Guarded, type EditDeleteText } from './edit-delete-actions.tsx';
export { ErrorState } from './error-state.tsx';
export { failureReason } from './failure-reason.ts';
export { ForbiddenPage, type ForbiddenPageProps } from './forbidden-page.tsx';
export { LinkButton } from './link-button.tsx';
export { ListPageHeader } from './list-page-header.tsx';
export { ListSearch } from './list-search.tsx';
export { isNotFound } from './not-found.ts';
export { NotFoundState } from './not-found-state.tsx';
export { PageLoading } from './page-loading.tsx';
/** The layout rules every screen composes (page column, header, toolbar). */
export { default as pageStyles } from './page.module.css';
export {
  PermissionsEditor,
  type PermissionAction,
  type PermissionsEditorProps,
} from './permissions-editor.tsx';
export {
  PropertiesEditor,
  propertyKeySchema,
  type PropertiesEditorProps,
  type PropertiesQuery,
} from './properties-editor.tsx';
export { PulsarValueLabel, type PulsarVocabulary } from './pulsar-value-label.tsx';
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
export { returnFocus, useReturnFocus } from './return-focus.ts';
export { clearToasts, toast, type ToastKind } from './toast-store.ts';
export { ToastViewport } from './toast-viewport.tsx';
export { VirtualTable, type VirtualColumn, type VirtualTableProps } from './virtual-table.tsx';
