// A row's Edit and Delete as icon buttons with their word in a tooltip and in the accessible name:
// two worded buttons took ~150 px per row and were cut to "Del" when the columns were squeezed.
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/ui/index.ts';

export function EditRowButton({ name, to }: { name: string; to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tooltip title={t('tenants.actions.edit')}>
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('tenants.actions.editNamed', { name })}
        onClick={() => void navigate(to)}
      />
    </Tooltip>
  );
}

export function DeleteRowButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('tenants.actions.delete')}>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('tenants.actions.deleteNamed', { name })}
        onClick={onDelete}
      />
    </Tooltip>
  );
}
