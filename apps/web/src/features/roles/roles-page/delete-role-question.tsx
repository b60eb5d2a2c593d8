import { useTranslation } from 'react-i18next';
import type { RoleSummary } from '../roles.api.ts';
import { useRoleBindings } from '../roles.queries.ts';

/**
 * What deleting a role does, saying how many users lose it: distinct users, since one user may hold
 * the role in several environments (the row's count is of bindings). Counted while the question shows.
 */
export function DeleteRoleQuestion({ role }: { role: RoleSummary }) {
  const { t } = useTranslation();
  const bindings = useRoleBindings({ role: role.roleName });
  const users = bindings.data && new Set(bindings.data.data.map((binding) => binding.userName)).size;
  if (role.bindings === 0 || users === 0) return t('roles.deleteDialog.question');
  if (users === undefined) return t('roles.deleteDialog.counting');
  return t('roles.deleteDialog.description', { count: users });
}
