import { DYNAMIC_BROKER_SETTINGS } from '@beacon/pulsar-admin/broker-configuration';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../shared/i18n/en/index.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { zh } from '../../../shared/i18n/zh/index.ts';
import { SETTING_UNITS } from './setting-units.ts';
import { useSettingHelp } from './use-setting-help.ts';

const english: Readonly<Record<string, string>> = en.brokerSettingHelp.settings;
const chinese: Readonly<Record<string, string>> = zh.brokerSettingHelp.settings;
const names = DYNAMIC_BROKER_SETTINGS.map((setting) => setting.name);
const CJK = /[\u4e00-\u9fff]/;

describe('the help texts of the dynamic broker settings', () => {
  it('explain every dynamic setting of Pulsar 4.0.7 in English and in Chinese', () => {
    expect(names).toHaveLength(154);
    for (const name of names) {
      expect(english[name], `${name} in English`).toMatch(/\S/);
      expect(chinese[name], `${name} in Chinese`).toMatch(CJK);
      expect(chinese[name], `${name} translated`).not.toBe(english[name]);
    }
  });

  it('explain no name the broker does not have, so a renamed setting is noticed', () => {
    expect(Object.keys(english).sort()).toEqual([...names].sort());
  });

  it('are whole sentences, the Chinese with full-width punctuation', () => {
    for (const name of names) {
      expect(english[name], name).toMatch(/\.$/);
      expect(chinese[name], name).toMatch(/。$/);
      expect(chinese[name], name).not.toMatch(/[,;()]|[\u4e00-\u9fff][:.]/);
    }
  });

  it('give units only to dynamic settings, and only to numbers', () => {
    const numeric = new Set(['int', 'Integer', 'long', 'Long', 'double', 'Double']);
    for (const [name] of SETTING_UNITS) {
      const setting = DYNAMIC_BROKER_SETTINGS.find((candidate) => candidate.name === name);
      expect(numeric.has(setting?.type ?? 'not a dynamic setting'), name).toBe(true);
    }
  });

  it('read each unit from the setting’s name where the name says it', () => {
    const suffixes: [RegExp, string][] = [
      [/(Seconds|InSecs|InSecond)$/, 'seconds'],
      [/(Millis|Ms|InMs)$/, 'milliseconds'],
      [/Minutes$/, 'minutes'],
      [/(SizeMB|InMB)$/, 'megabytes'],
    ];
    for (const name of names) {
      const expected = suffixes.find(([suffix]) => suffix.test(name))?.[1];
      if (expected) expect(SETTING_UNITS.get(name), name).toBe(expected);
    }
  });
});

describe('useSettingHelp', () => {
  const helpOf = async (language: 'en' | 'zh') => {
    await i18n.changeLanguage(language);
    return renderHook(() => useSettingHelp()).result.current;
  };

  it('gives the text and the unit in the reader’s language', async () => {
    expect((await helpOf('en'))('brokerShutdownTimeoutMs')).toEqual({
      text: en.brokerSettingHelp.settings.brokerShutdownTimeoutMs,
      unit: 'milliseconds',
    });
    expect((await helpOf('zh'))('brokerShutdownTimeoutMs')).toEqual({
      text: zh.brokerSettingHelp.settings.brokerShutdownTimeoutMs,
      unit: '毫秒',
    });
  });

  it('gives no unit to a flag', async () => {
    expect((await helpOf('en'))('allowAutoTopicCreation')).toEqual({
      text: en.brokerSettingHelp.settings.allowAutoTopicCreation,
    });
  });

  it('has nothing for a setting a newer broker adds, nor for a name that is an object’s method', async () => {
    expect((await helpOf('en'))('someSettingOfPulsar5')).toBeUndefined();
    expect((await helpOf('en'))('toString')).toBeUndefined();
    expect((await helpOf('zh'))('constructor')).toBeUndefined();
  });
});
