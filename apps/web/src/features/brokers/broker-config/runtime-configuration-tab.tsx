import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { literalText } from '../../../shared/lib/literal-text.ts';
import {
  AsyncState,
  ListSearch,
  ResourceTable,
  ResourceValue,
  useUrlListState,
} from '../../../shared/ui/index.ts';
import { useRuntimeConfiguration } from './broker-config.queries.ts';
import { HIDDEN_VALUE, isSecretSetting } from './secret-settings.ts';

const LIST_CONFIG = { sortKeys: [] as string[], pageSizes: [20, 50, 100], defaultSize: 50 };

interface SettingRow {
  name: string;
  value: string;
}

/**
 * Every effective setting of this broker, read-only (Pulsar Manager showed them as raw JSON in a
 * dialog): searchable by name or value, the search in the URL. Credentials are hidden and never
 * searched (secret-settings.ts).
 */
export function RuntimeConfigurationTab({ broker }: { broker: string }) {
  const { t } = useTranslation();
  const runtime = useRuntimeConfiguration(broker);
  const list = useUrlListState(LIST_CONFIG);
  const { filter, page, size } = list.state;
  return (
    <AsyncState query={runtime} errorTitle={t('brokers.runtime.loadFailed', { broker })}>
      {(settings) => {
        const needle = filter.toLowerCase();
        const rows = Object.entries(settings)
          .map(([name, value]) => ({ name, value: isSecretSetting(name) ? HIDDEN_VALUE : value }))
          .filter(
            (row) =>
              !needle || row.name.toLowerCase().includes(needle) || row.value.toLowerCase().includes(needle),
          )
          .sort((a, b) => a.name.localeCompare(b.name));
        return (
          <>
            <Typography.Paragraph type="secondary">
              {t('brokers.runtime.intro', { broker })}
            </Typography.Paragraph>
            <div style={{ marginBottom: 12 }}>
              <ListSearch
                placeholder={t('brokers.runtime.search')}
                value={filter}
                onSearch={list.setFilter}
              />
            </div>
            <ResourceTable<SettingRow>
              rowKey="name"
              rows={rows.slice((page - 1) * size, page * size)}
              list={list}
              total={rows.length}
              emptyText={filter ? t('brokers.runtime.noMatch', { filter }) : t('brokers.runtime.empty')}
              columns={[
                {
                  key: 'name',
                  title: t('brokers.runtime.name'),
                  render: (_, row) => (
                    <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                      {row.name}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'value',
                  title: t('brokers.runtime.value'),
                  render: (_, row) => (
                    <ResourceValue title={row.value}>{literalText(row.value, t) || '—'}</ResourceValue>
                  ),
                },
              ]}
            />
          </>
        );
      }}
    </AsyncState>
  );
}
