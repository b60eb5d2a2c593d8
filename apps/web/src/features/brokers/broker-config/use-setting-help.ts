import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n/en/index.ts';
import { SETTING_UNITS } from './setting-units.ts';

export interface SettingHelp {
  /** What the setting controls, in the reader's language. */
  text: string;
  /** What its number counts, named in the reader's language; none for a flag, a name or a list. */
  unit?: string;
}

/**
 * The help of a dynamic setting by its name (issue 31 item 7). A name Beacon has no text for, one a
 * newer broker adds, has none: the editor then shows the setting without help, never a bare key.
 */
export function useSettingHelp(): (name: string) => SettingHelp | undefined {
  const { t, i18n } = useTranslation();
  return (name) => {
    const key = `brokerSettingHelp.settings.${name}`;
    // Checked as a string too: a name such as `toString` would otherwise resolve to a method.
    const text: unknown = i18n.exists(key) ? t(key as TranslationKey) : undefined;
    if (typeof text !== 'string' || text === '') return undefined;
    const unit = SETTING_UNITS.get(name);
    return unit ? { text, unit: t(`brokerSettingHelp.units.${unit}`) } : { text };
  };
}
