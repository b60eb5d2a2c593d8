export { issueMessage, type IssueParams } from './issue-message.ts';
export { fieldProblem, useZodRules, type FieldPath } from './zod-rules.ts';
export { useFormDirty, comparable } from './use-form-dirty.ts';
export { useUnsavedChangesGuard, type UnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';
export { LeaveConfirm } from './leave-confirm.tsx';
export { discardChanges, hasUnsavedChanges, setHiddenPages, subscribeToDiscards } from './dirty-forms.ts';
export { FormFailure, RefusalNotice, type FormFailureProps } from './form-failure.tsx';
export { CreateDialog } from './create-dialog.tsx';
