// fast-check arbitraries for whole HTTP requests to Beacon: a path from one of the known templates
// (console routes, the permission table, Pulsar's OpenAPI) with generated or junk parameters and
// suffixes, any method, odd Accept / Content-Type values, duplicate headers, control characters,
// and bodies from empty to larger than the body limit.
import fc from 'fast-check';
import { PERMISSION_TABLE } from '@beacon/contracts';
import type { RawRequest } from './raw-http.ts';

export interface Caller {
  role: string;
  token: string | undefined;
  xsrf: string | undefined;
}

/** Names that exist in the simulator's demo scenario, so some calls reach real data. */
const KNOWN_NAMES = [
  'acme',
  'public',
  'sample',
  'default',
  'orders',
  'payments',
  'iot',
  'analytics',
  'enrich',
  'generator',
  'standalone',
  'functions',
  'sub-1',
  'orders-partition-0',
  '0',
  '-1',
  'persistent',
];

const JUNK_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%2F',
  '%252e%252e',
  '%00',
  '%',
  '%zz',
  'a;b=1',
  'a\\b',
  '~root',
  '%C0%AF',
  'é',
  '名字',
  '%E5%90%8D',
  '%F0%9F%92%A5',
  '💥',
  '\u0000',
  'a b',
  '$%7B7*7%7D',
  '..%2f..%2fclusters',
];

/** Mostly names a broker could hold, so most requests get past the path checks to a handler. */
const segment = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...KNOWN_NAMES) },
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z][a-z0-9-]{0,11}$/) },
  { weight: 1, arbitrary: fc.string({ maxLength: 16, unit: 'grapheme' }).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.constantFrom(...JUNK_SEGMENTS) },
);

/** `value` about once in `oneIn` draws, otherwise null. */
function sometimes<T>(value: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });
}

const suffix = fc.oneof(
  { weight: 24, arbitrary: fc.constant('') },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      '/',
      '?',
      '?force=true',
      '?authoritative=true&x=%zz',
      '?page_num=-1&page_size=99999999999',
      '?sort=%00&order=x',
      '#frag',
      '#/../../clusters',
      '?a=1#b',
      '//',
      '/..',
      '/%2e%2e/clusters',
      ';jsessionid=1',
      '/stats',
      '/retention',
      '/permissions/role-1',
      '/subscription/sub-1/resetcursor/0',
    ),
  },
  { weight: 1, arbitrary: fc.constant(`/${'a'.repeat(9_000)}`) },
  { weight: 1, arbitrary: fc.constant(`?q=${'%41'.repeat(3_000)}`) },
);

/** A concrete path from a template: `:name` and `{name}` are parameters, `{a,b}` a choice, `**` more segments. */
export function fillTemplate(template: string): fc.Arbitrary<string> {
  const parts = template.split('/').map((part): fc.Arbitrary<string> => {
    if (part === '**') return fc.array(segment, { minLength: 1, maxLength: 3 }).map((many) => many.join('/'));
    if (part.startsWith(':')) return segment;
    if (part.startsWith('{') && part.endsWith('}')) {
      const choices = part.slice(1, -1).split(',');
      return choices.length > 1 ? fc.constantFrom(...choices) : segment;
    }
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((filled) => filled.join('/'));
}

const STANDARD_METHODS = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS'];
// Not CONNECT: Node's server hands it to a 'connect' listener or closes the socket, before Beacon.
const ODD_METHODS = ['TRACE', 'PROPFIND', 'get', 'FOO'];
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

export interface PathTemplate {
  method: string;
  template: string;
}

export function permissionTemplates(): PathTemplate[] {
  return PERMISSION_TABLE.flatMap((rule) =>
    rule.methods.map((method) => ({ method, template: rule.pattern })),
  );
}

const mediaTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  '*/*',
  'text/html',
  'text/plain',
  'application/octet-stream',
  'application/json;q=0.9, */*;q=0.1',
  'application/x-protobuf',
  'multipart/form-data; boundary=fuzz',
  'Multipart/Form-Data; boundary=fuzz',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  ';;;',
  'application/json; charset=utf-16',
  'application/json; q=',
  '/',
  'a/b/c',
  'GET /admin/v2/namespaces/sample/x HTTP/1.1',
  'DELETE /admin/v2/tenants/acme HTTP/1.1',
];

/** Header values a client could send; no CR or LF (those are the raw-request cases below). */
const headerValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...mediaTypes) },
  {
    weight: 1,
    arbitrary: fc.string({ maxLength: 40 }).filter((text) => !/[\r\n]/.test(text)),
  },
);

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u001b[31m', '\u007f', '\t', '\r', '\n'];

const body = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 4, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 4,
    arbitrary: fc
      .dictionary(
        fc.constantFrom(
          'name',
          'password',
          'email',
          'tenants',
          'broker',
          'bookie',
          'token',
          'description',
          'roles',
          'username',
          'allowedClusters',
          'adminRoles',
          'retentionTimeInMinutes',
          'tenant',
          'namespace',
          'inputs',
          'output',
        ),
        fc.oneof(
          fc.constantFrom(...KNOWN_NAMES),
          fc.string({ maxLength: 30 }),
          fc.integer(),
          fc.constant(null),
          fc.array(fc.constantFrom(...KNOWN_NAMES), { maxLength: 3 }),
          fc.constantFrom('http://127.0.0.1:1', 'http://169.254.169.254', 'file:///etc/passwd', ''),
        ),
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constant(
      '--fuzz\r\nContent-Disposition: form-data; name="functionConfig"\r\n\r\n{"tenant":"acme","inputs":["persistent://sample/orders/x"]}\r\n--fuzz--\r\n',
    ),
  },
  { weight: 1, arbitrary: fc.constant('LARGE') },
);

const OWN_TOKEN = Symbol('the caller’s session token');

/** Larger than Beacon's 1 MiB body limit for its own routes. */
const LARGE_BODY = Buffer.alloc(1_200_000, 'x');

export interface FuzzContext {
  caller: Caller;
  /** Families of templates (console routes, permission table, OpenAPI), drawn from evenly, so a large one does not drown a small one. */
  families: readonly (readonly PathTemplate[])[];
  environment: string;
}

/** A whole request from `context.caller`, mostly well-formed enough to reach the handler behind it. */
export function fuzzRequest(context: FuzzContext): fc.Arbitrary<RawRequest> {
  const { caller, families, environment } = context;
  const line = fc
    .constantFrom(...families.filter((family) => family.length > 0))
    .chain((family) => fc.constantFrom(...family))
    .chain((template) =>
      fc.record({
        method: fc.oneof(
          { weight: 12, arbitrary: fc.constant(template.method) },
          { weight: 4, arbitrary: fc.constantFrom(...STANDARD_METHODS) },
          { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) },
        ),
        path: fillTemplate(template.template),
        suffix,
      }),
    )
    .chain((drawn) =>
      // A body where the method has one, and now and then where it has none (refused with 400).
      (BODYLESS_METHODS.has(drawn.method) ? sometimes(body, 10) : body).map((text) => ({
        ...drawn,
        body: text ?? undefined,
      })),
    );
  return fc
    .record({
      line,
      sessionToken: fc.oneof(
        // Read when the request is built, not now: the caller may have signed in again meanwhile.
        { weight: 12, arbitrary: fc.constant(OWN_TOKEN) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, '', 'not-a-session', 'x'.repeat(300)) },
      ),
      environmentHeader: fc.oneof(
        { weight: 12, arbitrary: fc.constant<string | undefined>(environment) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, '', 'nope', `${environment}\u0001`, '../sim') },
      ),
      csrf: fc.oneof(
        { weight: 10, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      accept: fc.oneof(
        { weight: 6, arbitrary: fc.constant<string | null>('application/json, text/plain, */*') },
        { weight: 2, arbitrary: fc.constant(null) },
        { weight: 2, arbitrary: headerValue },
      ),
      contentType: sometimes(headerValue, 4),
      duplicate: sometimes(
        fc.tuple(fc.constantFrom('accept', 'content-type', 'environment', 'token'), headerValue),
        10,
      ),
      control: sometimes(
        fc.tuple(
          fc.constantFrom('accept', 'content-type', 'x-fuzz', 'environment'),
          fc.constantFrom(...CONTROL_CHARACTERS),
        ),
        12,
      ),
      routing: sometimes(
        fc.oneof(
          fc.tuple(fc.constant('x-pulsar-cluster'), fc.constantFrom('standalone', 'evil', '')),
          fc.tuple(fc.constant('x-pulsar-broker'), fc.constantFrom('localhost:1', '169.254.169.254:80', '')),
        ),
        10,
      ),
      origin: sometimes(fc.constantFrom('https://evil.example', 'null', 'http://127.0.0.1'), 10),
    })
    .map((drawn): RawRequest => {
      const { line: requestLine } = drawn;
      const headers: [string, string][] = [];
      const token = drawn.sessionToken === OWN_TOKEN ? caller.token : drawn.sessionToken;
      if (token !== undefined) headers.push(['token', token]);
      if (drawn.environmentHeader !== undefined) headers.push(['environment', drawn.environmentHeader]);
      if (drawn.csrf && caller.xsrf) {
        headers.push(['X-XSRF-TOKEN', caller.xsrf], ['Cookie', `XSRF-TOKEN=${caller.xsrf}`]);
      }
      if (drawn.accept !== null) headers.push(['Accept', drawn.accept]);
      if (drawn.contentType !== null) headers.push(['Content-Type', drawn.contentType]);
      else if (requestLine.body !== undefined && requestLine.body !== 'LARGE')
        headers.push(['Content-Type', 'application/json']);
      if (drawn.duplicate) headers.push(drawn.duplicate);
      if (drawn.control) {
        const [name, character] = drawn.control;
        headers.push([name, `before${character}after`]);
      }
      if (drawn.routing) headers.push(drawn.routing);
      if (drawn.origin) headers.push(['Origin', drawn.origin]);
      return {
        method: requestLine.method,
        target: `${requestLine.path}${requestLine.suffix}`,
        headers,
        body:
          requestLine.body === undefined
            ? undefined
            : requestLine.body === 'LARGE'
              ? LARGE_BODY
              : Buffer.from(requestLine.body, 'utf8'),
      };
    });
}
