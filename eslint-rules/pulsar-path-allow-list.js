// The literals beacon/no-hand-built-pulsar-path lets stand (decision 0053), each with the reason it
// is not a call to Pulsar. An entry names one file and the exact paths (a template's `${…}` written
// `{}`); anything else there that looks like a Pulsar path is still refused. Tests (`*.test.ts(x)`,
// `test-support/`, the web's `src/test/`) are outside the fence: they speak to brokers and
// simulators in Pulsar's own paths on purpose.
export const PULSAR_PATH_ALLOW_LIST = [
  {
    file: 'apps/server/src/modules/pulsar-proxy/proxy-steps.ts',
    paths: ['/api/v1/bookie/'],
    reason:
      'The proxy’s own routes: a prefix it forwards and how it tells a BookKeeper call apart. Patterns of incoming paths, not calls.',
  },
  {
    file: 'apps/server/src/modules/pulsar-proxy/planned-calls.ts',
    paths: ['/admin/v2/'],
    reason: 'Where a planned call may go (the changes module): a pattern of incoming paths, not a call.',
  },
  {
    file: 'apps/server/src/modules/pulsar-proxy/checked-body.ts',
    paths: ['/admin/v3/'],
    reason: 'Which proxied calls may stream their body (function uploads): a pattern of incoming paths.',
  },
  {
    file: 'apps/server/src/test-support/deployment-fakes.ts',
    paths: [
      '/admin/v2/clusters',
      '/admin/v2/clusters/standalone',
      '/admin/v2/brokers/standalone',
      '/admin/v2/brokers/version',
    ],
    reason: 'Fake brokers for the deployment tests: they match the requests Beacon sends them.',
  },
  {
    file: 'apps/server/src/test-support/faults/faulty-broker.ts',
    paths: ['/admin/v2/tenants'],
    reason: 'The fault suite’s fake broker: it matches the request it is sent.',
  },
  {
    file: 'apps/web/src/features/tenants/tenants.api.ts',
    paths: ['/admin/v2/tenants', '/admin/v2/namespaces/{}'],
    reason:
      'Beacon’s own statistics-catalogue API ({prefix}/admin/v2/…, contracts/catalog.ts), which keeps Pulsar Manager’s paths: not a Pulsar call.',
  },
  {
    file: 'apps/web/src/features/namespaces/namespaces.api.ts',
    paths: ['/admin/v2/namespaces/{}/{}/stats', '/admin/v2/topics/{}/{}/stats'],
    reason:
      'Beacon’s own statistics-catalogue API ({prefix}/admin/v2/…, contracts/catalog.ts), which keeps Pulsar Manager’s paths: not a Pulsar call.',
  },
];
