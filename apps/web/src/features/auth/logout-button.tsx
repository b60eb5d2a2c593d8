import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from './auth.queries.ts';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Button
      icon={<LogoutOutlined aria-hidden />}
      // After success the page is reloading; keep the button busy rather than clickable again.
      loading={logout.isPending || logout.isSuccess}
      onClick={() => logout.mutate()}
    >
      {t('common.actions.logout')}
    </Button>
  );
}
