import { describe, expect, it } from 'vitest';
import { clusterFormSchema, emptyClusterForm } from './cluster-form.ts';

const issuesOf = (values: Partial<typeof emptyClusterForm>) => {
  const parsed = clusterFormSchema.safeParse({ ...emptyClusterForm, name: 'east', ...values });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('cluster form service URLs', () => {
  it('takes several hosts in one URL, as Pulsar stores them and its clients read them', () => {
    expect(
      issuesOf({
        serviceUrl: 'http://broker-1.internal:8080,broker-2.internal:8080',
        serviceUrlTls: 'https://broker-1.internal:8443,broker-2.internal:8443',
        brokerServiceUrl: 'pulsar://broker-1.internal:6650,broker-2.internal:6650,broker-3.internal:6650',
        brokerServiceUrlTls: 'pulsar+ssl://broker-1.internal:6651,broker-2.internal:6651',
      }),
    ).toEqual([]);
  });

  it('still refuses a wrong scheme, an empty host and a bad port, host by host', () => {
    expect(issuesOf({ serviceUrl: 'https://a:8080,b:8080' })).toEqual([
      'serviceUrl: clusters.validation.httpUrl',
    ]);
    expect(issuesOf({ serviceUrl: 'http://a:8080,,b:8080' })).toEqual([
      'serviceUrl: clusters.validation.invalidUrl',
    ]);
    expect(issuesOf({ serviceUrl: 'http://a:8080', brokerServiceUrl: 'pulsar://a:6650,b:port' })).toEqual([
      'brokerServiceUrl: clusters.validation.invalidUrl',
    ]);
    expect(issuesOf({ serviceUrl: 'not a url' })).toEqual(['serviceUrl: clusters.validation.invalidUrl']);
    expect(issuesOf({ serviceUrl: 'http://one-host:8080/' })).toEqual([]);
  });
});
