// The only file that reads process.env. A bad value stops start-up with a message naming the variable.
import path from 'node:path';
import { z } from 'zod';
import { MESSAGES, newPasswordSchema, usernameSchema } from '@beacon/contracts';
import { isCommonPassword } from './modules/auth/common-passwords.ts';
import type { SigningKey } from './modules/environments/environment.repository.ts';
import { defaultSigningKeyFrom } from './modules/tokens/default-signing-key.ts';
import {
  type AddressPolicy,
  DEFAULT_ADDRESS_POLICY,
  parseBrokerAllowlist,
} from './modules/environments/address-policy.ts';
import { parseSsoConfig, type SsoConfig } from './modules/sso/sso-config.ts';
import { parseLdapConfig, type LdapConfig } from './modules/ldap/index.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const port = z.coerce
  .number({ error: 'must be a number' })
  .int('must be an integer')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const positiveSeconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .int('must be a whole number of seconds')
  .positive('must be greater than 0');

/** `true`, `false`, a hop count, or a comma-separated list of proxy addresses/CIDRs (Fastify's trustProxy). */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.some((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))) {
      context.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count or a list of addresses',
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Origins the console is reached at besides its own Host (a reverse proxy or a dev server that
 * rewrites Host): `https://pulsar.example.com, http://localhost:9527`. Each exactly an origin.
 */
const publicOrigins = z
  .string()
  .trim()
  .transform((value, context): string[] => {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    for (const entry of entries) {
      let origin: string | undefined;
      try {
        const url = new URL(entry);
        origin = /^https?:$/.test(url.protocol) ? url.origin : undefined;
      } catch {
        origin = undefined;
      }
      if (origin !== entry) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin: write scheme://host[:port], without a path (e.g. https://pulsar.example.com)`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });

/**
 * Where the console is mounted behind a reverse proxy (`/pulsar`): segments of letters, digits and
 * `-._~`, no `.` or `..` segment, no trailing slash ('' or `/` = the root). Checked strictly: it
 * ends up in cookies' Path, the page's asset addresses and every link.
 */
const basePath = z
  .string()
  .trim()
  .transform((value, context): string => {
    const path = value.replace(/\/+$/, '');
    if (path === '') return '';
    const segments = path.split('/').slice(1);
    const valid =
      path.startsWith('/') &&
      segments.every((segment) => /^[A-Za-z0-9._~-]+$/.test(segment) && segment !== '.' && segment !== '..');
    if (!valid) {
      context.addIssue({
        code: 'custom',
        message: `"${value}" is not a base path: write /name or /name/name (letters, digits, - . _ ~), e.g. /pulsar`,
      });
      return z.NEVER;
    }
    return path;
  });

/** A lifetime: seconds, or a number with s, m, h or d (`30d`, `12h`). */
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
const durationSeconds = z
  .string()
  .trim()
  .transform((value, context): number => {
    const match = /^(\d+)([smhd]?)$/.exec(value);
    const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 1) : 0;
    if (seconds <= 0 || !Number.isSafeInteger(seconds)) {
      context.addIssue({ code: 'custom', message: 'must be a positive duration such as 3600, 12h or 30d' });
      return z.NEVER;
    }
    return seconds;
  });

const databaseUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL');

/** Where an operator's Prometheus or Grafana answers; shown (and perhaps framed) by the console. */
const monitoringUrl = z
  .string()
  .trim()
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http:// or https:// URL',
  );

const environmentSchema = z.object({
  BEACON_PORT: port.default(7750),
  BEACON_HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  BEACON_DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: databaseUrl.optional(),
  BEACON_LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  BEACON_SESSION_IDLE_TIMEOUT: positiveSeconds.default(30 * 60),
  BEACON_SESSION_ABSOLUTE_TIMEOUT: positiveSeconds.default(12 * 60 * 60),
  BEACON_SESSION_CACHE_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 (off) or more')
    .max(60_000, 'must be at most 60000 (a revoked session must not live on for long)')
    .default(1000),
  BEACON_SUPERUSER_NAME: usernameSchema.optional(),
  BEACON_SUPERUSER_PASSWORD: newPasswordSchema
    .refine((password) => !isCommonPassword(password), MESSAGES.passwordTooCommon)
    .optional(),
  BEACON_TRUST_PROXY: trustProxy.default(false),
  BEACON_PUBLIC_ORIGINS: publicOrigins.default([]),
  BEACON_BASE_PATH: basePath.default(''),
  BEACON_WEB_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  BEACON_SECRET_KEY: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')
    .optional(),
  BEACON_ENVIRONMENT_CHECK_INTERVAL: positiveSeconds.default(60),
  BEACON_CONNECT_TIMEOUT: positiveSeconds.default(5),
  BEACON_PROXY_TIMEOUT: positiveSeconds.default(60),
  BEACON_PROXY_MAX_CONCURRENCY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .default(32),
  BEACON_PROXY_SESSION_RATE: z.coerce
    .number({ error: 'must be a number of requests per second' })
    .int('must be a whole number of requests per second')
    .min(0, 'must be 0 (off) or more')
    .default(50),
  BEACON_STATS_INTERVAL: positiveSeconds.default(30),
  BEACON_BROKER_ALLOWLIST: z
    .string()
    .transform((value, context): AddressPolicy => {
      try {
        return parseBrokerAllowlist(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .default(DEFAULT_ADDRESS_POLICY),
  BEACON_TRENDS_RETENTION: durationSeconds.default(7 * 86_400),
  BEACON_TOKEN_DEFAULT_TTL: durationSeconds.default(30 * 86_400),
  BEACON_TOKEN_MAX_TTL: durationSeconds.default(365 * 86_400),
  BEACON_TOKEN_ADMIN_MAX_TTL: durationSeconds.default(90 * 86_400),
  BEACON_TOKEN_ALLOW_NO_EXPIRY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
  BEACON_METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 32`)')
    .optional(),
  BEACON_METRICS_PORT: port.optional(),
  BEACON_PROMETHEUS_URL: monitoringUrl.optional(),
  BEACON_GRAFANA_URL: monitoringUrl.optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  sessionIdleTimeoutMs: number;
  sessionAbsoluteTimeoutMs: number;
  /** How long a replica reuses a session lookup; bounds how late another replica sees a revocation. */
  sessionCacheMs: number;
  superuser: { name: string; password: string } | undefined;
  trustProxy: boolean | number | string[];
  /** Origins besides the request's own that writes may come from (BEACON_PUBLIC_ORIGINS). */
  publicOrigins: string[];
  /** The path the console is served under (BEACON_BASE_PATH): `/pulsar`, or '' at the root. */
  basePath: string;
  /** Directory of the built web app (apps/web/dist). */
  webDir: string;
  /** Encrypts stored broker credentials; from BEACON_SECRET_KEY or, with SQLite only, a key file. */
  secretKey: string | undefined;
  environmentCheckIntervalMs: number;
  connectTimeoutMs: number;
  proxyTimeoutMs: number;
  /** Concurrent upstream calls per environment before the proxy answers 503. */
  proxyMaxConcurrency: number;
  /** Proxied calls per second per session (also the burst); 0 turns the limit off. */
  proxySessionRate: number;
  /** Between two statistics-catalogue passes (the lease holder polls every broker's topic stats). */
  statsIntervalMs: number;
  /** Webhook deliveries of backlog alerts (modules/alerts); its defaults when absent (tests shorten them). */
  alertDelivery?: Partial<{
    attemptTimeoutMs: number;
    maxAttempts: number;
    backoffMs: number;
    pollMs: number;
  }>;
  /** How long the backlog and rate trends are kept (BEACON_TRENDS_RETENTION; modules/trends). */
  trendsRetentionMs?: number;
  /** Which addresses environments may point at (BEACON_BROKER_ALLOWLIST; link-local always refused). */
  brokerAddressPolicy: AddressPolicy;
  /** Broker tokens: lifetime when the minting user picks none, and the longest allowed (seconds). */
  tokenDefaultTtlSeconds: number;
  tokenMaxTtlSeconds: number;
  /** Signs broker tokens for an environment without a key of its own (BEACON_TOKEN_SIGNING_*). */
  defaultSigningKey: SigningKey | undefined;
  /** The longest a tenant admin may mint (never longer than tokenMaxTtlSeconds). */
  tokenAdminMaxTtlSeconds: number;
  /** Whether a broker token may be minted without expiry (Pulsar Manager's only kind). */
  tokenAllowNoExpiry: boolean;
  /** Bearer token that reads GET /metrics (BEACON_METRICS_TOKEN); see modules/metrics. */
  metricsToken?: string | undefined;
  /** A separate port that serves GET /metrics only (BEACON_METRICS_PORT). */
  metricsPort?: number | undefined;
  /** The operator's Prometheus and Grafana (issue 19 item 2). */
  prometheusUrl?: string | undefined;
  grafanaUrl?: string | undefined;
  /** Single sign-on with OpenID Connect (BEACON_OIDC_*); undefined when not configured. */
  sso?: SsoConfig | undefined;
  /** Sign-in against an LDAP / Active Directory directory (BEACON_LDAP_*); undefined when not configured. */
  ldap?: LdapConfig | undefined;
}

export class ConfigError extends Error {}

const defaultWebDir = path.resolve(import.meta.dirname, '../../web/dist');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as they do in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const sso = parseSsoConfig(present);
  if (sso.problems.length > 0) throw new ConfigError(`Invalid configuration: ${sso.problems.join('; ')}`);
  const ldap = parseLdapConfig(present);
  if (ldap.problems.length > 0) throw new ConfigError(`Invalid configuration: ${ldap.problems.join('; ')}`);
  if (values.BEACON_SESSION_IDLE_TIMEOUT > values.BEACON_SESSION_ABSOLUTE_TIMEOUT) {
    throw new ConfigError(
      'Invalid configuration: BEACON_SESSION_IDLE_TIMEOUT must not exceed BEACON_SESSION_ABSOLUTE_TIMEOUT',
    );
  }
  if ((values.BEACON_SUPERUSER_NAME === undefined) !== (values.BEACON_SUPERUSER_PASSWORD === undefined)) {
    const missing =
      values.BEACON_SUPERUSER_NAME === undefined ? 'BEACON_SUPERUSER_NAME' : 'BEACON_SUPERUSER_PASSWORD';
    throw new ConfigError(
      `Invalid configuration: ${missing} must be set together with the other superuser variable`,
    );
  }
  if (values.BEACON_TOKEN_DEFAULT_TTL > values.BEACON_TOKEN_MAX_TTL) {
    throw new ConfigError(
      'Invalid configuration: BEACON_TOKEN_DEFAULT_TTL must not exceed BEACON_TOKEN_MAX_TTL',
    );
  }
  let defaultSigningKey: SigningKey | undefined;
  try {
    defaultSigningKey = defaultSigningKeyFrom(present);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
  if (values.BEACON_METRICS_PORT !== undefined && values.BEACON_METRICS_PORT === values.BEACON_PORT) {
    throw new ConfigError('Invalid configuration: BEACON_METRICS_PORT must differ from BEACON_PORT');
  }
  if (values.DATABASE_URL && !values.BEACON_SECRET_KEY) {
    // Replicas sharing one PostgreSQL database must share the key too; a per-host key file cannot.
    throw new ConfigError('Invalid configuration: BEACON_SECRET_KEY must be set when DATABASE_URL is set');
  }
  return {
    port: values.BEACON_PORT,
    host: values.BEACON_HOST,
    dataDir: path.resolve(values.BEACON_DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.BEACON_LOG_LEVEL,
    sessionIdleTimeoutMs: values.BEACON_SESSION_IDLE_TIMEOUT * 1000,
    sessionAbsoluteTimeoutMs: values.BEACON_SESSION_ABSOLUTE_TIMEOUT * 1000,
    sessionCacheMs: values.BEACON_SESSION_CACHE_MS,
    superuser:
      values.BEACON_SUPERUSER_NAME !== undefined && values.BEACON_SUPERUSER_PASSWORD !== undefined
        ? { name: values.BEACON_SUPERUSER_NAME, password: values.BEACON_SUPERUSER_PASSWORD }
        : undefined,
    trustProxy: values.BEACON_TRUST_PROXY,
    publicOrigins: values.BEACON_PUBLIC_ORIGINS,
    basePath: values.BEACON_BASE_PATH,
    webDir: values.BEACON_WEB_DIR ? path.resolve(values.BEACON_WEB_DIR) : defaultWebDir,
    secretKey: values.BEACON_SECRET_KEY,
    environmentCheckIntervalMs: values.BEACON_ENVIRONMENT_CHECK_INTERVAL * 1000,
    connectTimeoutMs: values.BEACON_CONNECT_TIMEOUT * 1000,
    proxyTimeoutMs: values.BEACON_PROXY_TIMEOUT * 1000,
    proxyMaxConcurrency: values.BEACON_PROXY_MAX_CONCURRENCY,
    proxySessionRate: values.BEACON_PROXY_SESSION_RATE,
    statsIntervalMs: values.BEACON_STATS_INTERVAL * 1000,
    trendsRetentionMs: values.BEACON_TRENDS_RETENTION * 1000,
    brokerAddressPolicy: values.BEACON_BROKER_ALLOWLIST,
    tokenDefaultTtlSeconds: values.BEACON_TOKEN_DEFAULT_TTL,
    tokenMaxTtlSeconds: values.BEACON_TOKEN_MAX_TTL,
    defaultSigningKey,
    tokenAdminMaxTtlSeconds: Math.min(values.BEACON_TOKEN_ADMIN_MAX_TTL, values.BEACON_TOKEN_MAX_TTL),
    tokenAllowNoExpiry: values.BEACON_TOKEN_ALLOW_NO_EXPIRY,
    sso: sso.config,
    ldap: ldap.config,
    metricsToken: values.BEACON_METRICS_TOKEN,
    metricsPort: values.BEACON_METRICS_PORT,
    prometheusUrl: values.BEACON_PROMETHEUS_URL,
    grafanaUrl: values.BEACON_GRAFANA_URL,
  };
}
