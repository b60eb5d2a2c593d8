// An audit record's action in the user's words (issue 28 A13: the codes alone were English on
// Chinese screens). The code stays beside it on the screen: it is what the filter and the CSV use.
import type { TFunction } from 'i18next';

/** The translation at `key`, or undefined where the texts have none (a code this console does not know). */
function textAt(t: TFunction, key: string): string | undefined {
  // The key is built at run time from the record; the typed check of t() cannot apply here.
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return translate(key, { defaultValue: '' }) || undefined;
}

/**
 * The action's name, or undefined for a code this console does not know (a newer server's): the
 * code alone is then shown. A Pulsar call through the proxy is `proxy.<permission>`, the
 * permission naming the resource first and whether it reads last.
 */
export function actionName(action: string, t: TFunction): string | undefined {
  const named = textAt(t, `audit.actionNames.${action.replace(/[.-]/g, '_')}`);
  if (named) return named;
  const permission = /^proxy\.(.+)$/.exec(action)?.[1];
  if (!permission) return undefined;
  const resource = textAt(t, `audit.resources.${permission.split('.')[0] ?? ''}`);
  if (!resource) return undefined;
  return permission.endsWith('.read')
    ? t('audit.proxyRead', { resource })
    : t('audit.proxyWrite', { resource });
}
