import { SaveOutlined } from '@ant-design/icons';
import { Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  DangerZone,
  DetailPage,
  isNotFound,
  pageStyles as styles,
  toast,
  useNavigate,
} from '../../shared/ui/index.ts';
import { Can } from '../../shared/auth/index.ts';
import { FormFailure } from '../../shared/forms/index.ts';
import { BrokerSelect } from './broker-select.tsx';
import { ClusterItemHeader } from './cluster-item-header.tsx';
import { useDeleteFailureDomain, useFailureDomain, useSetFailureDomain } from './failure-domains.queries.ts';
import { routes } from '../../shared/routes/route-table.ts';

/**
 * /management/clusters/:cluster/:failureDomainName/failureDomainName (inventory 1.15): the domain's
 * brokers, changed with Update Failure Domain, and Delete Failure Domain in a danger zone.
 */
export function FailureDomainPage() {
  const { t } = useTranslation();
  const { cluster = '', failureDomainName = '' } = useParams();
  const domain = useFailureDomain(cluster, failureDomainName);

  return (
    <DetailPage
      className={styles.page}
      header={
        <ClusterItemHeader
          title={t('failureDomains.page.title', { name: failureDomainName })}
          cluster={cluster}
        />
      }
      notFound={
        isNotFound(domain.error)
          ? {
              what: t('failureDomains.page.what', { name: failureDomainName }),
              backTo: routes.cluster.href({ cluster }, { tab: 'failureDomains' }),
              backLabel: t('failureDomains.page.back'),
            }
          : undefined
      }
      read={{ query: domain, errorTitle: t('failureDomains.page.loadFailed') }}
      body={
        domain.data && (
          <>
            <BrokersForm cluster={cluster} name={failureDomainName} brokers={domain.data.brokers ?? []} />
            <Can permission="cluster.write">
              <DomainDangerZone cluster={cluster} name={failureDomainName} />
            </Can>
          </>
        )
      }
    />
  );
}

function BrokersForm({ cluster, name, brokers }: { cluster: string; name: string; brokers: string[] }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ brokers: string[] }>();
  const save = useSetFailureDomain(cluster);

  async function update({ brokers: chosen }: { brokers: string[] }) {
    await save.mutateAsync({ name, brokers: chosen });
    toast.success(t('failureDomains.messages.updated'));
  }

  return (
    <section aria-labelledby="failure-domain-brokers">
      <Typography.Title level={2} id="failure-domain-brokers" style={{ fontSize: 18 }}>
        {t('failureDomains.page.brokers')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('failureDomains.page.brokersHint')}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        name="failure-domain"
        initialValues={{ brokers }}
        onFinish={(values) => void update(values).catch(() => undefined)}
        style={{ maxWidth: 640 }}
      >
        <Form.Item name="brokers" label={t('failureDomains.dialog.brokers')}>
          <BrokerSelect cluster={cluster} />
        </Form.Item>
        <Can permission="cluster.write">
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined aria-hidden />}
            loading={save.isPending}
          >
            {t('failureDomains.actions.update')}
          </Button>
        </Can>
      </Form>
      <div aria-live="polite">
        <FormFailure
          title={t('failureDomains.page.updateFailed')}
          error={save.error ?? undefined}
          style={{ marginTop: 12 }}
        />
      </div>
    </section>
  );
}

function DomainDangerZone({ cluster, name }: { cluster: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteFailureDomain(cluster);

  async function confirm() {
    await remove.mutateAsync(name);
    toast.success(t('failureDomains.messages.deleted'));
    await navigate(routes.cluster.href({ cluster }, { tab: 'failureDomains' }));
  }

  return (
    <DangerZone
      title={t('failureDomains.page.dangerZone')}
      actionLabel={t('failureDomains.actions.deleteDomain')}
      dialog={{
        title: t('failureDomains.deleteDialog.title'),
        description: t('failureDomains.deleteDialog.question', { name }),
        confirmLabel: t('failureDomains.actions.delete'),
      }}
      onConfirm={confirm}
    />
  );
}
