// SCHEMA tab of the topic page: the latest schema, every version with a diff between two, upload
// (after the broker's compatibility verdict) and a confirmed delete.
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Empty, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/auth/can.tsx';
import { userInfoQueryOptions } from '../../../shared/auth/user-info.ts';
import { AsyncState, PageLoading, ForbiddenPage } from '../../../shared/ui/index.ts';
import type { TopicName } from '../topic-name.ts';
import { prettyDefinition } from './schema-format.ts';
import { schemaFailure } from './schema-failure.ts';
import { SchemaHistory, schemaTime } from './schema-history.tsx';
import { SchemaUploadDialog } from './schema-upload-dialog.tsx';
import { useDeleteSchema, useLatestSchema } from './schema.queries.ts';
import styles from './schema.module.css';

export interface TopicSchemaTabProps {
  topic: TopicName;
}

export function TopicSchemaTab({ topic }: TopicSchemaTabProps) {
  const { t } = useTranslation();
  const user = useQuery(userInfoQueryOptions());
  const canRead = useCan('schema.read', topic.tenant);
  const canWrite = useCan('schema.write', topic.tenant);
  const latest = useLatestSchema(topic, canRead);
  const remove = useDeleteSchema(topic);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (user.isPending) return <PageLoading />;
  if (!canRead) return <ForbiddenPage level={2} detail={t('schemas.forbidden', { tenant: topic.tenant })} />;
  const uploadButton = canWrite && (
    <Button type="primary" onClick={() => setUploading(true)}>
      {t('schemas.upload.open')}
    </Button>
  );
  return (
    <AsyncState query={latest} errorTitle={t('schemas.loadFailed')}>
      {(schema) => (
        <div className={styles.tab}>
          {remove.isSuccess && <Alert type="success" showIcon title={t('schemas.delete.done')} />}
          {remove.isError && (
            <Alert
              type="error"
              showIcon
              title={t('schemas.delete.failed')}
              description={schemaFailure(remove.error, t)}
            />
          )}
          {schema === null ? (
            <Empty description={t('schemas.empty')}>{uploadButton}</Empty>
          ) : (
            <>
              <section className={styles.tab} aria-label={t('schemas.latest')}>
                <div className={styles.toolbar}>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {t('schemas.latest')}
                  </Typography.Title>
                  {uploadButton}
                  {canWrite && (
                    <Button danger onClick={() => setConfirming(true)}>
                      {t('schemas.delete.open')}
                    </Button>
                  )}
                </div>
                <Descriptions
                  size="small"
                  bordered
                  column={{ xs: 1, sm: 1, md: 3 }}
                  items={[
                    { key: 'type', label: t('schemas.fields.type'), children: schema.type },
                    { key: 'version', label: t('schemas.fields.version'), children: schema.version },
                    {
                      key: 'time',
                      label: t('schemas.fields.timestamp'),
                      children: schemaTime(schema.timestamp),
                    },
                    ...Object.entries(schema.properties ?? {}).map(([name, value]) => ({
                      key: `property-${name}`,
                      label: t('schemas.fields.property', { name }),
                      children: value,
                    })),
                  ]}
                />
                {schema.data === '' ? (
                  <Typography.Text type="secondary">{t('schemas.noDefinition')}</Typography.Text>
                ) : (
                  <pre
                    className={styles.definition}
                    role="region"
                    aria-label={t('schemas.fields.definition')}
                    tabIndex={0}
                  >
                    {prettyDefinition(schema.data)}
                  </pre>
                )}
              </section>
              <SchemaHistory topic={topic} />
            </>
          )}
          <SchemaUploadDialog topic={topic} open={uploading} onClose={() => setUploading(false)} />
          <Modal
            open={confirming}
            title={t('schemas.delete.title')}
            okText={t('schemas.delete.confirm')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            cancelText={t('schemas.delete.cancel')}
            onCancel={() => setConfirming(false)}
            onOk={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            {t('schemas.delete.question', { topic: topic.topic })}
          </Modal>
        </div>
      )}
    </AsyncState>
  );
}
