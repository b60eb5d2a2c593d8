import { useTranslation } from 'react-i18next';
import { useNavigate, toast, useConfirm } from '../../shared/ui/index.ts';
import { useDeleteComponent } from './components.api.ts';
import { listUrl, type ComponentKind } from './kinds.ts';
import { useKindText } from './use-kind-text.ts';

/**
 * Issue 17 item 5: delete a function, source or sink of `tenant/namespace`, asked in the console's
 * one ConfirmHost and confirmed by typing its name. With `leave` (from its own page), back to the
 * list afterwards.
 */
export function useAskToDelete(
  kind: ComponentKind,
  tenant: string,
  namespace: string,
  { leave = false }: { leave?: boolean } = {},
): (name: string) => void {
  const { t } = useTranslation();
  const text = useKindText(kind);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const remove = useDeleteComponent(kind, tenant, namespace);
  return (name) =>
    void confirm({
      danger: true,
      title: t('functions.delete.title', { name }),
      description: t('functions.delete.description', { name }),
      confirmLabel: t('functions.actions.delete'),
      typedName: name,
      onConfirm: async () => {
        await remove.mutateAsync(name);
        toast.success(text('deleted', { name }));
        if (leave) void navigate(listUrl(kind, tenant, namespace));
      },
    });
}
