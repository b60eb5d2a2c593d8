// The cluster form's rules (create and CONFIG): a name Pulsar accepts, and each service URL a valid
// URL of its own scheme (HTTP http:, HTTPS https:, broker pulsar:, broker TLS pulsar+ssl:), as
// Pulsar Manager's dialog checked them, with one host or several (`http://b1:8080,b2:8080`, which
// Pulsar stores and its clients read); one of the two web service URLs is required, since a
// cluster served over TLS only has no http: URL. Messages are translation keys (web-only schema).
import type { ClusterData } from '@beacon/pulsar-admin';
import { z } from 'zod';

export interface ClusterFormValues {
  name: string;
  serviceUrl: string;
  serviceUrlTls: string;
  brokerServiceUrl: string;
  brokerServiceUrlTls: string;
}

/** Pulsar's NamedEntity rule for tenant, namespace and cluster names. */
const PULSAR_NAME = /^[-=:.\w]+$/;

/** `scheme://host:port[,host:port…][/path]`: Pulsar takes several hosts in one service URL. */
const SERVICE_URL = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)(.*)$/i;

/**
 * The problem of one service URL, or undefined: a URL of `scheme`, with one host or several hosts
 * separated by commas, as Pulsar's ServiceURI and its clients read them
 * (`http://broker-1:8080,broker-2:8080`).
 */
export function serviceUrlProblem(value: string, scheme: string, message: string): string | undefined {
  const parts = SERVICE_URL.exec(value);
  if (!parts) return 'clusters.validation.invalidUrl';
  const [, protocol = '', authority = '', rest = ''] = parts;
  if (protocol.toLowerCase() !== scheme) return message;
  const hosts = authority.split(',');
  for (const host of hosts) {
    if (host === '') return 'clusters.validation.invalidUrl';
    try {
      if (new URL(`${scheme}//${host}${rest}`).host === '') return 'clusters.validation.invalidUrl';
    } catch {
      return 'clusters.validation.invalidUrl';
    }
  }
  return undefined;
}

function urlOfScheme(scheme: string, message: string) {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const problem = serviceUrlProblem(value, scheme, message);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

export const clusterFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { message: 'clusters.validation.nameRequired' })
      .regex(PULSAR_NAME, { message: 'clusters.validation.nameFormat' }),
    serviceUrl: urlOfScheme('http:', 'clusters.validation.httpUrl'),
    serviceUrlTls: urlOfScheme('https:', 'clusters.validation.httpsUrl'),
    brokerServiceUrl: urlOfScheme('pulsar:', 'clusters.validation.pulsarUrl'),
    brokerServiceUrlTls: urlOfScheme('pulsar+ssl:', 'clusters.validation.pulsarSslUrl'),
  })
  .superRefine((values, context) => {
    if (values.serviceUrl === '' && values.serviceUrlTls === '')
      context.addIssue({
        code: 'custom',
        path: ['serviceUrl'],
        message: 'clusters.validation.serviceUrlRequired',
      });
  });

export const emptyClusterForm: ClusterFormValues = {
  name: '',
  serviceUrl: '',
  serviceUrlTls: '',
  brokerServiceUrl: '',
  brokerServiceUrlTls: '',
};

export const formValuesOf = (name: string, data: ClusterData): ClusterFormValues => ({
  name,
  serviceUrl: data.serviceUrl ?? '',
  serviceUrlTls: data.serviceUrlTls ?? '',
  brokerServiceUrl: data.brokerServiceUrl ?? '',
  brokerServiceUrlTls: data.brokerServiceUrlTls ?? '',
});

/**
 * The ClusterData to send: the four URLs (empty ones left out), on top of what the cluster already
 * holds. ClustersBase.updateCluster replaces the whole record, so authentication, proxy and peer
 * settings the form does not show must be sent back as they are.
 */
export function clusterDataOf(values: ClusterFormValues, current: ClusterData = {}): ClusterData {
  const data: ClusterData = { ...current };
  for (const key of ['serviceUrl', 'serviceUrlTls', 'brokerServiceUrl', 'brokerServiceUrlTls'] as const) {
    const value = values[key].trim();
    if (value === '') delete data[key];
    else data[key] = value;
  }
  return data;
}
