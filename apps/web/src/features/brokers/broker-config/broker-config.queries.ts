// A broker's settings: its effective (runtime) configuration, read from that broker itself
// (`x-pulsar-broker`), and the cluster's dynamic configuration (the names, the overrides stored in
// the cluster's metadata store), asked of the same broker and changed through it (decision 0043).
import { brokerAdmin } from '@beacon/pulsar-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callPulsar } from '../../../shared/api/pulsar-call.ts';
import { environmentKey, pulsarKey } from '../../../shared/api/pulsar-keys.ts';

const inPlace = 'in-place' as const;

export const brokerConfigKeys = {
  /** Everything under `/brokers/configuration`: a change refreshes names, overrides and runtime maps. */
  all: () => [...environmentKey(), 'brokers', 'configuration'],
  runtime: (broker: string) => pulsarKey(brokerAdmin.runtimeConfiguration, {}, broker),
  names: (broker: string) => pulsarKey(brokerAdmin.dynamicConfigurationNames, {}, broker),
  overrides: (broker: string) => pulsarKey(brokerAdmin.dynamicConfigurationValues, {}, broker),
};

export function useRuntimeConfiguration(broker: string) {
  return useQuery({
    queryKey: brokerConfigKeys.runtime(broker),
    queryFn: ({ signal }) =>
      callPulsar(brokerAdmin.runtimeConfiguration, {}, { broker, signal, failures: inPlace }),
  });
}

export function useDynamicConfigurationNames(broker: string) {
  return useQuery({
    queryKey: brokerConfigKeys.names(broker),
    queryFn: ({ signal }) =>
      callPulsar(brokerAdmin.dynamicConfigurationNames, {}, { broker, signal, failures: inPlace }),
    // The names come from the broker's code: they change only with its version.
    staleTime: 5 * 60_000,
  });
}

export function useDynamicConfigurationOverrides(broker: string) {
  return useQuery({
    queryKey: brokerConfigKeys.overrides(broker),
    queryFn: ({ signal }) =>
      callPulsar(brokerAdmin.dynamicConfigurationValues, {}, { broker, signal, failures: inPlace }),
  });
}

/** Stores an override; the dialog says Pulsar's refusal itself (`caller`). */
export function useUpdateDynamicSetting(broker: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, value }: { name: string; value: string }) =>
      callPulsar(
        brokerAdmin.updateDynamicConfiguration,
        { configName: name, configValue: value },
        { broker, failures: 'caller' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: brokerConfigKeys.all() }),
  });
}

/** Deletes the override: every broker of the cluster goes back to its own configured value. */
export function useDeleteDynamicSetting(broker: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      callPulsar(
        brokerAdmin.deleteDynamicConfiguration,
        { configName: name },
        { broker, failures: 'caller' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: brokerConfigKeys.all() }),
  });
}
