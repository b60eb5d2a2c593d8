// One i18next instance for the whole console. The first page's texts are bundled with it, so
// initialisation is synchronous and the first render is already in the stored language; the rest
// come with the console (loadConsoleTexts), before any of its screens renders.
import { STORAGE_KEYS } from '@beacon/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { firstChineseTexts, firstEnglishTexts } from './first-texts.ts';

export const LANGUAGES = [
  // Each language is named in itself, so a reader of either can find theirs.
  { code: 'en', label: 'English', htmlLang: 'en' },
  { code: 'zh', label: '中文', htmlLang: 'zh-CN' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: firstEnglishTexts }, zh: { translation: firstChineseTexts } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((language) => language.code),
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities such as &amp;.
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (code) => {
  document.documentElement.lang = LANGUAGES.find((language) => language.code === code)?.htmlLang ?? code;
});

let consoleTexts: Promise<void> | undefined;

/** Every text of the console, in both languages: loaded once, with the first screen that needs antd. */
export function loadConsoleTexts(): Promise<void> {
  consoleTexts ??= Promise.all([import('./en/index.ts'), import('./zh/index.ts')]).then(
    ([{ en }, { zh }]) => {
      i18n.addResourceBundle('en', 'translation', en, true, true);
      i18n.addResourceBundle('zh', 'translation', zh, true, true);
    },
  );
  return consoleTexts;
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Applies the language chosen earlier in this browser (spec 9: storage key `language`). */
export function restoreLanguage(): void {
  void i18n.changeLanguage(readStoredLanguage());
}

export async function switchLanguage(code: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEYS.language, code);
  } catch {
    // Storage can be disabled (private windows, policies); the switch still applies to this page.
  }
  await i18n.changeLanguage(code);
}

function readStoredLanguage(): LanguageCode {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}
