// Policy as code's calls (issue 33 item 2): the export as YAML text, a comparison, a plan.
import {
  API_PREFIX,
  POLICY_CODE_DIFF_PATH,
  POLICY_CODE_EXPORT_PATH,
  POLICY_CODE_PLAN_PATH,
  POLICY_DOCUMENT_TYPE,
  type PolicyDiffRequest,
  type PolicyDiffResponse,
  type PolicyPlanRequest,
  type PolicyPlanResponse,
  type PolicyScope,
} from '@beacon/contracts';
import { requestData, requestStream } from '../../shared/api/http-client.ts';

const consolePath = (path: string) => path.slice(API_PREFIX.length);

export interface ScopeRef {
  scope: PolicyScope;
  name?: string | undefined;
}

/** The document's YAML and the file name the server gives it. */
export async function exportDocument(
  ref: ScopeRef,
  signal?: AbortSignal,
): Promise<{ text: string; fileName: string }> {
  const response = await requestStream(consolePath(POLICY_CODE_EXPORT_PATH), {
    method: 'GET',
    query: { scope: ref.scope, name: ref.name },
    accept: POLICY_DOCUMENT_TYPE,
    reportErrors: false,
    ...(signal ? { signal } : {}),
  });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { text: await response.text(), fileName: fileName ?? 'policies.yaml' };
}

export function compareDocuments(request: PolicyDiffRequest) {
  return requestData<PolicyDiffResponse>(consolePath(POLICY_CODE_DIFF_PATH), {
    method: 'POST',
    json: request,
    reportErrors: false,
  });
}

export function planDocument(environment: string, request: PolicyPlanRequest) {
  return requestData<PolicyPlanResponse>(consolePath(POLICY_CODE_PLAN_PATH), {
    method: 'POST',
    json: request,
    environment,
    reportErrors: false,
  });
}
