// The cluster form's rules (create and CONFIG): a name Pulsar accepts, and each service URL a valid
// URL of its own scheme (HTTP http:, HTTPS https:, broker pulsar:, broker TLS pulsar+ssl:), as
// Pulsar Manager's dialog checked them; one of the two web service URLs is required, since a
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

function urlOfScheme(scheme: string, message: string) {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        context.addIssue({ code: 'custom', message: 'clusters.validation.invalidUrl' });
        return;
      }
      if (url.protocol !== scheme || url.host === '')
        context.addIssue({
          code: 'custom',
          message: url.host === '' ? 'clusters.validation.invalidUrl' : message,
        });
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
