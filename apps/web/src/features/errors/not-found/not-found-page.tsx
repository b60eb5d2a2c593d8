import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/ui/index.ts';
import { HOME_PATH } from '../../../shared/auth/index.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 24 }}>{t('errors.notFound.heading')}</h1>}
        subTitle={t('errors.notFound.description')}
        extra={
          <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
            {t('errors.notFound.backHome')}
          </Button>
        }
      />
    </Flex>
  );
}
