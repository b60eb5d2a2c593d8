import { describe, expect, it } from 'vitest';
import { allPulsarOperations, findPulsarOperation } from './pulsar-operations.ts';

describe('Pulsar operations from the official OpenAPI', () => {
  it('finds the operation a concrete call uses, preferring literal segments', () => {
    expect(
      findPulsarOperation('GET', '/admin/v2/persistent/acme/orders/payments/stats?getPreciseBacklog=true'),
    ).toEqual({
      file: 'swagger.json',
      method: 'GET',
      template: '/admin/v2/persistent/{tenant}/{namespace}/{topic}/stats',
    });
    expect(findPulsarOperation('PUT', '/admin/v2/tenants/acme')?.template).toBe('/admin/v2/tenants/{tenant}');
    expect(findPulsarOperation('POST', '/admin/v2/namespaces/acme/orders/retention')?.template).toBe(
      '/admin/v2/namespaces/{tenant}/{namespace}/retention',
    );
    expect(findPulsarOperation('GET', '/lookup/v2/topic/persistent/acme/orders/payments')?.file).toBe(
      'swaggerlookup.json',
    );
    expect(findPulsarOperation('POST', '/topics/persistent/acme/orders/payments')?.file).toBe('rest-produce');
  });

  it('knows no operation for made-up paths or wrong methods', () => {
    expect(findPulsarOperation('GET', '/admin/v2/tenants/acme/extra/segments')).toBeUndefined();
    expect(findPulsarOperation('PATCH', '/admin/v2/tenants/acme')).toBeUndefined();
    expect(findPulsarOperation('GET', '/admin/v1/tenants')).toBeUndefined();
  });

  it('loads the whole 4.0.7 surface', () => {
    expect(allPulsarOperations().length).toBeGreaterThan(300);
  });
});
