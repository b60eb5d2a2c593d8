import { schemas, type PostSchemaPayload } from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pulsarKey, pulsarResources } from '../../../shared/api/pulsar-keys.ts';
import type { TopicName } from '../topic-name.ts';
import {
  checkCompatibility,
  deleteSchema,
  fetchLatestSchema,
  fetchSchemaVersions,
  schemaParams,
  uploadSchema,
} from './schema.api.ts';

// Pulsar keeps schemas per namespace, by the owner's name (a partition shares its parent's):
// ['pulsar', env, 'tenants', t, 'namespaces', ns, 'schemas', topic, …] (decision 0024).
export const schemaKeys = {
  topic: (topic: TopicName) => {
    const { tenant, namespace, topic: owner } = schemaParams(topic);
    return [...pulsarResources.namespace(tenant, namespace), 'schemas', owner];
  },
  latest: (topic: TopicName) => pulsarKey(schemas.latest, schemaParams(topic)),
  versions: (topic: TopicName) => pulsarKey(schemas.versions, schemaParams(topic)),
};

export function useLatestSchema(topic: TopicName, enabled = true) {
  return useQuery({
    queryKey: schemaKeys.latest(topic),
    queryFn: ({ signal }) => fetchLatestSchema(topic, signal),
    enabled,
  });
}

export function useSchemaVersions(topic: TopicName, enabled = true) {
  return useQuery({
    queryKey: schemaKeys.versions(topic),
    queryFn: ({ signal }) => fetchSchemaVersions(topic, signal),
    enabled,
  });
}

/** Upload and delete change every version we hold, whatever the outcome. */
function useSchemaChange<Variables, Result>(
  topic: TopicName,
  run: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schemaKeys.topic(topic) }),
  });
}

export const useUploadSchema = (topic: TopicName) =>
  useSchemaChange(topic, (payload: PostSchemaPayload) => uploadSchema(topic, payload));

export const useDeleteSchema = (topic: TopicName) => useSchemaChange(topic, () => deleteSchema(topic));

export const useCompatibilityCheck = (topic: TopicName) =>
  useMutation({ mutationFn: (payload: PostSchemaPayload) => checkCompatibility(topic, payload) });
