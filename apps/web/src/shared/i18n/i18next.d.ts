// Typed translation keys: t('auth.login.title') is checked against the English source.
import 'i18next';
import type { Translation } from './en/index.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
