// POST {prefix}/workbench/produce (issue 30 item 4, decision 0077): JSON values written to a topic
// whose schema is AVRO, PROTOBUF_NATIVE or JSON, encoded by its latest schema and sent over the
// binary protocol with that schema, so each message names the topic's schema version. Pulsar's REST
// produce does neither Protobuf-native nor a refusal (it writes an empty payload when its Avro
// encoding fails). Allowed to whoever may make the REST produce call on the topic (the permission
// table's `message.produce`); every send is audited.
import {
  authorizeProxyCall,
  JSON_PRODUCE_SCHEMA_TYPES,
  MESSAGES,
  WORKBENCH_PRODUCE_PATH,
  workbenchProduceAnswerSchema,
  workbenchProduceRequestSchema,
  type WorkbenchProduceAnswer,
} from '@beacon/contracts';
import { pulsarRest } from '@beacon/pulsar-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-errors.ts';
import type { Authenticated } from '../../plugins/route-config.ts';
import { requestedEnvironment } from '../../plugins/request-headers.ts';
import { pulsarRequestPath } from '../pulsar-proxy/index.ts';
import { accessInEnvironment } from '../users/index.ts';
import { binaryServiceOf } from './binary-service.ts';
import { encodeAll, sendEncoded } from './produce-send.ts';
import type { WorkbenchDependencies } from './register-workbench.ts';
import { TopicSchemas } from './topic-schemas.ts';

/** The REST produce path of `persistent://t/n/topic` (a partition's is its partitioned topic's). */
function restProducePath(topic: string): string {
  const parent = topic.replace(/^persistent:\/\//, '').replace(/-partition-\d+$/, '');
  const [tenant, namespace, ...rest] = parent.split('/') as [string, string, ...string[]];
  return pulsarRequestPath(pulsarRest.produce, {
    domain: 'persistent',
    tenant,
    namespace,
    topic: rest.join('/'),
  });
}

export function produceRoutes(server: FastifyInstance, deps: WorkbenchDependencies): void {
  const { db, reads, audit } = deps;

  server.withTypeProvider<ZodTypeProvider>().post(
    WORKBENCH_PRODUCE_PATH,
    {
      schema: { body: workbenchProduceRequestSchema, response: { 200: workbenchProduceAnswerSchema } },
    },
    async (request): Promise<WorkbenchProduceAnswer> => {
      const { user, access: userAccess } = request.auth as Authenticated;
      const environment = requestedEnvironment(request);
      const access = accessInEnvironment(userAccess, environment);
      if (access.roles.length === 0) throw new HttpError(403, MESSAGES.forbidden);
      const { topic, messages } = request.body;
      // The same decision as the REST produce call this stands beside.
      const decision = authorizeProxyCall(access, 'POST', restProducePath(topic));
      if (!decision.allowed) throw new HttpError(decision.status, decision.reason);

      const pulsar = await reads.target(environment);
      const schema = await new TopicSchemas(reads, pulsar).of(topic, undefined);
      if (!schema || !JSON_PRODUCE_SCHEMA_TYPES.includes(schema.type))
        throw new HttpError(
          409,
          `${topic} has ${schema ? `a ${schema.type} schema` : 'no schema'}: its messages are produced as text (Produce's text path, Pulsar's REST produce), not as JSON encoded by a schema`,
        );
      const encoded = encodeAll(messages, schema);

      const service = await binaryServiceOf(reads, pulsar);
      const detail = { messages: messages.length, schemaType: schema.type };
      const base = {
        actor: user.name,
        environment: pulsar.environment.name,
        action: 'message.produce',
        target: topic,
      };
      const auditId = await audit.record(db, { ...base, result: 'pending', detail });
      try {
        const result = await sendEncoded(service, topic, schema, encoded);
        await audit.complete(db, auditId, 'success', { ...detail, schemaVersion: result.schemaVersion });
        return { topic, schemaType: schema.type, ...result };
      } catch (error) {
        await audit.complete(db, auditId, 'failure', {
          ...detail,
          reason: error instanceof Error ? error.message : String(error),
        });
        throw error;
      }
    },
  );
}
