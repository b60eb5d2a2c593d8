import { z } from 'zod';
import { FORM_ISSUES } from './forms/form-issues.ts';

export const ENVIRONMENT_STATUSES = [
  'online',
  'unreachable',
  'unauthorized',
  'forbidden',
  'invalid',
  'unknown',
] as const;
export type EnvironmentStatus = (typeof ENVIRONMENT_STATUSES)[number];

/** One http(s) URL, or a comma-separated list tried in order (failover). */
const urlList = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(2048)
    .refine(
      (value) =>
        value.split(',').every((entry) => {
          try {
            const url = new URL(entry.trim());
            return (
              (url.protocol === 'http:' || url.protocol === 'https:') &&
              url.username === '' &&
              url.password === ''
            );
          } catch {
            return false;
          }
        }),
      FORM_ISSUES.urlList,
    );

/** A PEM block: write-only, never returned. An empty string clears it; absent keeps it. */
const pem = z
  .string()
  .max(64 * 1024)
  .optional();

/** How an environment's token-signing key signs (issue 15 item 4); Pulsar accepts these three. */
export const SIGNING_ALGORITHMS = ['HS256', 'RS256', 'ES256'] as const;
export type SigningAlgorithm = (typeof SIGNING_ALGORITHMS)[number];

/** The decoded length of a base64 (or base64url) text, or undefined when it is not base64. */
function base64Bytes(text: string): number | undefined {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  return Math.floor((text.replace(/=+$/, '').length * 3) / 4);
}

/**
 * What is wrong with a signing algorithm and key as a form sends them, or undefined. `algorithm`:
 * absent keeps the stored key, '' clears it, a name sets it; `key` absent or empty keeps the stored
 * key (the server refuses when none of that algorithm is stored). HS256 takes the secret as base64
 * (Pulsar's `tokens create-secret-key --base64`, at least 32 bytes); RS256 and ES256 a PEM private key,
 * which the server parses and matches to the algorithm (P-256 for ES256).
 */
export function signingKeyIssue(
  algorithm: SigningAlgorithm | '' | undefined,
  key: string | undefined,
): string | undefined {
  const text = key?.trim() ?? '';
  if (text === '') return undefined;
  if (!algorithm) return FORM_ISSUES.signingAlgorithmRequired;
  if (algorithm === 'HS256') {
    const bytes = base64Bytes(text);
    return bytes === undefined || bytes < 32 ? FORM_ISSUES.signingSecretTooShort : undefined;
  }
  const pemPrivateKey = /^-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+-----END (RSA |EC )?PRIVATE KEY-----$/;
  return pemPrivateKey.test(text) ? undefined : FORM_ISSUES.signingPemRequired;
}

/** The server's refusals of a PEM key that looks right but is not usable for its algorithm. */
export const SIGNING_KEY_MESSAGES = {
  unreadable: 'The private key cannot be read: paste an unencrypted PEM private key',
  notRsa: 'An RS256 key must be an RSA private key of at least 2048 bits',
  notP256: 'An ES256 key must be an EC private key on the P-256 curve',
} as const;

/** Whether `text` is an http(s) URL without user name or password in it. */
function isPlainHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** What a Pulsar OAuth2 key file holds (AuthenticationOAuth2's `privateKey`, KeyFile.java). */
export interface OAuth2KeyFile {
  clientId: string;
  clientSecret: string;
  /** `issuer_url`, when the file names one. */
  issuerUrl: string | undefined;
}

/**
 * Reads Pulsar's OAuth2 key file JSON (`{"type":"client_credentials","client_id":…,"client_secret":…,
 * "issuer_url":…}`), or undefined when the text is not one.
 */
export function parseOAuth2KeyFile(text: string): OAuth2KeyFile | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const file = parsed as Record<string, unknown>;
  const field = (key: string) => {
    const value = file[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  if (file.type !== undefined && file.type !== 'client_credentials') return undefined;
  if (field('client_id') === '' || field('client_secret') === '') return undefined;
  return {
    clientId: field('client_id'),
    clientSecret: field('client_secret'),
    issuerUrl: field('issuer_url') || undefined,
  };
}

/**
 * OAuth2 client credentials (issue 32), as Pulsar's AuthenticationOAuth2 takes them: the issuer, the
 * client's ID and secret — or its key file, which holds both — and optionally an audience and a scope.
 * The secret is write-only: absent keeps the stored one (same issuer, client and URLs only).
 */
export const oauth2RequestSchema = z
  .object({
    issuerUrl: z.string().trim().max(2048).optional(),
    clientId: z.string().trim().max(1024).optional(),
    clientSecret: z
      .string()
      .max(16 * 1024)
      .optional(),
    /** A Pulsar OAuth2 key file's JSON, instead of clientId and clientSecret. */
    keyFile: z
      .string()
      .max(16 * 1024)
      .optional(),
    audience: z.string().trim().max(1024).optional(),
    scope: z.string().trim().max(1024).optional(),
  })
  .superRefine((value, context) => {
    const keyFile = value.keyFile?.trim() ? parseOAuth2KeyFile(value.keyFile) : undefined;
    if (value.keyFile?.trim() && !keyFile)
      context.addIssue({ code: 'custom', path: ['keyFile'], message: FORM_ISSUES.oauth2KeyFile });
    const issuer = value.issuerUrl || keyFile?.issuerUrl;
    if (!issuer)
      context.addIssue({ code: 'custom', path: ['issuerUrl'], message: FORM_ISSUES.oauth2IssuerRequired });
    else if (!isPlainHttpUrl(issuer))
      context.addIssue({ code: 'custom', path: ['issuerUrl'], message: FORM_ISSUES.oauth2IssuerUrl });
    if (!value.clientId && !keyFile && !value.keyFile?.trim())
      context.addIssue({ code: 'custom', path: ['clientId'], message: FORM_ISSUES.oauth2ClientIdRequired });
  });
export type OAuth2Request = z.infer<typeof oauth2RequestSchema>;

/** Which step of an OAuth2 environment's connection test failed (the web words each one). */
export const OAUTH2_STEPS = [
  'issuer-unreachable',
  'issuer-not-oidc',
  'client-refused',
  'broker-refused-token',
] as const;
export type OAuth2Step = (typeof OAUTH2_STEPS)[number];

export const environmentRequestSchema = z.object({
  name: z
    .string({ error: FORM_ISSUES.environmentNameRequired })
    .trim()
    .min(1, FORM_ISSUES.environmentNameRequired)
    .max(128)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, FORM_ISSUES.environmentNameFormat),
  broker: urlList(FORM_ISSUES.serviceUrlRequired),
  bookie: urlList(FORM_ISSUES.bookieUrlRequired),
  /**
   * Broker token (write-only). Empty string or null clears it (Pulsar Manager's new-environment
   * dialog sends `null` for "no token"); absent keeps the stored one.
   */
  token: z
    .string()
    .max(16 * 1024)
    .nullable()
    .optional()
    .transform((token) => (token === null ? '' : token)),
  tlsCa: pem,
  tlsCert: pem,
  tlsKey: pem,
  /**
   * Token signing (write-only, issue 15 item 4): absent keeps what is stored, '' or null removes the
   * key, an algorithm with a key sets it. Pulsar Manager's body never carries these.
   */
  signingAlgorithm: z
    .enum(['', ...SIGNING_ALGORITHMS])
    .nullable()
    .optional()
    .transform((algorithm) => (algorithm === null ? '' : algorithm)),
  signingKey: z
    .string()
    .max(16 * 1024)
    .optional(),
  /**
   * OAuth2 client credentials instead of a token (issue 32): absent keeps what is stored, null removes
   * them. Pulsar Manager's body never carries them.
   */
  oauth2: oauth2RequestSchema.nullable().optional(),
});
/** An environment body as the server reads it, after parsing (`token: null` has become `''`). */
export type EnvironmentRequest = z.infer<typeof environmentRequestSchema>;
/** An environment body as a client sends it (every optional key may be left out). */
export type EnvironmentRequestBody = z.input<typeof environmentRequestSchema>;

export const environmentNameSchema = z.object({
  name: z
    .string({ error: FORM_ISSUES.environmentNameRequired })
    .trim()
    .min(1, FORM_ISSUES.environmentNameRequired),
});

export const environmentSummarySchema = z.object({
  name: z.string(),
  /** The service URL(s), shown as the switcher's label. */
  broker: z.string(),
  bookie: z.string(),
  status: z.enum(ENVIRONMENT_STATUSES),
  /** Why the status is what it is, in words an operator can act on. */
  statusMessage: z.string(),
  checkedAt: z.number().int().nullable(),
  hasToken: z.boolean(),
  /** Any TLS material stored (CA or client certificate). */
  hasTls: z.boolean(),
  hasTlsCa: z.boolean(),
  /** A client certificate and its key are stored (mutual TLS). */
  hasClientCertificate: z.boolean(),
  /**
   * The algorithm of the stored token-signing key, or null when none is stored; never the key. The
   * server always sends it; optional so fixtures written before it need not name it.
   */
  signingAlgorithm: z.enum(SIGNING_ALGORITHMS).nullable().optional(),
  /**
   * The OAuth2 client the environment signs in with, or null: everything but the secret, which is
   * never sent back. Optional so fixtures written before it need not name it.
   */
  oauth2: z
    .object({ issuerUrl: z.string(), clientId: z.string(), audience: z.string(), scope: z.string() })
    .nullable()
    .optional(),
});
export type EnvironmentSummary = z.infer<typeof environmentSummarySchema>;

/** GET {prefix}/environments */
export const environmentListResponseSchema = z.object({
  total: z.number().int().nonnegative(),
  data: z.array(environmentSummarySchema),
});
export type EnvironmentListResponse = z.infer<typeof environmentListResponseSchema>;

/** POST {prefix}/environments/environment/test */
export const connectionTestResultSchema = z.object({
  status: z.enum(ENVIRONMENT_STATUSES),
  message: z.string(),
  /** The URL that answered (or the last one tried). */
  url: z.string(),
  clusters: z.array(z.string()),
  /**
   * How Beacon reaches the brokers, when the test could tell: directly (`brokers`), or only through
   * the environment's URL because it is a Pulsar proxy and the brokers' own addresses do not answer.
   */
  mode: z.enum(['brokers', 'pulsar-proxy']).optional(),
  /** For an OAuth2 environment that failed: which step (the issuer, the client, the broker). */
  oauth2Step: z.enum(OAUTH2_STEPS).optional(),
  /** The issuer's own words for a refused client (its error and error_description), when it gave them. */
  detail: z.string().optional(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;
