// The Prometheus and Grafana pages (the spec's root children): the configured page framed when the
// target allows it, otherwise a link and why; a clear message when nothing is configured.
import { ExportOutlined } from '@ant-design/icons';
import type { MonitoringTarget, MonitoringTool } from '@beacon/contracts';
import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AsyncState, ListPageHeader } from '../../shared/ui/index.ts';
import { useMonitoringLinks } from './monitoring.api.ts';
import styles from './monitoring-page.module.css';

const VARIABLE: Record<MonitoringTool, string> = {
  prometheus: 'BEACON_PROMETHEUS_URL',
  grafana: 'BEACON_GRAFANA_URL',
};
const NAME: Record<MonitoringTool, string> = { prometheus: 'Prometheus', grafana: 'Grafana' };

function OpenLink({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Button href={url} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined aria-hidden />}>
      {t('monitoring.openInNewTab')}
    </Button>
  );
}

function TargetView({ tool, target }: { tool: MonitoringTool; target: MonitoringTarget }) {
  const { t } = useTranslation();
  const name = NAME[tool];
  if (target.embeddable) {
    return (
      <>
        <div className={styles.actions}>
          <OpenLink url={target.url} />
        </div>
        <iframe
          className={styles.frame}
          src={target.url}
          title={t('monitoring.frameTitle', { name })}
          referrerPolicy="no-referrer"
        />
      </>
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t('monitoring.notEmbeddable', { name })}
      description={
        <>
          <Typography.Paragraph>
            {t(`monitoring.refusal.${target.refusal ?? 'unreachable'}`, { name })}
          </Typography.Paragraph>
          {target.detail && (
            <Typography.Paragraph>
              <Typography.Text code className={styles.url}>
                {target.detail}
              </Typography.Text>
            </Typography.Paragraph>
          )}
          <OpenLink url={target.url} />
        </>
      }
    />
  );
}

export function MonitoringPage({ tool }: { tool: MonitoringTool }) {
  const { t } = useTranslation();
  const links = useMonitoringLinks();
  const name = NAME[tool];
  return (
    <div>
      <ListPageHeader
        title={name}
        intro={
          links.data?.[tool] ? (
            <span className={styles.url}>{t('monitoring.intro', { name, url: links.data[tool].url })}</span>
          ) : (
            t('monitoring.introUnset', { name })
          )
        }
      />
      <AsyncState query={links} errorTitle={t('monitoring.loadFailed', { name })}>
        {(data) => {
          const target = data[tool];
          if (!target) {
            return (
              <Alert
                type="info"
                showIcon
                title={t('monitoring.unset', { name })}
                description={t('monitoring.unsetHow', { variable: VARIABLE[tool], name })}
              />
            );
          }
          return <TargetView tool={tool} target={target} />;
        }}
      </AsyncState>
    </div>
  );
}

export function PrometheusPage() {
  return <MonitoringPage tool="prometheus" />;
}

export function GrafanaPage() {
  return <MonitoringPage tool="grafana" />;
}
