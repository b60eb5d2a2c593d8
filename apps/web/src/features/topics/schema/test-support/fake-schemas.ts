// Pulsar's schema registry as Beacon's proxy passes it through (contract §2.10,
// SchemasResourceBase): `404 {reason}` when there is no schema (200 with no versions for all of them), empty-bodied 409/422 for an
// incompatible or invalid upload, `{version: {version}}` for an accepted one.
import { HttpResponse, http } from 'msw';
import type { SeenRequests } from '../../../../test/console-api.ts';
import type { SchemaVersion } from '../schema.api.ts';

export interface SchemaWorld {
  /** Versions per topic local name, oldest first. */
  topics: Record<string, { versions: SchemaVersion[]; deleted?: boolean }>;
  /** The effective compatibility strategy and the verdict the broker gives a candidate. */
  strategy?: string;
  compatible?: boolean;
  /** An upload the broker refuses although the check passed (another upload got there first). */
  refuseUpload?: 409 | 422;
}

const STRUCT_TYPES = new Set(['AVRO', 'JSON', 'PROTOBUF']);
const reason = (status: number, text: string) => HttpResponse.json({ reason: text }, { status });
// The reason of these travels only in the status line; the body is empty.
const emptyError = (status: number) => new HttpResponse(null, { status });

export function schemaVersion(
  version: number,
  data: string,
  extra: Partial<SchemaVersion> = {},
): SchemaVersion {
  return { version, type: 'AVRO', timestamp: Date.UTC(2026, 0, 1 + version), data, properties: {}, ...extra };
}

export function fakeSchemas(world: SchemaWorld, seen: SeenRequests = []) {
  const base = '/admin/v2/schemas/:tenant/:namespace/:topic';
  const record = (request: Request) => seen.push(request.clone());
  const live = (params: Record<string, unknown>) => {
    const found = world.topics[decodeURIComponent(String(params.topic))];
    if (!found || found.versions.length === 0) return reason(404, 'Schema not found');
    if (found.deleted) return reason(404, 'Schema is deleted');
    return found.versions;
  };

  return [
    http.get(`${base}/schema`, ({ request, params }) => {
      record(request);
      const versions = live(params);
      return Array.isArray(versions) ? HttpResponse.json(versions.at(-1)) : versions;
    }),
    http.get(`${base}/schema/:version`, ({ request, params }) => {
      record(request);
      const versions = live(params);
      if (!Array.isArray(versions)) return versions;
      const found = versions.find((entry) => entry.version === Number(params.version));
      return found ? HttpResponse.json(found) : reason(404, 'Schema not found');
    }),
    // All versions: a topic without a schema (or whose schema was deleted) is `200` with an empty
    // list, not 404 (SchemaRegistryServiceImpl#trimDeletedSchemaAndGetList, Pulsar 4.0).
    http.get(`${base}/schemas`, ({ request, params }) => {
      record(request);
      const versions = live(params);
      return HttpResponse.json({ getSchemaResponses: Array.isArray(versions) ? versions : [] });
    }),
    http.post(`${base}/compatibility`, ({ request }) => {
      record(request);
      return HttpResponse.json({
        compatibility: world.compatible ?? true,
        schemaCompatibilityStrategy: world.strategy ?? 'FULL',
      });
    }),
    http.post(`${base}/schema`, async ({ request, params }) => {
      record(request);
      const body = (await request.clone().json()) as {
        type: string;
        schema: string;
        properties: Record<string, string>;
      };
      if (STRUCT_TYPES.has(body.type)) {
        try {
          JSON.parse(body.schema);
        } catch {
          return emptyError(422);
        }
      }
      if (world.refuseUpload) return emptyError(world.refuseUpload);
      if (world.compatible === false) return emptyError(409);
      const topic = decodeURIComponent(String(params.topic));
      const found = (world.topics[topic] ??= { versions: [] });
      const version = (found.versions.at(-1)?.version ?? -1) + 1;
      found.versions.push(
        schemaVersion(version, body.schema, { type: body.type, properties: body.properties }),
      );
      found.deleted = false;
      return HttpResponse.json({ version: { version } });
    }),
    http.delete(`${base}/schema`, ({ request, params }) => {
      record(request);
      const found = world.topics[decodeURIComponent(String(params.topic))];
      if (!found || found.deleted || found.versions.length === 0) return HttpResponse.json({ version: -1 });
      found.deleted = true;
      return HttpResponse.json({ version: (found.versions.at(-1)?.version ?? 0) + 1 });
    }),
  ];
}
