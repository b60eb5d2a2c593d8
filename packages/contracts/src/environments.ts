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

export interface EnvironmentSummary {
  name: string;
  /** The service URL(s), shown as the switcher's label. */
  broker: string;
  bookie: string;
  status: EnvironmentStatus;
  /** Why the status is what it is, in words an operator can act on. */
  statusMessage: string;
  checkedAt: number | null;
  hasToken: boolean;
  /** Any TLS material stored (CA or client certificate). */
  hasTls: boolean;
  hasTlsCa: boolean;
  /** A client certificate and its key are stored (mutual TLS). */
  hasClientCertificate: boolean;
}

export interface ConnectionTestResult {
  status: EnvironmentStatus;
  message: string;
  /** The URL that answered (or the last one tried). */
  url: string;
  clusters: string[];
  /**
   * How Beacon reaches the brokers, when the test could tell: directly (`brokers`), or only through
   * the environment's URL because it is a Pulsar proxy and the brokers' own addresses do not answer.
   */
  mode?: 'brokers' | 'pulsar-proxy';
}
