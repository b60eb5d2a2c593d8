// The broker settings in force where a policy is left unset: Beacon's own GET {prefix}/policy-defaults
// (the allow-listed keys of the broker's runtime configuration), for the environment the session
// has chosen. A failure is said in place (the editor keeps its plain hint), never as a toast.
import { API_PREFIX, POLICY_DEFAULTS_PATH, type PolicyDefaultsResponse } from '@beacon/contracts';
import { requestData } from '../../../shared/api/index.ts';

export function fetchPolicyDefaults(signal: AbortSignal): Promise<PolicyDefaultsResponse> {
  return requestData<PolicyDefaultsResponse>(POLICY_DEFAULTS_PATH.slice(API_PREFIX.length), {
    signal,
    reportErrors: false,
  });
}
