import { Button, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from './console-link.tsx';
import { chosenEnvironmentName } from '../layout/environment-in-address.ts';
import { reportGone } from '../lib/gone-resources.ts';

interface NotFoundStateProps {
  /** What is missing, in words: "Namespace finance/gone". */
  what: string;
  /** The list it would be in, so the user has somewhere to go. */
  backTo: string;
  backLabel: string;
}

/**
 * A detail page for something that does not exist: said once, with no figures and no operations.
 * Showing it tells the visited-page tabs that this address is gone, so its tab closes.
 */
export function NotFoundState({ what, backTo, backLabel }: NotFoundStateProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const environment = chosenEnvironmentName();
  useEffect(() => reportGone({ kind: 'not-found', pathname }), [pathname]);
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {t('ui.notFound.title', { what })}
        </Typography.Title>
      }
      subTitle={
        // Said with the environment: the same address in another environment may well exist.
        environment ? t('ui.notFound.detailInEnvironment', { environment }) : t('ui.notFound.detail')
      }
      extra={
        <Link to={backTo}>
          <Button type="primary">{backLabel}</Button>
        </Link>
      }
    />
  );
}
