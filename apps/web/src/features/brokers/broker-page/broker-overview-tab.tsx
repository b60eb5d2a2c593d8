import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrokerFigures } from '../index.ts';
import { BrokerLoadReport } from './broker-load-report.tsx';
import styles from './broker-page.module.css';

/** The broker's figures (the same as its row of the cluster's BROKERS tab) and its load report. */
export function BrokerOverviewTab({ cluster, broker }: { cluster: string; broker: string }) {
  const { t } = useTranslation();
  return (
    <>
      <BrokerFigures cluster={cluster} broker={broker} />
      <Typography.Title level={2} className={styles.section}>
        {t('brokers.report.title')}
      </Typography.Title>
      <BrokerLoadReport broker={broker} />
    </>
  );
}
