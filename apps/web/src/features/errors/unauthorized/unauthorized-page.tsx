import { Button, Flex, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Link, useNavigate } from '../../../shared/ui/index.ts';
import { HOME_PATH } from '../../../shared/auth/index.ts';

/**
 * /401 (spec 2, Pulsar Manager's 1.25): no access. "Return" goes back, or home when the guard
 * sent the user here (`noGoBack`), since going back would lead to the same refusal.
 */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const noGoBack = searchParams.has('noGoBack');

  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="403"
        title={<h1 style={{ margin: 0, fontSize: 28 }}>{t('errors.unauthorized.heading')}</h1>}
        subTitle={
          <>
            <p style={{ margin: '0 0 8px' }}>{t('errors.unauthorized.description')}</p>
            <p style={{ margin: 0 }}>
              {t('errors.unauthorized.orVisit')}{' '}
              {/* Underlined: inside a sentence a link must not differ by colour alone (WCAG 1.4.1). */}
              <Link to={HOME_PATH} style={{ textDecoration: 'underline' }}>
                {t('errors.unauthorized.goHome')}
              </Link>
            </p>
          </>
        }
        extra={
          <Space>
            <Button type="primary" onClick={() => void (noGoBack ? navigate(HOME_PATH) : navigate(-1))}>
              {t('errors.unauthorized.back')}
            </Button>
          </Space>
        }
      />
    </Flex>
  );
}
