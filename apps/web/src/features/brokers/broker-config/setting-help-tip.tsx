import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingHelp } from './use-setting-help.ts';

/**
 * A setting's help in the table, behind an icon: 154 rows each with two sentences inline would push
 * the values apart and the page several screens longer. The icon is focusable and the tooltip opens
 * on focus as on hover (a tap on a phone focuses it); the text is also the icon's accessible name,
 * as the console's other help icons do, so a screen reader reads it without opening anything.
 */
export function SettingHelpTip({ help }: { help: SettingHelp }) {
  const { t } = useTranslation();
  // Our own id: under test antd gives every tooltip the same one (see RowAction).
  const tooltipId = useId();
  const unitLine = help.unit ? t('brokerSettingHelp.unitLine', { unit: help.unit }) : undefined;
  return (
    <Tooltip
      id={tooltipId}
      trigger={['hover', 'focus']}
      title={
        <>
          {help.text}
          {unitLine && <div>{unitLine}</div>}
        </>
      }
    >
      <QuestionCircleOutlined tabIndex={0} aria-label={unitLine ? `${help.text} ${unitLine}` : help.text} />
    </Tooltip>
  );
}
