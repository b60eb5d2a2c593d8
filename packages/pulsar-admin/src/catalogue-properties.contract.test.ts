// Holds the properties, subscription-permission and missing-partition entries to Pulsar 4.0.7's
// OpenAPI: each is one of its operations with the method the entry names, save the two the broker
// hides from it (Namespaces.java:366-390, 414-433 in 4.0.7: `@ApiOperation(hidden = true)`), whose
// paths the OpenAPI must then not have. What each answers is checked on the simulator and a real
// broker by apps/pulsar-sim/src/contract/properties.contract.test.ts.
import { describe, expect, it } from 'vitest';
import { responseSchema } from '../../../apps/pulsar-sim/src/contract/openapi.ts';
import { propertyCalls, subscriptionPermissions } from './catalogue-properties.ts';

const HIDDEN = new Set<unknown>([subscriptionPermissions.grant, subscriptionPermissions.revoke]);
const openApiTemplate = (template: string) =>
  template.replace('/admin/v2/{domain}/', '/admin/v2/persistent/');
const declared = (method: string, template: string) =>
  [200, 204].some((status) => responseSchema(method, openApiTemplate(template), status));

describe('the properties catalogue', () => {
  const visible = Object.entries(propertyCalls).filter(([, entry]) => !HIDDEN.has(entry));
  it.each(visible)('%s is an operation of the Pulsar 4.0.7 OpenAPI', (_, entry) => {
    expect(declared(entry.method, entry.template), `${entry.method} ${entry.template}`).toBe(true);
  });

  it('names the hidden subscription-permission calls, which the OpenAPI lacks', () => {
    for (const entry of HIDDEN as Set<typeof subscriptionPermissions.grant>)
      expect(declared(entry.method, entry.template), entry.template).toBe(false);
  });
});
