import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DynamicSettingRow } from './dynamic-settings.ts';
import { SettingHelpTip } from './setting-help-tip.tsx';
import { useSettingHelp } from './use-setting-help.ts';

const SMALL = { fontSize: 12 } as const;

/**
 * The line under a setting's name in the table: its type; its unit and help where Beacon has them
 * (a setting a newer broker adds has neither); whether its value differs from the default. The line
 * wraps, so a narrow screen gets a second line rather than a clipped one.
 */
export function SettingFacts({ row }: { row: DynamicSettingRow }) {
  const { t } = useTranslation();
  const help = useSettingHelp()(row.name);
  return (
    <Space size={4} wrap>
      <Typography.Text type="secondary" style={SMALL}>
        {t(`brokers.dynamic.kinds.${row.kind}`)}
      </Typography.Text>
      {help?.unit && (
        <Typography.Text type="secondary" style={SMALL}>
          · {help.unit}
        </Typography.Text>
      )}
      {help && <SettingHelpTip help={help} />}
      {row.differs && <Tag color="warning">{t('brokers.dynamic.differs')}</Tag>}
    </Space>
  );
}
