// The browsable API page (issue 19 item 4, super users): every operation of the console's OpenAPI
// document with its parameters, request body and answers, rendered here (no external viewer or CDN).
import type { OpenApiDocument } from './api-docs.api.ts';
import { Collapse, Input, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncState, ListPageHeader } from '../../shared/ui/index.ts';
import {
  type ListedOperation,
  type SchemaObject,
  listOperations,
  useOpenApiDocument,
} from './api-docs.api.ts';
import styles from './api-docs-page.module.css';
import { documentPath } from '../../shared/lib/base-path.ts';

// The theme's status colours (app/accessible-theme.ts), not antd's preset green/orange, whose tag
// text is under 4.5:1 on its own background.
const METHOD_COLOURS: Record<string, string> = {
  get: 'processing',
  put: 'warning',
  post: 'success',
  patch: 'purple',
  delete: 'error',
};

function SchemaView({ schema }: { schema: SchemaObject | undefined }) {
  const { t } = useTranslation();
  if (!schema) return <Typography.Text type="secondary">{t('apiDocs.noSchema')}</Typography.Text>;
  return <pre className={styles.schema}>{JSON.stringify(schema, null, 2)}</pre>;
}

function OperationDetails({ operation }: { operation: ListedOperation['operation'] }) {
  const { t } = useTranslation();
  const parameters = operation.parameters ?? [];
  const body = Object.entries(operation.requestBody?.content ?? {});
  const responses = Object.entries(operation.responses ?? {});
  return (
    <div>
      {operation.description && <Typography.Paragraph>{operation.description}</Typography.Paragraph>}
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('apiDocs.parameters')}
      </Typography.Title>
      {parameters.length === 0 ? (
        <Typography.Text type="secondary">{t('apiDocs.noParameters')}</Typography.Text>
      ) : (
        <Table
          size="small"
          pagination={false}
          rowKey={(parameter) => `${parameter.in}:${parameter.name}`}
          dataSource={parameters}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('apiDocs.name'), dataIndex: 'name', render: (name: string) => <code>{name}</code> },
            { title: t('apiDocs.in'), dataIndex: 'in' },
            {
              title: t('apiDocs.required'),
              dataIndex: 'required',
              render: (required?: boolean) => (required ? t('apiDocs.yes') : t('apiDocs.no')),
            },
            {
              title: t('apiDocs.type'),
              key: 'type',
              render: (_: unknown, parameter) => <code>{JSON.stringify(parameter.schema ?? {})}</code>,
            },
          ]}
        />
      )}
      {body.length > 0 && (
        <div className={styles.section}>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {t('apiDocs.requestBody')}
          </Typography.Title>
          {body.map(([mediaType, content]) => (
            <div key={mediaType}>
              <Typography.Text code>{mediaType}</Typography.Text>
              <SchemaView schema={content.schema} />
            </div>
          ))}
        </div>
      )}
      <div className={styles.section}>
        <Typography.Title level={3} style={{ fontSize: 15 }}>
          {t('apiDocs.responses')}
        </Typography.Title>
        {responses.map(([status, response]) => (
          <div key={status} className={styles.section}>
            <Space wrap>
              <Tag>{status}</Tag>
              <Typography.Text>{response.description}</Typography.Text>
            </Space>
            {Object.entries(response.content ?? {}).map(([mediaType, content]) => (
              <SchemaView key={mediaType} schema={content.schema} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function OperationList({ document }: { document: OpenApiDocument }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const operations = useMemo(() => listOperations(document), [document]);
  const shown = operations.filter(({ path, method }) =>
    `${method} ${path}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  return (
    <>
      <Input.Search
        allowClear
        aria-label={t('apiDocs.filter')}
        placeholder={t('apiDocs.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      <Typography.Paragraph type="secondary">
        {t('apiDocs.count', { count: shown.length, total: operations.length })}
      </Typography.Paragraph>
      <Collapse
        items={shown.map(({ method, path, operation }) => ({
          key: `${method} ${path}`,
          label: (
            <Space wrap>
              <Tag className={styles.method} color={METHOD_COLOURS[method] ?? 'default'}>
                {method.toUpperCase()}
              </Tag>
              <span className={styles.path}>{path}</span>
              {operation.summary && <Typography.Text type="secondary">{operation.summary}</Typography.Text>}
            </Space>
          ),
          children: <OperationDetails operation={operation} />,
        }))}
      />
    </>
  );
}

export function ApiDocsPage() {
  const { t } = useTranslation();
  const document = useOpenApiDocument();
  return (
    <div>
      <ListPageHeader
        title={t('apiDocs.title')}
        intro={
          <>
            {t('apiDocs.intro')}{' '}
            <a href={documentPath('/pulsar-manager/openapi.json')} target="_blank" rel="noopener noreferrer">
              /pulsar-manager/openapi.json
            </a>
          </>
        }
      />
      <AsyncState
        query={document}
        errorTitle={t('apiDocs.loadFailed')}
        isEmpty={(data) => Object.keys(data.paths).length === 0}
      >
        {(data) => <OperationList document={data} />}
      </AsyncState>
    </div>
  );
}
