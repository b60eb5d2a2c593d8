import Fastify from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AnswerSchemaMismatchError, answerSerializerCompiler } from './answer-serializer.ts';

const answerSchema = z.object({ name: z.string(), count: z.number() });
const definition = { schema: answerSchema, method: 'GET', url: '/things', httpStatus: '200' };

function quietLog() {
  return { warn: vi.fn() };
}

describe('the answer serializer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the data as it is, keys the schema does not name included', () => {
    const serialize = answerSerializerCompiler({ strict: false, log: quietLog() })(definition);
    expect(JSON.parse(serialize({ name: 'a', count: 1, extra: ['kept'] }))).toEqual({
      name: 'a',
      count: 1,
      extra: ['kept'],
    });
  });

  it('strict: throws on an answer the schema does not describe, naming route, status and issue', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const serialize = answerSerializerCompiler({ strict: true, log: quietLog() })(definition);
    expect(() => serialize({ name: 'a', count: 'one' })).toThrow(AnswerSchemaMismatchError);
    expect(() => serialize({ name: 'a', count: 'one' })).toThrow(/200 answer of GET \/things[\s\S]*count/);
  });

  it('strict: throws on a key the schema does not name, nested ones too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listSchema = z.object({ data: z.array(answerSchema), meta: z.record(z.string(), z.unknown()) });
    const serialize = answerSerializerCompiler({ strict: true, log: quietLog() })({
      ...definition,
      schema: listSchema,
    });
    const described = { data: [{ name: 'a', count: 1, left: undefined }], meta: { any: { thing: 1 } } };
    expect(JSON.parse(serialize(described))).toEqual({
      data: [{ name: 'a', count: 1 }],
      meta: described.meta,
    });
    expect(() => serialize({ data: [{ name: 'a', count: 1, extra: true }], meta: {} })).toThrow(
      /does not name: data\[0\]\.extra/,
    );
  });

  it('lenient: sends the original data and warns once per route', () => {
    const log = quietLog();
    const serialize = answerSerializerCompiler({ strict: false, log })(definition);
    const wrong = { name: 'a', count: 'one', extra: true };
    expect(JSON.parse(serialize(wrong))).toEqual(wrong);
    expect(JSON.parse(serialize(wrong))).toEqual(wrong);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ route: 'GET /things', status: '200' });
  });

  it('lenient: checks only the first answer of a route, later ones are sent unparsed', () => {
    const log = quietLog();
    const serialize = answerSerializerCompiler({ strict: false, log })(definition);
    const right = { name: 'a', count: 1 };
    const wrong = { name: 'a', count: 'one' };
    expect(JSON.parse(serialize(right))).toEqual(right);
    expect(JSON.parse(serialize(wrong))).toEqual(wrong);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('refuses a schema that is not a zod schema when the route is registered', () => {
    const compile = answerSerializerCompiler({ strict: true, log: quietLog() });
    expect(() => compile({ ...definition, schema: { type: 'object' } })).toThrow(/not a zod schema/);
  });

  describe('in a Fastify server', () => {
    async function serverWith(strict: boolean, answer: unknown) {
      const server = Fastify({ logger: false });
      server.setSerializerCompiler(answerSerializerCompiler({ strict, log: quietLog() }));
      server
        .withTypeProvider<ZodTypeProvider>()
        .get('/things', { schema: { response: { 200: answerSchema } } }, () => answer as never);
      server.get('/refused', { schema: { response: { 200: answerSchema } } }, () => {
        throw Object.assign(new Error('no such thing'), { statusCode: 404 });
      });
      await server.ready();
      return server;
    }

    it('strict: a mismatching answer fails the request', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const server = await serverWith(true, { name: 'a' });
      const answer = await server.inject({ url: '/things' });
      expect(answer.statusCode).toBe(500);
      await server.close();
    });

    it('lenient: a mismatching answer is sent whole', async () => {
      const server = await serverWith(false, { name: 'a', extra: 1 });
      const answer = await server.inject({ url: '/things' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ name: 'a', extra: 1 });
      await server.close();
    });

    it('an undeclared status is serialized whole, without the 200 schema', async () => {
      const server = await serverWith(true, { name: 'a', count: 1 });
      const answer = await server.inject({ url: '/refused' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ statusCode: 404, message: 'no such thing' });
      await server.close();
    });
  });
});
