import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { literalText } from '../../../shared/lib/literal-text.ts';
import { ResourceValue } from '../../../shared/ui/index.ts';
import type { DynamicSettingRow } from './dynamic-settings.ts';
import { HIDDEN_VALUE, isSecretSetting } from './secret-settings.ts';

/**
 * A setting's value on this broker; where it departs from the default, the default struck through
 * before it (the diff the `Differs from default` view is for). Credentials are never shown.
 */
export function DynamicValue({ row }: { row: DynamicSettingRow }) {
  const { t } = useTranslation();
  if (isSecretSetting(row.name)) return <>{HIDDEN_VALUE}</>;
  if (row.current === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!row.differs || row.defaultValue === undefined)
    return <ResourceValue title={row.current}>{literalText(row.current, t)}</ResourceValue>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text
        delete
        type="secondary"
        aria-label={t('brokers.dynamic.wasDefault', { value: row.defaultValue })}
      >
        {literalText(row.defaultValue, t)}
      </Typography.Text>{' '}
      → <Typography.Text strong>{literalText(row.current, t)}</Typography.Text>
    </span>
  );
}

/** Pulsar's default of a setting: none known, one that follows the machine, empty (null), or its text. */
export function DefaultValue({ row }: { row: DynamicSettingRow }) {
  const { t } = useTranslation();
  if (row.defaultValue === undefined)
    return (
      <Typography.Text type="secondary">
        {t(row.machineDependent ? 'brokers.dynamic.machineDefault' : 'brokers.dynamic.unknownDefault')}
      </Typography.Text>
    );
  if (row.defaultValue === '')
    return <Typography.Text type="secondary">{t('brokers.dynamic.emptyDefault')}</Typography.Text>;
  return <ResourceValue title={row.defaultValue}>{literalText(row.defaultValue, t)}</ResourceValue>;
}
