import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime, AsyncState, ResourceTable } from '../../../shared/ui/index.ts';
import type { TopicName } from '../topic-name.ts';
import type { BrokerSchema } from '@beacon/pulsar-admin';
import { SchemaDiff } from './schema-diff.tsx';
import { useSchemaVersions } from './schema.queries.ts';
import styles from './schema.module.css';

/** The console's one date-time format, the ISO value on hover. */
export const schemaTime = (timestamp: number) => <DateTime value={timestamp} />;

/** Every version of the topic's schema, newest first, and a diff between any two of them. */
export function SchemaHistory({ topic }: { topic: TopicName }) {
  const { t } = useTranslation();
  const versions = useSchemaVersions(topic);
  return (
    <AsyncState query={versions} errorTitle={t('schemas.history.loadFailed')}>
      {(list) => <SchemaVersions list={list} />}
    </AsyncState>
  );
}

function SchemaVersions({ list }: { list: BrokerSchema[] }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<number>();
  const [to, setTo] = useState<number>();
  // By default: the latest against the one before it.
  const after = list.find((entry) => entry.version === to) ?? list[0];
  const before = list.find((entry) => entry.version === from) ?? list[1];
  const options = list.map((entry) => ({
    value: entry.version,
    label: t('schemas.versionN', { version: entry.version }),
  }));

  return (
    <section className={styles.tab} aria-label={t('schemas.history.title')}>
      <Typography.Title level={5}>{t('schemas.history.title')}</Typography.Title>
      <ResourceTable
        rowKey="version"
        rows={list}
        emptyText={t('schemas.history.empty')}
        columns={[
          { key: 'version', title: t('schemas.fields.version'), dataIndex: 'version', numeric: true },
          { key: 'type', title: t('schemas.fields.type'), dataIndex: 'type' },
          {
            key: 'timestamp',
            title: t('schemas.fields.timestamp'),
            dataIndex: 'timestamp',
            render: schemaTime,
          },
        ]}
      />
      {list.length >= 2 && before && after && (
        <>
          <div className={styles.toolbar}>
            <Select
              aria-label={t('schemas.diff.from')}
              value={before.version}
              onChange={setFrom}
              options={options}
              style={{ minWidth: 140 }}
            />
            <Select
              aria-label={t('schemas.diff.to')}
              value={after.version}
              onChange={setTo}
              options={options}
              style={{ minWidth: 140 }}
            />
          </div>
          <SchemaDiff before={before} after={after} />
        </>
      )}
    </section>
  );
}
