// The change plan's calls (issue 33): POST {prefix}/changes/preview and /changes/apply for the
// environment the plan is for, which need not be the session's current one. An apply's answer is
// read line by line as the server sends them, so the screen shows each call as it ends.
import {
  API_PREFIX,
  type ApplyLine,
  CHANGES_APPLY_PATH,
  CHANGES_PREVIEW_PATH,
  CHANGES_STREAM_TYPE,
  type ChangesPreviewResponse,
  type PlannedCall,
} from '@beacon/contracts';
import { requestData, requestStream } from '../../shared/api/http-client.ts';
import { readJsonLines } from '../../shared/lib/json-lines.ts';

const consolePath = (path: string) => path.slice(API_PREFIX.length);

export function previewChanges(environment: string, calls: readonly PlannedCall[], signal?: AbortSignal) {
  return requestData<ChangesPreviewResponse>(consolePath(CHANGES_PREVIEW_PATH), {
    method: 'POST',
    json: { calls },
    environment,
    reportErrors: false,
    ...(signal ? { signal } : {}),
  });
}

/** Runs the plan, handing each line to `take` as it comes; rejects with the server's refusal. */
export async function applyChanges(
  environment: string,
  request: { calls: readonly PlannedCall[]; dryRun: boolean },
  take: (line: ApplyLine) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await requestStream(consolePath(CHANGES_APPLY_PATH), {
    method: 'POST',
    json: request,
    environment,
    signal,
    accept: CHANGES_STREAM_TYPE,
    reportErrors: false,
  });
  await readJsonLines(response, take);
}
