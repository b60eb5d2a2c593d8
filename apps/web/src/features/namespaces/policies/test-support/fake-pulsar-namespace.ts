// A fake of Pulsar 4.0's namespace policy endpoints for the web tests, at the network boundary.
// It is written from Pulsar's contract (NamespacesBase / Namespaces.java, the admin contract notes),
// not from the console's catalogue, so a wrong path, method or body in the catalogue fails here:
// unset policies read as 204 with no body, writes answer 204, refusals carry {"reason": "..."}.
import { HttpResponse, http } from 'msw';

interface Endpoint {
  set: 'POST' | 'PUT';
  deletable: boolean;
  /** What GET answers while unset; undefined → 204 No Content. */
  unset?: unknown;
  /** Pulsar's refusal of a body, or undefined when it is accepted. */
  check?: (body: unknown) => { status: number; reason: string } | undefined;
}

const isInt = (value: unknown): value is number => Number.isInteger(value);
const notBelowZero = (name: string) => (body: unknown) =>
  !isInt(body)
    ? { status: 400, reason: `Invalid value for ${name}` }
    : body < 0
      ? { status: 412, reason: `${name} must be 0 or more` }
      : undefined;
const bool = (body: unknown) =>
  typeof body === 'boolean' ? undefined : { status: 400, reason: 'Invalid boolean' };
const oneOf = (values: string[]) => (body: unknown) =>
  typeof body === 'string' && values.includes(body)
    ? undefined
    : { status: 400, reason: `Invalid value ${JSON.stringify(body)}` };

function persistence(body: unknown) {
  const values = (body ?? {}) as Record<string, number | undefined>;
  const e = values.bookkeeperEnsemble ?? 0;
  const w = values.bookkeeperWriteQuorum ?? 0;
  const a = values.bookkeeperAckQuorum ?? 0;
  if (!(e >= w && w >= a))
    return { status: 400, reason: `Bookkeeper Ensemble (${e}) >= WriteQuorum (${w}) >= AckQuorum (${a})` };
  return undefined;
}

function retention(body: unknown) {
  const values = (body ?? {}) as Record<string, unknown>;
  const time = values.retentionTimeInMinutes;
  const size = values.retentionSizeInMB;
  if (!isInt(time) || !isInt(size) || time < -1 || size < -1 || (time === 0) !== (size === 0))
    return {
      status: 400,
      reason: `Invalid retention policy: retentionTimeInMinutes=${String(time)}, retentionSizeInMB=${String(size)}`,
    };
  return undefined;
}

const rate = (body: unknown) =>
  typeof body === 'object' && body !== null ? undefined : { status: 400, reason: 'Invalid rate' };

export const PULSAR_POLICY_ENDPOINTS: Record<string, Endpoint> = {
  messageTTL: {
    set: 'POST',
    deletable: true,
    check: (body) =>
      isInt(body) && body >= 0 ? undefined : { status: 412, reason: 'Invalid value for message TTL' },
  },
  retention: { set: 'POST', deletable: true, check: retention },
  persistence: { set: 'POST', deletable: true, check: persistence },
  deduplication: { set: 'POST', deletable: true, check: bool },
  encryptionRequired: { set: 'POST', deletable: false, unset: false, check: bool },
  subscriptionAuthMode: { set: 'POST', deletable: false, unset: 'None', check: oneOf(['None', 'Prefix']) },
  schemaAutoUpdateCompatibilityStrategy: {
    set: 'PUT',
    deletable: false,
    unset: 'Full',
    check: oneOf([
      'AutoUpdateDisabled',
      'Backward',
      'Forward',
      'Full',
      'AlwaysCompatible',
      'BackwardTransitive',
      'ForwardTransitive',
      'FullTransitive',
    ]),
  },
  schemaCompatibilityStrategy: {
    set: 'PUT',
    deletable: false,
    unset: 'UNDEFINED',
    check: oneOf([
      'UNDEFINED',
      'ALWAYS_INCOMPATIBLE',
      'ALWAYS_COMPATIBLE',
      'BACKWARD',
      'FORWARD',
      'FULL',
      'BACKWARD_TRANSITIVE',
      'FORWARD_TRANSITIVE',
      'FULL_TRANSITIVE',
    ]),
  },
  schemaValidationEnforced: { set: 'POST', deletable: false, unset: false, check: bool },
  compactionThreshold: { set: 'PUT', deletable: true, check: notBelowZero('compactionThreshold') },
  offloadThreshold: {
    set: 'PUT',
    deletable: false,
    unset: -1,
    check: (body) => (isInt(body) ? undefined : { status: 400, reason: 'Invalid offloadThreshold' }),
  },
  offloadDeletionLagMs: {
    set: 'PUT',
    deletable: true,
    check: (body) => (isInt(body) ? undefined : { status: 400, reason: 'Invalid offloadDeletionLagMs' }),
  },
  maxProducersPerTopic: { set: 'POST', deletable: true, check: notBelowZero('maxProducersPerTopic') },
  maxConsumersPerTopic: { set: 'POST', deletable: true, check: notBelowZero('maxConsumersPerTopic') },
  maxConsumersPerSubscription: {
    set: 'POST',
    deletable: true,
    check: notBelowZero('maxConsumersPerSubscription'),
  },
  dispatchRate: { set: 'POST', deletable: true, check: rate },
  subscriptionDispatchRate: { set: 'POST', deletable: true, check: rate },
  subscribeRate: { set: 'POST', deletable: true, check: rate },
};

/** One call the fake received, for assertions about what the console sent. */
export interface SeenCall {
  method: string;
  /** The path below /admin/v2/namespaces/{tenant}/{namespace}/ (or the full path for other calls). */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON when the body is JSON, the raw text otherwise, undefined without a body. */
  body: unknown;
  text: string;
}

export interface FakeNamespaceOptions {
  tenant: string;
  namespace: string;
  allowedClusters?: string[];
  replicationClusters?: string[];
  /** Stored policy values by endpoint name (e.g. `messageTTL: 60`), as a namespace would hold them. */
  policies?: Record<string, unknown>;
  permissions?: Record<string, string[]>;
  backlogQuotaMap?: Record<string, unknown>;
  antiAffinityGroup?: string;
}

const reason = (status: number, text: string) => HttpResponse.json({ reason: text }, { status });
const noContent = () => new HttpResponse(null, { status: 204 });

export function fakePulsarNamespace(options: FakeNamespaceOptions) {
  const state = {
    policies: { ...options.policies } as Record<string, unknown>,
    permissions: { ...options.permissions } as Record<string, string[]>,
    replication: [...(options.replicationClusters ?? options.allowedClusters ?? ['standalone'])],
    backlogQuotaMap: { ...options.backlogQuotaMap } as Record<string, unknown>,
    antiAffinityGroup: options.antiAffinityGroup,
  };
  const seen: SeenCall[] = [];
  const failures = new Map<string, { status: number; reason: string }>();
  const prefix = `/admin/v2/namespaces/${options.tenant}/${options.namespace}`;

  async function record(request: Request, path: string): Promise<SeenCall> {
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = text === '' ? undefined : text;
    try {
      if (text !== '') body = JSON.parse(text) as unknown;
    } catch {
      // Raw text (the anti-affinity group): kept as sent.
    }
    const call = { method: request.method, path, query: Object.fromEntries(url.searchParams), body, text };
    seen.push(call);
    return call;
  }

  const handle = async ({ request }: { request: Request }) => {
    const pathname = decodeURIComponent(new URL(request.url).pathname);
    if (!pathname.startsWith(`${prefix}/`)) return reason(404, 'Namespace does not exist');
    const path = pathname.slice(prefix.length + 1);
    const call = await record(request, path);
    const failure = failures.get(`${request.method} ${path}`);
    if (failure) return reason(failure.status, failure.reason);
    return answer(call);
  };

  function answer({ method, path, body, text, query }: SeenCall): Response {
    if (path === 'replication') {
      if (method === 'GET') return HttpResponse.json(state.replication);
      if (!Array.isArray(body) || body.length === 0)
        return reason(412, 'ClusterIds should not be null or empty');
      state.replication = body as string[];
      return noContent();
    }
    if (path === 'permissions' && method === 'GET') return HttpResponse.json(state.permissions);
    if (path.startsWith('permissions/')) {
      const role = path.slice('permissions/'.length);
      if (method === 'DELETE') delete state.permissions[role];
      else state.permissions[role] = body as string[];
      return noContent();
    }
    if (path === 'backlogQuotaMap' && method === 'GET') return HttpResponse.json(state.backlogQuotaMap);
    if (path === 'backlogQuota') {
      const type = query.backlogQuotaType ?? 'destination_storage';
      if (method === 'DELETE') delete state.backlogQuotaMap[type];
      else
        state.backlogQuotaMap[type] = {
          ...(body as object),
          ...(type === 'destination_storage' ? { limit: (body as { limitSize: number }).limitSize } : {}),
        };
      return noContent();
    }
    if (path === 'antiAffinity') {
      if (method === 'GET')
        return state.antiAffinityGroup === undefined
          ? noContent()
          : new HttpResponse(state.antiAffinityGroup, { headers: { 'Content-Type': 'application/json' } });
      if (method === 'DELETE') state.antiAffinityGroup = undefined;
      // A Java String parameter: the body text is the group, quotes and all.
      else if (text.trim() === '') return reason(412, 'antiAffinityGroup cannot be null or empty');
      else state.antiAffinityGroup = text;
      return noContent();
    }
    const endpoint = PULSAR_POLICY_ENDPOINTS[path];
    if (!endpoint) return reason(404, `No fake for ${method} ${path}`);
    if (method === 'GET') {
      const value = path in state.policies ? state.policies[path] : endpoint.unset;
      return value === undefined ? noContent() : HttpResponse.json(value);
    }
    if (method === 'DELETE' && endpoint.deletable) {
      delete state.policies[path];
      return noContent();
    }
    if (method !== endpoint.set) return new HttpResponse(null, { status: 405 });
    const refusal = endpoint.check?.(body);
    if (refusal) return reason(refusal.status, refusal.reason);
    state.policies[path] = body;
    return noContent();
  }

  const handlers = [
    http.get(`/admin/v2/tenants/${options.tenant}`, () =>
      HttpResponse.json({ adminRoles: [], allowedClusters: options.allowedClusters ?? ['standalone'] }),
    ),
    http.get(`${prefix}/*`, handle),
    http.post(`${prefix}/*`, handle),
    http.put(`${prefix}/*`, handle),
    http.delete(`${prefix}/*`, handle),
  ];

  return {
    handlers,
    state,
    seen,
    /** The next calls of `method` on `path` are refused with Pulsar's reason, until `heal()`. */
    refuse(method: string, path: string, status: number, text: string) {
      failures.set(`${method} ${path}`, { status, reason: text });
    },
    heal() {
      failures.clear();
    },
    writes: () => seen.filter((call) => call.method !== 'GET'),
  };
}
