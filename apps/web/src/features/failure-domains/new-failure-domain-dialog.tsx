import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CreateDialog, useZodRules } from '../../shared/forms/index.ts';
import { BrokerSelect } from './broker-select.tsx';
import { failureDomainSchema, type FailureDomainValues } from './failure-domain-schema.ts';
import { useFailureDomains, useSetFailureDomain } from './failure-domains.queries.ts';

const INITIAL_VALUES: FailureDomainValues = { name: '', brokers: [] };

/**
 * New Failure Domain (inventory 1.14): a name and brokers of the cluster → POST
 * `…/failureDomains/{name}`. A broker another domain holds is refused by Pulsar (409), whose reason
 * the dialog shows.
 */
export function NewFailureDomainDialog({ cluster, onClose }: { cluster: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FailureDomainValues>();
  const save = useSetFailureDomain(cluster);
  const domains = useFailureDomains(cluster);
  const rules = useZodRules(failureDomainSchema(domains.data?.map((domain) => domain.name)));

  return (
    <CreateDialog
      title={t('failureDomains.dialog.title')}
      okText={t('failureDomains.actions.create')}
      name="new-failure-domain"
      form={form}
      initialValues={INITIAL_VALUES}
      create={{
        ...save,
        mutateAsync: ({ name, brokers }: FailureDomainValues) =>
          save.mutateAsync({ name: name.trim(), brokers }),
      }}
      createdText={t('failureDomains.messages.created')}
      failed={t('failureDomains.dialog.createFailed')}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('failureDomains.dialog.name')} rules={rules('name')}>
        <Input placeholder={t('failureDomains.dialog.namePlaceholder')} autoFocus />
      </Form.Item>
      <Form.Item name="brokers" label={t('failureDomains.dialog.brokers')}>
        <BrokerSelect cluster={cluster} />
      </Form.Item>
    </CreateDialog>
  );
}
