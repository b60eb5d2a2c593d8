// The mark Beacon's web puts on every call (REQUEST_HEADERS.sessionCookie). A test that stands for
// the web sends it; without it a call is answered as Pulsar Manager's front end and scripts are, whose
// 400 and 401 refusals come as 422 (plugins/pulsar-manager-refusals.ts, decision 0056).
import { REQUEST_HEADERS } from '@beacon/contracts';

export const BEACON_WEB: Record<string, string> = { [REQUEST_HEADERS.sessionCookie]: 'cookie' };
