import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/index.ts';
import { clusterFormSchema } from './cluster-form.ts';

const PLACEHOLDERS = {
  serviceUrl: 'http://pulsar.example.com:8080',
  serviceUrlTls: 'https://pulsar.example.com:8443',
  brokerServiceUrl: 'pulsar://pulsar.example.com:6650',
  brokerServiceUrlTls: 'pulsar+ssl://pulsar.example.com:6651',
} as const;

/** The four service URLs of a cluster, in the create dialog and in CONFIG. */
export function ClusterUrlFields() {
  const { t } = useTranslation();
  const rules = useZodRules(clusterFormSchema);
  return (
    <>
      {(Object.keys(PLACEHOLDERS) as (keyof typeof PLACEHOLDERS)[]).map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={t(`clusters.fields.${field}`)}
          rules={rules(field)}
          // The HTTPS URL can make the HTTP one unnecessary: check both again on each change.
          dependencies={field === 'serviceUrlTls' ? ['serviceUrl'] : undefined}
        >
          <Input placeholder={PLACEHOLDERS[field]} inputMode="url" autoComplete="off" />
        </Form.Item>
      ))}
    </>
  );
}
