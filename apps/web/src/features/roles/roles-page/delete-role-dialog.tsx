import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { toast } from '../../../shared/ui/toast-store.ts';
import type { RoleSummary } from '../roles.api.ts';
import { useDeleteRole, useRoleBindings } from '../roles.queries.ts';

/**
 * Delete a role, saying how many users lose it: distinct users, since one user may hold the role in
 * several environments (the row's count is of bindings).
 */
export function DeleteRoleDialog({ role, onClose }: { role: RoleSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteRole();
  const bindings = useRoleBindings({ role: role.roleName });
  const users = bindings.data && new Set(bindings.data.data.map((binding) => binding.userName)).size;
  let description: string;
  if (role.bindings === 0 || users === 0) description = t('roles.deleteDialog.unbound');
  else if (users === undefined) description = t('roles.deleteDialog.counting');
  else description = t('roles.deleteDialog.description', { count: users });
  return (
    <ConfirmDialog
      open
      danger
      title={t('roles.deleteDialog.title', { name: role.roleName })}
      description={description}
      confirmLabel={t('roles.actions.delete')}
      onConfirm={async () => {
        await remove.mutateAsync(role.roleName);
        toast.success(t('roles.deleteDialog.deleted'));
      }}
      onClose={onClose}
    />
  );
}
