// The namespace's properties and its subscription permissions, read and written through the
// @beacon/pulsar-admin catalogue (catalogue-properties.ts). Each section shows Pulsar's reason in
// place, so no call raises a toast; a write refreshes what it changed.
import { namespaceProperties, subscriptionPermissions } from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pulsarKey } from '../../../shared/api/pulsar-keys.ts';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import type { NamespaceRef } from './namespace-policies.api.ts';

const inPlace = 'in-place' as const;

export const namespaceLabelKeys = {
  properties: (ref: NamespaceRef) => pulsarKey(namespaceProperties.get, ref),
  subscriptionPermissions: (ref: NamespaceRef) => pulsarKey(subscriptionPermissions.list, ref),
};

export function useNamespaceProperties(ref: NamespaceRef, enabled: boolean) {
  return useQuery({
    queryKey: namespaceLabelKeys.properties(ref),
    queryFn: ({ signal }) => callPulsar(namespaceProperties.get, ref, { signal, failures: inPlace }),
    enabled,
  });
}

/** Sets one key through PUT …/properties, which adds or replaces the keys sent and keeps the rest. */
export function useSaveNamespaceProperty(ref: NamespaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) =>
      callPulsar(namespaceProperties.set, ref, { body: { [key]: value }, failures: inPlace }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: namespaceLabelKeys.properties(ref) }),
  });
}

export function useRemoveNamespaceProperty(ref: NamespaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      callPulsar(namespaceProperties.remove, { ...ref, key }, { failures: inPlace }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: namespaceLabelKeys.properties(ref) }),
  });
}

export function useSubscriptionPermissions(ref: NamespaceRef, enabled: boolean) {
  return useQuery({
    queryKey: namespaceLabelKeys.subscriptionPermissions(ref),
    queryFn: ({ signal }) => callPulsar(subscriptionPermissions.list, ref, { signal, failures: inPlace }),
    enabled,
  });
}

/** The roles sent REPLACE the subscription's set: the caller sends the ones it keeps too. */
export function useGrantSubscriptionPermission(ref: NamespaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscription, roles }: { subscription: string; roles: string[] }) =>
      callPulsar(subscriptionPermissions.grant, { ...ref, subscription }, { body: roles, failures: inPlace }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: namespaceLabelKeys.subscriptionPermissions(ref) }),
  });
}

export function useRevokeSubscriptionPermission(ref: NamespaceRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscription, role }: { subscription: string; role: string }) =>
      callPulsar(subscriptionPermissions.revoke, { ...ref, subscription, role }, { failures: inPlace }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: namespaceLabelKeys.subscriptionPermissions(ref) }),
  });
}
