import { useTranslation } from 'react-i18next';
import { useNavigate, ConfirmDialog, toast } from '../../shared/ui/index.ts';
import { useDeleteComponent, type ComponentRef } from './components.api.ts';
import { listUrl } from './kinds.ts';
import { useKindText } from './use-kind-text.ts';

/**
 * Issue 17 item 5: delete, confirmed by typing the name (the shared ConfirmDialog's typedName).
 * From the detail page it goes back to the list afterwards.
 */
export function DeleteComponentDialog({
  target,
  leave = false,
  onClose,
}: {
  target: ComponentRef;
  leave?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useKindText(target.kind);
  const navigate = useNavigate();
  const remove = useDeleteComponent(target.kind, target.tenant, target.namespace);
  return (
    <ConfirmDialog
      open
      danger
      title={t('functions.delete.title', { name: target.name })}
      description={t('functions.delete.description', { name: target.name })}
      confirmLabel={t('functions.actions.delete')}
      typedName={target.name}
      onConfirm={async () => {
        await remove.mutateAsync(target.name);
        toast.success(text('deleted', { name: target.name }));
        if (leave) void navigate(listUrl(target.kind, target.tenant, target.namespace));
      }}
      onClose={onClose}
    />
  );
}
