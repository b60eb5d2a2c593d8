import { authorizeProxyCall, canonicalPath } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { inspectsBody, refusedTopicReference, tenantOfTopicName } from './topic-references.ts';

const ADMIN_OF_TA = { roles: ['admin'] as const, tenants: ['ta'] };
const JSON_TYPE = 'application/json';
const METADATA_TYPE = 'application/vnd.partitioned-topic-metadata+json';

/** The permission and segments the proxy has for a call, from the real table. */
function call(method: string, path: string) {
  const decision = authorizeProxyCall(ADMIN_OF_TA, method, path);
  if (!decision.allowed) throw new Error(`${method} ${path} is refused: ${decision.reason}`);
  const parsed = canonicalPath(path);
  if (!parsed.ok) throw new Error(parsed.reason);
  return { permission: decision.permission, segments: parsed.segments };
}

function refusal(method: string, path: string, body: unknown, contentType = JSON_TYPE) {
  const { permission, segments } = call(method, path);
  expect(inspectsBody(permission, method, segments)).toBe(true);
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return refusedTopicReference(permission, segments, Buffer.from(raw), contentType, ['ta']);
}

const TOPIC = '/admin/v2/persistent/ta/ns1/orders';

describe('topic references in request bodies', () => {
  it('reads the bodies that can name topics, and only those', () => {
    for (const [method, path] of [
      ['PUT', TOPIC],
      ['PUT', `${TOPIC}/partitions`],
      ['PUT', `${TOPIC}/properties`],
      ['PUT', `${TOPIC}/shadowTopics`],
    ] as const) {
      const { permission, segments } = call(method, path);
      expect(inspectsBody(permission, method, segments), `${method} ${path}`).toBe(true);
    }
    for (const [method, path] of [
      ['DELETE', TOPIC],
      ['DELETE', `${TOPIC}/shadowTopics`],
      ['GET', `${TOPIC}/properties`],
      ['POST', `${TOPIC}/retention`],
      ['POST', `${TOPIC}/partitions`],
      ['POST', '/admin/v2/namespaces/ta/ns1/replication'],
    ] as const) {
      const { permission, segments } = call(method, path);
      expect(inspectsBody(permission, method, segments), `${method} ${path}`).toBe(false);
    }
  });

  it('refuses shadow topics of another tenant, as pulsar-admin sends them (a JSON list)', () => {
    expect(refusal('PUT', `${TOPIC}/shadowTopics`, ['persistent://tb/ns/copy'])).toEqual({
      status: 403,
      reason: 'The topic persistent://tb/ns/copy belongs to tenant tb, which this user does not administer',
    });
    expect(refusal('PUT', `${TOPIC}/shadowTopics`, ['persistent://ta/ns/copy', 'tb/ns/copy'])).toMatchObject({
      status: 403,
    });
    // One name where a list is expected: Pulsar's mapper may accept it, so it is checked too.
    expect(refusal('PUT', `${TOPIC}/shadowTopics`, '"persistent://tb/ns/copy"')).toMatchObject({
      status: 403,
    });
    // A bare name is public/default/<name> to Pulsar.
    expect(refusal('PUT', `${TOPIC}/shadowTopics`, ['copy'])).toMatchObject({ status: 403 });
    expect(
      refusal('PUT', `${TOPIC}/shadowTopics`, ['persistent://ta/ns/copy', 'ta/ns/copy2']),
    ).toBeUndefined();
  });

  it('refuses a shadow source in another tenant on creation, partitioned or not', () => {
    expect(refusal('PUT', TOPIC, { 'PULSAR.SHADOW_SOURCE': 'persistent://tb/ns/source' })).toMatchObject({
      status: 403,
    });
    expect(
      refusal(
        'PUT',
        `${TOPIC}/partitions`,
        { partitions: 3, properties: { 'PULSAR.SHADOW_SOURCE': 'persistent://tb/ns/source' } },
        METADATA_TYPE,
      ),
    ).toMatchObject({ status: 403 });
    // Whatever the key's case, and a non-string Jackson would turn into a (public) topic name.
    expect(refusal('PUT', TOPIC, { 'pulsar.shadow_source': 'tb/ns/source' })).toMatchObject({ status: 403 });
    expect(refusal('PUT', TOPIC, { 'PULSAR.SHADOW_SOURCE': 5 })).toMatchObject({ status: 403 });
    expect(
      refusal('PUT', TOPIC, { 'PULSAR.SHADOW_SOURCE': 'persistent://ta/ns/source', team: 'x' }),
    ).toBeUndefined();
    expect(refusal('PUT', `${TOPIC}/partitions`, 4)).toBeUndefined();
    expect(refusal('PUT', TOPIC, {})).toBeUndefined();
    expect(refusal('PUT', TOPIC, '')).toBeUndefined();
  });

  it('refuses a shadow source in another tenant set through the topic properties', () => {
    expect(refusal('PUT', `${TOPIC}/properties`, { 'PULSAR.SHADOW_SOURCE': 'tb/ns/source' })).toMatchObject({
      status: 403,
    });
    expect(refusal('PUT', `${TOPIC}/properties`, { owner: 'team-a' })).toBeUndefined();
  });

  it('answers 400 for a body it cannot read as Pulsar would', () => {
    expect(refusal('PUT', `${TOPIC}/shadowTopics`, '["persistent://tb/ns/copy"')).toEqual({
      status: 400,
      reason: 'The request body is not valid JSON',
    });
    expect(refusal('PUT', `${TOPIC}/shadowTopics`, ['persistent://tb/ns/copy'], 'text/plain')).toMatchObject({
      status: 400,
    });
    expect(refusal('PUT', `${TOPIC}/shadowTopics`, [{ topic: 'tb/ns/copy' }])).toMatchObject({ status: 400 });
    expect(refusal('PUT', TOPIC, { 'PULSAR.SHADOW_SOURCE': { topic: 'tb/ns/x' } })).toMatchObject({
      status: 400,
    });
    expect(refusal('PUT', `${TOPIC}/properties`, ['not', 'a', 'map'])).toMatchObject({ status: 400 });
    // Two JSON values: Jackson would read the first; Beacon reads neither.
    expect(refusal('PUT', TOPIC, '{} {"PULSAR.SHADOW_SOURCE":"tb/ns/x"}')).toMatchObject({ status: 400 });
  });

  it('reads topic names the way Pulsar does', () => {
    expect(tenantOfTopicName('persistent://tb/ns/t')).toBe('tb');
    expect(tenantOfTopicName('NON-PERSISTENT://tb/ns/t')).toBe('tb');
    expect(tenantOfTopicName('tb/ns/t')).toBe('tb');
    expect(tenantOfTopicName('tb/cluster/ns/t')).toBe('tb');
    expect(tenantOfTopicName('t')).toBe('public');
    expect(tenantOfTopicName('tb/ns')).toBeUndefined();
    expect(tenantOfTopicName('')).toBeUndefined();
    expect(tenantOfTopicName('http://tb/ns/t')).toBeUndefined();
  });
});
