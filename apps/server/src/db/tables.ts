// Row types of every table. Times are epoch milliseconds (bigint in PostgreSQL, read back as numbers);
// identifiers are random UUID strings so both dialects share one schema without sequences.
import type { Generated, Insertable, Selectable } from 'kysely';

export interface UsersTable {
  id: string;
  name: string;
  description: string;
  email: string;
  phone_number: string;
  location: string;
  company: string;
  password_hash: string | null;
  created_at: number;
  updated_at: number;
  /** The environment this user chose last, in any browser; may name one deleted since. */
  last_environment: string | null;
  /**
   * 'local' (a Beacon password), 'sso' (created by single sign-on) or 'ldap' (signs in against the
   * directory, decision 0089); only 'local' users hold a password.
   */
  source: Generated<string>;
  /** Epoch milliseconds of the last successful login; null until the first. */
  last_login_at: number | null;
  /** The single sign-on account (`iss`, `sub`) an sso user is bound to; null until its first sign-on. */
  sso_issuer: string | null;
  sso_subject: string | null;
  /** Who set this user's password for it, and when; told at its next sign-in, then cleared. */
  password_reset_by: string | null;
  password_reset_at: number | null;
}

export interface RolesTable {
  id: string;
  name: string;
  description: string;
  /** ALL (the built-in super role) or TENANTS (administers the tenant `resource_name`). */
  resource_type: string;
  resource_name: string;
  resource_verbs: string;
  source: string;
  created_at: number;
}

/** A role given to a user in one environment, or in every one (`*`). */
export interface RoleBindingsTable {
  user_id: string;
  role_id: string;
  environment: string;
  description: string;
  /** The user who made the binding; empty when made by migration or first-run setup. */
  created_by: string;
  created_at: number;
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  client_address: string;
  user_agent: string;
  /** When this session's user last typed the password (login or confirm-password); null before. */
  password_confirmed_at: number | null;
}

/** One row per throttle key, locked to order concurrent reservations (modules/auth/login-throttle.ts). */
export interface LoginThrottleKeysTable {
  /** `user:<name>`, `address:<ip>` or `bootstrap:<ip>`. */
  throttle_key: string;
  touched_at: number;
}

/** One login (or bootstrap) attempt: `pending` while its password is checked, then `failure`. */
export interface LoginAttemptsTable {
  id: string;
  throttle_key: string;
  at: number;
  outcome: 'pending' | 'failure';
}

export interface EnvironmentsTable {
  name: string;
  service_url: string;
  bookie_url: string;
  /** Broker credentials, encrypted at rest (filled in by the environments issue). */
  credentials_ciphertext: string | null;
  created_at: number;
  updated_at: number;
}

/** Broker tokens minted per environment (modules/tokens); the value is sealed, never stored in clear. */
export interface TokensTable {
  id: string;
  environment: string;
  /** The token's subject: a Pulsar role, unique within the environment. */
  role: string;
  description: string;
  token_ciphertext: string;
  algorithm: string;
  /** Epoch milliseconds, or null for a token without expiry. */
  expires_at: number | null;
  /** The Beacon user who minted it. */
  created_by: string;
  created_at: number;
}

export interface AuditLogTable {
  id: string;
  at: number;
  actor: string;
  environment: Generated<string>;
  action: string;
  target: Generated<string>;
  result: string;
  detail: Generated<string>;
}

export interface SettingsTable {
  name: string;
  value: string;
}

/** The statistics catalogue's latest figures of one environment (see modules/catalog). */
export interface CatalogSnapshotsTable {
  environment: string;
  version: string;
  collected_at: number;
  duration_ms: number;
  topic_count: number;
  /** JSON array of { cluster, broker, error, lastSuccessAt, figuresKept }. */
  failed_brokers: string;
  collected_by: string;
  /** base64 of gzip of the JSON snapshot rows. */
  payload: string;
}

export interface CatalogHistoryTable {
  environment: string;
  tenant: string;
  namespace: string;
  /** Start of the minute, epoch ms. */
  minute: number;
  in_msg: number;
  out_msg: number;
  in_bytes: number;
  out_bytes: number;
  storage_size: number;
}

export interface CatalogLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

/** A single sign-on flow in progress (modules/sso); deleted when its answer is exchanged. */
export interface SsoLoginFlowsTable {
  /** The OAuth `state`: random, 256 bits, and the browser's binding cookie holds it too. */
  state: string;
  nonce: string;
  /** The PKCE code verifier (RFC 7636); only its S256 challenge left Beacon. */
  code_verifier: string;
  /** The console path the user first asked for; a path, never an absolute URL. */
  return_to: string;
  /** The address of the client that started it (limits are per address). */
  client_address: Generated<string>;
  /**
   * The id of the signed-in session this flow confirms (issue 28 B16), instead of signing in; null
   * for a sign-in.
   */
  confirms_session: string | null;
  created_at: number;
  expires_at: number;
}

/** The overview's largest backlogs of an environment's last pass (modules/overview). */
export interface OverviewBacklogsTable {
  environment: string;
  collected_at: number;
  /** JSON: tenant → its ten largest namespace and subscription backlogs. */
  tenants: string;
}

/** A masking rule of the workbench (decision 0073): fields hidden on the topics a pattern names. */
export interface MaskingRulesTable {
  id: string;
  /** An environment's name, or `*` for every one. */
  environment: string;
  /** persistent://tenant/namespace/topic with `*` for any characters but `/`. */
  topic_pattern: string;
  /** JSON array of field paths. */
  fields: string;
  description: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** A backlog alert rule (decision 0090). */
export interface AlertRulesTable {
  id: string;
  environment: string;
  name: string;
  /** 1 or 0. */
  enabled: number;
  kind: string;
  tenant: string | null;
  namespace: string | null;
  topic_pattern: string | null;
  pattern_syntax: string;
  subscription_pattern: string | null;
  threshold: number;
  duration_seconds: number;
  /** JSON array of { url, format, secret (sealed) }. */
  destinations: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** What a rule sees on one topic or subscription now. */
export interface AlertStatesTable {
  rule_id: string;
  target: string;
  environment: string;
  status: string;
  value: number;
  since: number;
  fired_at: number | null;
  updated_at: number;
}

/** One firing or resolution, kept for the history. */
export interface AlertEventsTable {
  id: string;
  rule_id: string;
  rule_name: string;
  environment: string;
  kind: string;
  target: string;
  state: string;
  value: number;
  threshold: number;
  at: number;
}

/** A webhook delivery to make, made, or given up on. */
export interface AlertNotificationsTable {
  id: string;
  event_id: string;
  url: string;
  format: string;
  /** Sealed. */
  secret: string;
  body: string;
  status: string;
  attempts: number;
  next_attempt_at: number;
  claimed_by: string | null;
  claimed_until: number | null;
  last_error: string | null;
  created_at: number;
}

/** One point of a trend (modules/trends): a pass, or a 5-minute or 1-hour bucket of passes. */
export interface TrendPointsTable {
  environment: string;
  series: string;
  tier: number;
  at: number;
  samples: number;
  rate_in: number;
  rate_out: number;
  ack_rate: number;
  backlog: number;
  backlog_max: number;
  storage_size: number;
}

/** One write to a versioned resource and its value before and after (modules/history, decision 0095). */
export interface ResourceVersionsTable {
  id: string;
  audit_id: string;
  at: number;
  environment: string;
  kind: string;
  name: string;
  subject: string;
  scope: string;
  actor: string;
  call: string;
  result: string;
  error: string;
  /** JSON, or '' when not known. */
  before_value: string;
  after_value: string;
}

export interface Database {
  users: UsersTable;
  roles: RolesTable;
  role_bindings: RoleBindingsTable;
  sessions: SessionsTable;
  login_throttle_keys: LoginThrottleKeysTable;
  login_attempts: LoginAttemptsTable;
  environments: EnvironmentsTable;
  tokens: TokensTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
  catalog_snapshots: CatalogSnapshotsTable;
  catalog_history: CatalogHistoryTable;
  catalog_leases: CatalogLeasesTable;
  overview_backlogs: OverviewBacklogsTable;
  sso_login_flows: SsoLoginFlowsTable;
  masking_rules: MaskingRulesTable;
  alert_rules: AlertRulesTable;
  alert_states: AlertStatesTable;
  alert_events: AlertEventsTable;
  alert_notifications: AlertNotificationsTable;
  trend_points: TrendPointsTable;
  resource_versions: ResourceVersionsTable;
}

/**
 * A user as sessions carry it, with its source (how it signs in: what a password confirmation asks
 * of it); the last environment (users/last-environment.ts), last login (users/user-admin.service.ts)
 * and the single sign-on account (sso/sso-users.ts) are read on their own.
 */
export type UserRow = Omit<
  Selectable<UsersTable>,
  | 'last_environment'
  | 'last_login_at'
  | 'sso_issuer'
  | 'sso_subject'
  | 'password_reset_by'
  | 'password_reset_at'
>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
