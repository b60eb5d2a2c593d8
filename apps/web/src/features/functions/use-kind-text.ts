import { useTranslation } from 'react-i18next';
import type { en } from '../../shared/i18n/en/index.ts';
import type { ComponentKind } from './kinds.ts';

type KindTexts = (typeof en)['functions']['kinds']['function'];
export type KindTextKey = keyof KindTexts;

/** The texts that name the kind ("New Function", "Sink {{name}} deleted"), in the user's language. */
export function useKindText(kind: ComponentKind) {
  const { t } = useTranslation();
  return (key: KindTextKey, values?: Record<string, string>) =>
    (t as unknown as (key: string, values?: Record<string, string>) => string)(
      `functions.kinds.${kind}.${key}`,
      values,
    );
}
