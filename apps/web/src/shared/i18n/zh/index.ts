import type { Translation } from '../en/index.ts';
import type { TranslationShape } from '../translation-shape.ts';
import { access } from './access.ts';
import { apiDocs } from './api-docs.ts';
import { audit } from './audit.ts';
import { auth } from './auth.ts';
import { brokers } from './brokers.ts';
import { brokerSettingHelp } from './broker-setting-help.ts';
import { bookies } from './bookies.ts';
import { clusters } from './clusters.ts';
import { failureDomains } from './failure-domains.ts';
import { resourceGroups } from './resource-groups.ts';
import { isolationPolicies } from './isolation-policies.ts';
import { common } from './common.ts';
import { environments } from './environments.ts';
import { errors } from './errors.ts';
import { forms } from './forms.ts';
import { functions } from './functions.ts';
import { layout } from './layout.ts';
import { messages } from './messages.ts';
import { monitoring } from './monitoring.ts';
import { namespacePolicies } from './namespace-policies.ts';
import { policyReference } from './policy-reference.ts';
import { namespaces } from './namespaces.ts';
import { overview } from './overview.ts';
import { partitionedTopics } from './partitioned-topics.ts';
import { properties } from './properties.ts';
import { pulsarValues } from './pulsar-values.ts';
import { reauth } from './reauth.ts';
import { roles } from './roles.ts';
import { routes } from './routes.ts';
import { schemas } from './schemas.ts';
import { setup } from './setup.ts';
import { sso } from './sso.ts';
import { subscriptions } from './subscriptions.ts';
import { tables } from './tables.ts';
import { tenants } from './tenants.ts';
import { tokens } from './tokens.ts';
import { topics } from './topics.ts';
import { topicPolicies } from './topic-policies.ts';
import { ui } from './ui.ts';
import { users } from './users.ts';
import { workbench } from './workbench.ts';
import { workbenchExport } from './workbench-export.ts';
import { workbenchReplay } from './workbench-replay.ts';
import { maskingRules } from './masking-rules.ts';
import { alertHistory, alertRules, alerts } from './alerts.ts';
import { workbenchView } from './workbench-view.ts';
import { trends } from './trends.ts';
import { history } from './history.ts';
import { palette } from './palette.ts';
import { changes } from './changes.ts';
import { policyCode } from './policy-code.ts';

export const zh: TranslationShape<Translation> = {
  common,
  access,
  apiDocs,
  audit,
  auth,
  brokers,
  brokerSettingHelp,
  bookies,
  clusters,
  failureDomains,
  resourceGroups,
  isolationPolicies,
  errors,
  environments,
  forms,
  functions,
  layout,
  messages,
  monitoring,
  namespaces,
  overview,
  namespacePolicies,
  policyReference,
  partitionedTopics,
  properties,
  pulsarValues,
  reauth,
  roles,
  routes,
  schemas,
  setup,
  sso,
  subscriptions,
  tables,
  tenants,
  tokens,
  topics,
  topicPolicies,
  ui,
  users,
  workbench,
  workbenchExport,
  workbenchReplay,
  maskingRules,
  alerts,
  alertHistory,
  alertRules,
  workbenchView,
  trends,
  history,
  palette,
  changes,
  policyCode,
};
