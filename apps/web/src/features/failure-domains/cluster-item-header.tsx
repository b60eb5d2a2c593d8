import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStyles as styles } from '../../shared/ui/index.ts';

/** The head of a page for one thing of a cluster (a failure domain, an isolation policy). */
export function ClusterItemHeader({ title, cluster }: { title: ReactNode; cluster: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography.Title level={1} className={styles.title}>
        {title}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'cluster', label: t('failureDomains.page.cluster'), children: cluster }]}
      />
    </div>
  );
}
