import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readSession } from '../../../shared/auth/session.ts';
import type { TopicName } from '../topic-name.ts';
import {
  checkCompatibility,
  deleteSchema,
  fetchLatestSchema,
  fetchSchemaVersions,
  schemaPath,
  uploadSchema,
  type SchemaPayload,
} from './schema.api.ts';

// Keyed by environment and the schema's owner (a partition shares its parent's schema).
export const schemaKeys = {
  topic: (topic: TopicName) => ['topic-schema', readSession().environment ?? '', schemaPath(topic)] as const,
  latest: (topic: TopicName) => [...schemaKeys.topic(topic), 'latest'] as const,
  versions: (topic: TopicName) => [...schemaKeys.topic(topic), 'versions'] as const,
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
  useSchemaChange(topic, (payload: SchemaPayload) => uploadSchema(topic, payload));

export const useDeleteSchema = (topic: TopicName) => useSchemaChange(topic, () => deleteSchema(topic));

export const useCompatibilityCheck = (topic: TopicName) =>
  useMutation({ mutationFn: (payload: SchemaPayload) => checkCompatibility(topic, payload) });
