// An audit record's action in the user's words (issue 28 A13: the codes alone were English on
// Chinese screens). The code stays beside it on the screen: it is what the filter and the CSV use.
import type { TFunction } from 'i18next';
import type { audit } from '../../shared/i18n/en/audit.ts';

type NamedAction = keyof typeof audit.actionNames;
type PulsarResource = keyof typeof audit.resources;

const isNamed = (key: string): key is NamedAction => key in namedActions;
const namedActions: Record<NamedAction, true> = {
  login: true,
  logout: true,
  probe: true,
  auth_confirm_password: true,
  setup_complete: true,
  user_create: true,
  user_update: true,
  user_delete: true,
  user_password: true,
  user_password_own: true,
  users_export: true,
  role_create: true,
  role_update: true,
  role_delete: true,
  binding_create: true,
  binding_delete: true,
  token_create: true,
  token_update: true,
  token_view: true,
  token_delete: true,
  environment_create: true,
  environment_update: true,
  environment_delete: true,
  proxy_denied: true,
  pulsar_manager_denied: true,
};
const resources: Record<PulsarResource, true> = {
  bookie: true,
  broker: true,
  cluster: true,
  connector: true,
  function: true,
  message: true,
  namespace: true,
  'resource-quota': true,
  schema: true,
  subscription: true,
  tenant: true,
  topic: true,
  worker: true,
};
const isResource = (name: string): name is PulsarResource => name in resources;

/**
 * The action's name, or undefined for a code this console does not know (a newer server's): the
 * code alone is then shown. A Pulsar call through the proxy is `proxy.<permission>`, the
 * permission naming the resource first and whether it reads last.
 */
export function actionName(action: string, t: TFunction): string | undefined {
  const key = action.replace(/[.-]/g, '_');
  if (isNamed(key)) return t(`audit.actionNames.${key}`);
  const permission = /^proxy\.(.+)$/.exec(action)?.[1];
  if (!permission) return undefined;
  const resource = permission.split('.')[0] ?? '';
  if (!isResource(resource)) return undefined;
  const what = t(`audit.resources.${resource}`);
  return permission.endsWith('.read')
    ? t('audit.proxyRead', { resource: what })
    : t('audit.proxyWrite', { resource: what });
}
