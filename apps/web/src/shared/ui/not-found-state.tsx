import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface NotFoundStateProps {
  /** What is missing, in words: "Namespace finance/gone". */
  what: string;
  /** The list it would be in, so the user has somewhere to go. */
  backTo: string;
  backLabel: string;
}

/** A detail page for something that does not exist: said once, with no figures and no operations. */
export function NotFoundState({ what, backTo, backLabel }: NotFoundStateProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('ui.notFound.title', { what })}
        </Typography.Title>
      }
      subTitle={t('ui.notFound.detail')}
      extra={
        <Link to={backTo}>
          <Button type="primary">{backLabel}</Button>
        </Link>
      }
    />
  );
}
