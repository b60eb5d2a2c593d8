// Migrations are TypeScript modules listed here in order; Kysely records the applied ones, so running
// them at every start-up is idempotent.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as initialSchema from './0001-initial-schema.ts';
import * as statisticsCatalogue from './0002-statistics-catalogue.ts';
import * as loginAttempts from './0003-login-attempts.ts';
import * as lastEnvironment from './0004-last-environment.ts';
import * as environmentRoleBindings from './0005-environment-role-bindings.ts';
import * as passwordConfirmation from './0006-password-confirmation.ts';
import * as auditFilters from './0007-audit-filters.ts';
import * as userSourceAndLastLogin from './0008-user-source-and-last-login.ts';
import * as brokerTokens from './0009-broker-tokens.ts';
import * as ssoLoginFlows from './0010-sso-login-flows.ts';
import * as overviewBacklogs from './0011-overview-backlogs.ts';
import * as ssoSubject from './0012-sso-subject.ts';
import * as passwordResetNotice from './0013-password-reset-notice.ts';
import * as ssoFlowAddress from './0014-sso-flow-address.ts';
import * as ssoReconfirmation from './0015-sso-reconfirmation.ts';
import * as maskingRules from './0016-masking-rules.ts';
import * as backlogAlerts from './0019-backlog-alerts.ts';
import * as trends from './0020-trends.ts';
import * as resourceHistory from './0021-resource-history.ts';

const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-statistics-catalogue': statisticsCatalogue,
  '0003-login-attempts': loginAttempts,
  '0004-last-environment': lastEnvironment,
  '0005-environment-role-bindings': environmentRoleBindings,
  '0006-password-confirmation': passwordConfirmation,
  '0007-audit-filters': auditFilters,
  '0008-user-source-and-last-login': userSourceAndLastLogin,
  '0009-broker-tokens': brokerTokens,
  '0010-sso-login-flows': ssoLoginFlows,
  '0011-overview-backlogs': overviewBacklogs,
  '0012-sso-subject': ssoSubject,
  '0013-password-reset-notice': passwordResetNotice,
  '0014-sso-flow-address': ssoFlowAddress,
  '0015-sso-reconfirmation': ssoReconfirmation,
  '0016-masking-rules': maskingRules,
  '0019-backlog-alerts': backlogAlerts,
  '0020-trends': trends,
  '0021-resource-history': resourceHistory,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
