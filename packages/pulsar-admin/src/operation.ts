// What one catalogue entry says about a Pulsar admin call: method and path template at run time,
// answer, body and query as types. Path parameters are read from the template itself, so an entry
// cannot name a parameter its path does not have.

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

type ParamNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** `{tenant: …, namespace: …}` for `/admin/v2/namespaces/{tenant}/{namespace}`. */
export type PathParams<Template extends string> = { [Name in ParamNames<Template>]: string | number };

/** How the answer's body is read: JSON (most), bare text, or the message bytes themselves. */
export type AnswerFormat = 'json' | 'text' | 'bytes';

export interface Operation<Template extends string = string, Answer = unknown, Body = never, Query = never> {
  readonly method: Method;
  readonly template: Template;
  readonly answerFormat: AnswerFormat;
  /**
   * Set where a real broker answers other than its OpenAPI says (src/corrections.ts): the shape the
   * contract test checks instead of the OpenAPI's.
   */
  readonly correctedAnswer?: object;
  /**
   * Set where the answer type requires fields the OpenAPI leaves optional (src/broker-written.ts):
   * the contract test checks the simulator writes them, besides the OpenAPI's shape.
   */
  readonly writtenAnswer?: object;
  /** Never set: carries the answer, body and query types to the callers. */
  readonly types?: { answer: Answer; body: Body; query: Query };
}

export type AnswerOf<Op> =
  Op extends Operation<string, infer Answer, infer _Body, infer _Query> ? Answer : never;
export type BodyOf<Op> = Op extends Operation<string, infer _Answer, infer Body, infer _Query> ? Body : never;
export type QueryOf<Op> =
  Op extends Operation<string, infer _Answer, infer _Body, infer Query> ? Query : never;
export type ParamsOf<Op> = Op extends { template: infer Template extends string }
  ? PathParams<Template>
  : never;

interface Extra {
  answerFormat?: AnswerFormat;
  correctedAnswer?: object;
  writtenAnswer?: object;
}

/**
 * Declares an entry: `operation<Answer, Body, Query>()('GET', '/admin/v2/…')`. Curried so the
 * template's literal type is inferred while the answer type is given.
 */
export function operation<Answer = void, Body = never, Query = never>() {
  return <Template extends string>(
    method: Method,
    template: Template,
    extra: Extra = {},
  ): Operation<Template, Answer, Body, Query> => ({
    method,
    template,
    answerFormat: extra.answerFormat ?? 'json',
    ...(extra.correctedAnswer ? { correctedAnswer: extra.correctedAnswer } : {}),
    ...(extra.writtenAnswer ? { writtenAnswer: extra.writtenAnswer } : {}),
  });
}
